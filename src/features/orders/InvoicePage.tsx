import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { countryLabel } from '../../lib/i18n/countries.ts';
import { useT, islandOf } from '../../lib/i18n/react.tsx';
import { InvoiceFacts } from './InvoiceFacts.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { InvoicePayment } from './InvoicePayment.tsx';
import { useInvoiceOrder } from './use-invoice-order.ts';

/** The invoice: id, date, status, payment, address, item count, lines, subtotal, shipping, total. */
function Invoice() {
  const t = useT();
  const { state, replace } = useInvoiceOrder();

  if (state.kind === 'loading') return <Spinner label={t('order.loading')} />;
  if (state.kind === 'noId') return <Alert tone="error">{t('order.noId')}</Alert>;
  if (state.kind === 'none') return <Alert tone="info">{t('order.notFound')}</Alert>;
  if (state.kind === 'failed') return <Alert tone="error">{t('order.fetchFailed', { id: state.id })}</Alert>;

  const { order } = state;
  const a = order.shippingAddress;
  return (
    <article className="invoice card" data-order-id={order.orderId}>
      <InvoiceFacts order={order} />

      <InvoicePayment order={order} onChange={replace} payAtOnce={location.hash === '#pay'} />

      <section className="invoice__address">
        <h2>{t('order.shipTo')}</h2>
        <address>
          {a.fullName}
          <br />
          {a.street}
          <br />
          {[a.zipCode, a.city, a.state].filter(Boolean).join(' ')}
          <br />
          {countryLabel(t, a.country)}
          <br />
          {a.phone}
        </address>
      </section>

      <InvoiceLines order={order} />
      <p className="invoice__print">
        <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
          {t('order.print')}
        </button>
      </p>
    </article>
  );
}

export default islandOf(Invoice);
