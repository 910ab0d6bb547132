import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { ORDER_STATUSES } from '../../lib/orders/status.ts';
import { PagedListView } from './PagedListView.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { adminStatusLabel } from './AdminStatusBadge.tsx';
import { fetchAllOrders, type AdminOrder } from './api.ts';
import { OrderPanel } from './OrderPanel.tsx';
import { usePagedList } from './use-paged-list.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';

const PAGE_SIZE = 20;
const FILTERS = [...ORDER_STATUSES, 'Overdue'] as const;

const fetchOrders = async (query: { status: string; q: string }, page: number, size: number) => {
  const { orders, total } = await fetchAllOrders({ status: query.status || undefined, q: query.q, page, size });
  return { items: orders, total };
};

/** Every order, newest first, filtered by status and searched by id or email, a page at a time. */
export function AllOrders() {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState('');
  const list = usePagedList(fetchOrders, { status: '', q: '' }, PAGE_SIZE);
  const replace = (changed: AdminOrder) => list.replace((o) => o.orderId === changed.orderId, changed);

  return (
    <>
      <AdminSearchForm
        label={t('admin.orders.search')}
        placeholder={t('admin.orders.searchPlaceholder')}
        button={t('admin.orders.apply')}
        buttonClassName="btn"
        maxLength={200}
        onSearch={(q) => list.search({ status, q })}
      >
        <SelectField
          id={`${id}-status`}
          label={t('admin.orders.filterStatus')}
          value={status}
          onChange={setStatus}
          first={t('admin.orders.allStatuses')}
          options={FILTERS.map((s) => ({ value: s, label: adminStatusLabel(t, s) }))}
        />
      </AdminSearchForm>

      <PagedListView list={list} words="admin.orders">
        {(orders, total) => (
          <>
            <p className="hint" role="status">
              {t('admin.orders.count', { count: total })}
            </p>
            <div className="accordion admin-orders">
              {orders.map((order) => (
                <OrderPanel key={order.orderId} order={order} onChanged={replace} />
              ))}
            </div>
          </>
        )}
      </PagedListView>
    </>
  );
}
