import { Badge, type BadgeTone } from '../../components/ui/Badge.tsx';
import { LOCALE_TAGS, localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import type { Order } from '../../lib/orders/order.ts';
import { SectionCard } from './SectionCard.tsx';

/** SPEC §4: Paid green, Pending yellow, Overdue red, anything else grey. */
export function statusTone(status: string): BadgeTone {
  if (status === 'Paid') return 'success';
  if (status === 'Pending') return 'warning';
  if (status === 'Overdue') return 'danger';
  return 'neutral';
}

/** My Orders: the customer's orders, newest first, each linking to its invoice. */
export function OrdersSection({ orders }: { orders: Order[] }) {
  const t = useT();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
  return (
    <SectionCard id="account-orders" title={t('account.orders.heading')}>
      {orders.length === 0 ? (
        <p className="account-empty">{t('account.orders.empty')}</p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('account.orders.order')}</th>
                <th scope="col">{t('account.orders.date')}</th>
                <th scope="col">{t('account.orders.status')}</th>
                <th scope="col" className="num">
                  {t('account.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => {
                const shown = o.displayStatus ?? o.status;
                return (
                  <tr key={o.orderId}>
                    <td>
                      <a href={localizePath(`/orders/${encodeURIComponent(o.orderId)}`, locale)} aria-label={t('account.orders.view', { id: o.orderId.slice(0, 8) })}>
                        {o.orderId.slice(0, 8)}…
                      </a>
                    </td>
                    <td>{date.format(new Date(o.dateCreated))}</td>
                    <td>
                      <Badge tone={statusTone(shown)}>{t(`account.status.${shown}`)}</Badge>
                    </td>
                    <td className="num">${o.total.toFixed(2)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
