import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { displayStatusOf } from '../../lib/orders/order.ts';
import { ApiError } from '../../lib/api/client.ts';
import type { InvoiceOrder } from '../../lib/api/order.ts';
import { fetchOrder } from './api.ts';
import { InvoicePayment } from './InvoicePayment.tsx';
import { dateTimeText } from '../../lib/i18n/dates.ts';
import { orderIdFromPath } from './order-id.ts';
import { StatusBadge } from './StatusBadge.tsx';

type State = { kind: 'loading' } | { kind: 'ok'; order: InvoiceOrder } | { kind: 'none' } | { kind: 'failed'; id: string } | { kind: 'noId' };

const usd = (dollars: number) => formatUsd(toCents(dollars));

/** The invoice: id, date, status, payment, address, item count, lines, subtotal, shipping, total. */
function Invoice() {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const id = orderIdFromPath(location.pathname);
    if (!id) return setState({ kind: 'noId' });
    const controller = new AbortController();
    fetchOrder(id, controller.signal)
      .then((order) => setState({ kind: 'ok', order }))
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        setState(err instanceof ApiError && err.status === 404 ? { kind: 'none' } : { kind: 'failed', id });
      });
    return () => controller.abort();
  }, []);

  if (state.kind === 'loading') return <Spinner label={t('order.loading')} />;
  if (state.kind === 'noId') return <Alert tone="error">{t('order.noId')}</Alert>;
  if (state.kind === 'none') return <Alert tone="info">{t('order.notFound')}</Alert>;
  if (state.kind === 'failed') return <Alert tone="error">{t('order.fetchFailed', { id: state.id })}</Alert>;

  const { order } = state;
  const a = order.shippingAddress;
  const created = dateTimeText(locale, order.dateCreated);
  const shown = displayStatusOf(order, new Date());
  return (
    <article className="invoice card" data-order-id={order.orderId}>
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
              <time dateTime={order.dateCreated}>{created}</time>
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

      <InvoicePayment order={order} onChange={(changed) => setState({ kind: 'ok', order: changed })} payAtOnce={location.hash === '#pay'} />

      <section className="invoice__address">
        <h2>{t('order.shipTo')}</h2>
        <address>
          {a.fullName}
          <br />
          {a.street}
          <br />
          {[a.zipCode, a.city, a.state].filter(Boolean).join(' ')}
          <br />
          {a.country}
          <br />
          {a.phone}
        </address>
      </section>

      <table className="invoice__lines">
        <caption className="sr-only">{t('order.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('order.image')}</span>
            </th>
            <th scope="col">{t('order.name')}</th>
            <th scope="col">{t('order.material')}</th>
            <th scope="col">{t('order.size')}</th>
            <th scope="col">{t('order.color')}</th>
            <th scope="col">{t('order.unitPrice')}</th>
            <th scope="col">{t('order.quantity')}</th>
            <th scope="col">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((line) => (
            <tr key={`${line.productId}-${line.size}`}>
              <td>{line.imageUrl ? <img src={imageVariant(line.imageUrl, 320)} width={64} height={64} alt="" loading="lazy" decoding="async" /> : null}</td>
              <td>{line.name}</td>
              <td data-label={t('order.material')}>{line.material ?? '—'}</td>
              <td data-label={t('order.size')}>{line.size}</td>
              <td data-label={t('order.color')}>{line.color ?? '—'}</td>
              <td data-label={t('order.unitPrice')}>{usd(line.unitPrice)}</td>
              <td data-label={t('order.quantity')}>{line.quantity}</td>
              <td data-label={t('order.lineTotal')}>{usd(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd data-invoice="subtotal">{usd(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('order.shipping')}</dt>
          <dd data-invoice="shipping">{usd(order.shipping)}</dd>
        </div>
        <div className="invoice__grand">
          <dt>{t('order.total')}</dt>
          <dd data-invoice="total">{usd(order.total)}</dd>
        </div>
      </dl>
      <p className="invoice__print">
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          {t('order.print')}
        </button>
      </p>
    </article>
  );
}

export default function InvoiceIsland({ locale, messages }: IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Invoice />
    </I18nProvider>
  );
}
