import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { displayStatusOf } from '../../lib/orders/order.ts';
import type { InvoiceOrder } from '../../lib/api/order.ts';
import { dateTimeText } from '../../lib/i18n/dates.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** The invoice's heading and facts: order id, when it was placed, its state and how many items. */
export function InvoiceFacts({ order }: { order: InvoiceOrder }) {
  const t = useT();
  const locale = useLocale();
  const shown = displayStatusOf(order, new Date());
  return (
    <header className="invoice__head">
      <h1 className="invoice__title">{t('order.title')}</h1>
      <dl className="invoice__facts">
        <div>
          <dt>{t('order.id')}</dt>
          <dd className="invoice__id">{order.orderId}</dd>
        </div>
        <div>
          <dt>{t('order.created')}</dt>
          <dd>
            <time dateTime={order.dateCreated}>{dateTimeText(locale, order.dateCreated)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('order.statusLabel')}</dt>
          <dd data-status={shown}>
            <StatusBadge status={shown} />
          </dd>
        </div>
        <div>
          <dt>{t('order.items')}</dt>
          <dd data-invoice="item-count">{t('order.itemCount', { count: order.itemCount })}</dd>
        </div>
      </dl>
    </header>
  );
}
