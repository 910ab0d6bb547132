import { useT } from '../../lib/i18n/react.tsx';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import type { InvoiceOrder } from '../../lib/api/order.ts';

const usd = (dollars: number) => formatUsd(toCents(dollars));

/** The invoice's lines, then subtotal, shipping and total. */
export function InvoiceLines({ order }: { order: InvoiceOrder }) {
  const t = useT();
  return (
    <>
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
              <td>
                {line.imageUrl ? (
                  <img
                    src={imageVariant(line.imageUrl, 320)}
                    width={64}
                    height={64}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </td>
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
    </>
  );
}
