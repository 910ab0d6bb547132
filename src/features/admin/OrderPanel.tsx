import { stampText } from '../../lib/i18n/dates.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { AdminStatusBadge } from './AdminStatusBadge.tsx';
import type { AdminOrder } from './api.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderItemRow } from './OrderItemRow.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderStatusEditor } from './OrderStatusEditor.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';

const COLUMNS = ['productId', 'quantity', 'unitPrice', 'state', 'actions'];

interface Props {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

/** One order in All Orders, folded to its summary line: its lines, totals, refunds, status and history. */
export function OrderPanel({ order, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const invoice = localizePath(`/orders/${order.orderId}`, locale);
  const money = (dollars: number) => formatUsd(toCents(dollars));

  return (
    <details className="admin-orders__order" data-order-id={order.orderId}>
      <summary>
        <span className="admin-orders__summary">
          <a href={invoice} onClick={(e) => e.stopPropagation()}>
            {order.orderId}
          </a>
          <AdminStatusBadge order={order} />
          <span className="hint">
            {stampText(locale, order.dateCreated)} · {order.customerEmail} · {money(order.total)}
          </span>
        </span>
      </summary>
      <div className="admin-orders__body">
        <div className="admin-orders__table-wrap">
          <table className="admin-table">
            <TableHead
              caption={t('admin.orders.itemsOf', { id: order.orderId })}
              columns={COLUMNS.map((key) => t(`admin.orders.${key}`))}
            />
            <tbody>
              {order.orderItems.map((line) => (
                <OrderItemRow
                  key={`${order.orderId}-${line.productId}-${line.size}-${line.quantity}-${line.unitPrice}`}
                  order={order}
                  line={line}
                  onSaved={onChanged}
                />
              ))}
            </tbody>
          </table>
        </div>
        <p className="admin-orders__totals">
          {t('admin.orders.totals', {
            subtotal: money(order.subtotal),
            shipping: money(order.shipping),
            total: money(order.total),
          })}
        </p>
        {order.discountCode ? (
          <p className="admin-orders__totals" data-admin-discount>
            {t('admin.orders.discount', { code: order.discountCode, amount: money(order.discount) })}
          </p>
        ) : null}
        <OrderRefunds order={order} onChanged={onChanged} />
        <div className="admin-orders__actions">
          <OrderStatusEditor order={order} onChanged={onChanged} />
          <a className="btn btn--ghost btn--small" href={invoice}>
            {t('admin.orders.viewOrder')}
          </a>
        </div>
        <OrderHistory order={order} />
      </div>
    </details>
  );
}
