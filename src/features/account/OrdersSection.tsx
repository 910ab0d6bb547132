import { useId, useState } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { displayStatusOf } from '../../lib/orders/order.ts';
import type { Order } from '../../lib/api/order.ts';
import { closedWithoutPayment, isAwaitingPayment } from '../../lib/orders/payment-facts.ts';
import { refreshProfile } from '../auth/actions.ts';
import { CancelOrder } from '../orders/CancelOrder.tsx';
import { dateText, timeText } from '../../lib/i18n/dates.ts';
import { StatusBadge } from '../orders/StatusBadge.tsx';
import { SectionCard } from './SectionCard.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';

function OrdersTable({ orders, now }: { orders: Order[]; now: Date }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="account-table-wrap my-orders-wrap">
      <table className="account-table my-orders">
        <TableHead
          columns={[
            t('account.orders.order'),
            t('account.orders.date'),
            t('account.orders.status'),
            { label: t('account.orders.total'), className: 'num' },
            { label: t('account.orders.actions'), hidden: true },
          ]}
        />
        <tbody>
          {orders.map((o) => {
            const shown = displayStatusOf(o, now);
            const invoice = localizePath(`/orders/${encodeURIComponent(o.orderId)}`, locale);
            return (
              <tr key={o.orderId} data-order-id={o.orderId}>
                <td>
                  <a href={invoice} aria-label={t('account.orders.view', { id: o.orderId.slice(0, 8) })}>
                    {o.orderId.slice(0, 8)}…
                  </a>
                </td>
                <td data-label={t('account.orders.date')}>{dateText(locale, o.dateCreated)}</td>
                <td data-label={t('account.orders.status')}>
                  <StatusBadge status={shown} />
                  {shown === 'Pending' && o.paymentDueAt ? (
                    <span className="my-orders__due">
                      {t('account.orders.payBy', { time: timeText(locale, o.paymentDueAt) })}
                    </span>
                  ) : null}
                </td>
                <td className="num" data-label={t('account.orders.total')}>
                  {formatUsd(toCents(o.total))}
                </td>
                <td className="my-orders__act">
                  {isAwaitingPayment(o) ? (
                    <div className="my-orders__actions">
                      <a
                        className="btn btn--accent btn--small"
                        href={`${invoice}#pay`}
                        aria-label={t('account.orders.payNowFor', { id: o.orderId.slice(0, 8) })}
                      >
                        {t('order.actions.payNow')}
                      </a>
                      <CancelOrder
                        orderId={o.orderId}
                        onCancelled={() => void refreshProfile()}
                        small
                        label={t('account.orders.cancelFor', { id: o.orderId.slice(0, 8) })}
                      />
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * My Orders: the customer's orders, newest first, each linking to its invoice; unpaid ones offer Pay now and
 * Cancel order. Orders that ended without payment are folded away behind a toggle.
 */
export function OrdersSection({ orders }: { orders: Order[] }) {
  const t = useT();
  const id = useId();
  const [showClosed, setShowClosed] = useState(false);
  const now = new Date();
  const closed = orders.filter((o) => closedWithoutPayment(o, now));
  const current = orders.filter((o) => !closedWithoutPayment(o, now));
  return (
    <SectionCard id="account-orders" title={t('account.orders.heading')}>
      {current.length === 0 ? (
        <p className="account-empty">{t('account.orders.empty')}</p>
      ) : (
        <OrdersTable orders={current} now={now} />
      )}
      {closed.length > 0 ? (
        <div className="my-orders__closed">
          <ToggleButton open={showClosed} controls={`${id}-closed`} onToggle={() => setShowClosed((s) => !s)}>
            {showClosed ? t('account.orders.hideClosed') : t('account.orders.showClosed', { count: closed.length })}
          </ToggleButton>
          <div id={`${id}-closed`} hidden={!showClosed}>
            <p className="hint">{t('account.orders.closedHint')}</p>
            <OrdersTable orders={closed} now={now} />
          </div>
        </div>
      ) : null}
    </SectionCard>
  );
}
