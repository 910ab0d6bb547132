import { useT, useSizeName, useTOr } from '../../lib/i18n/react.tsx';
import { colorOf } from '../product/product-info.ts';
import { imageVariant } from '../../lib/images.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import type { InvoiceOrder } from '../../lib/api/order.ts';
import { TableHead } from '../../components/ui/TableHead.tsx';

const COLUMNS = ['name', 'material', 'size', 'color', 'unitPrice', 'quantity', 'lineTotal'];

const usd = (dollars: number) => formatUsd(toCents(dollars));

/** The invoice's lines, then subtotal, the discount (with its code), shipping and total. */
export function InvoiceLines({ order }: { order: InvoiceOrder }) {
  const t = useT();
  const sizeName = useSizeName();
  const tOr = useTOr();
  // Material and colour as stored (English names, colour values); shown in the page's words where the dictionary has them.
  const material = (m: string | null) => (m ? tOr(`material.${m}`, m) : '—');
  const color = (value: string | null) => {
    const c = colorOf(value);
    return c ? tOr(`color.${c.name}`, c.name) : '—';
  };
  return (
    <>
      <table className="invoice__lines">
        <TableHead
          caption={t('order.lines')}
          columns={[{ label: t('order.image'), hidden: true }, ...COLUMNS.map((key) => t(`order.${key}`))]}
        />
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
              <td data-label={t('order.material')}>{material(line.material)}</td>
              <td data-label={t('order.size')}>{sizeName(line.size)}</td>
              <td data-label={t('order.color')}>{color(line.color)}</td>
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
        {order.discountCode ? (
          <div>
            <dt>{t('order.discount', { code: order.discountCode })}</dt>
            <dd data-invoice="discount">−{usd(order.discount)}</dd>
          </div>
        ) : null}
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
