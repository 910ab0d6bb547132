import { Column, Img, Row, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { imageVariant, isMediaUrl } from '../../../lib/images.ts';
import { countryName, t } from '../../../lib/i18n/t.ts';
import { toCents } from '../../../lib/money.ts';
import type { Order, OrderItem } from '../../../lib/api/order.ts';
import type { MailContext } from '../compose.ts';
import { formatMoney } from '../format.ts';
import { colors, small, text } from './frame.ts';

const THUMBNAIL = 72;

/** Rows the plain-text part lays out as columns (render.ts). */
export const TEXT_ROW = 'mail-row';

/** A line's picture as an absolute URL (mail programs resolve nothing), the 320 px rendition of shop pictures. */
export function pictureUrl(context: MailContext, imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl;
  if (!imageUrl.startsWith('/')) return null;
  return `${context.siteUrl}${isMediaUrl(imageUrl) ? imageVariant(imageUrl, 320) : imageUrl}`;
}

export const money = (context: MailContext, order: Order, dollars: number) =>
  formatMoney(context.locale, toCents(dollars), order.currency);

/** "Size M · 2 × $12.00", without the size for one-size goods. */
export function lineDetails(context: MailContext, order: Order, line: OrderItem): string {
  const count = `${line.quantity} × ${money(context, order, line.unitPrice)}`;
  return line.size === context.defaultSize
    ? count
    : `${t(context.locale, 'mail.label', { label: t(context.locale, 'order.size'), value: line.size })} · ${count}`;
}

function Line({ context, order, line }: { context: MailContext; order: Order; line: OrderItem }) {
  const src = pictureUrl(context, line.imageUrl);
  const picture = h(
    Column,
    { key: 'picture', style: { width: `${THUMBNAIL + 14}px`, padding: '10px 0', verticalAlign: 'top' } },
    src
      ? h(Img, {
          src,
          width: THUMBNAIL,
          height: THUMBNAIL,
          alt: line.name,
          style: { borderRadius: '6px', border: `1px solid ${colors.line}`, objectFit: 'cover' },
        })
      : null,
  );
  const what = h(
    Column,
    { key: 'what', style: { padding: '10px 8px', verticalAlign: 'top' } },
    h(Text, { style: { ...text, margin: '0 0 4px', fontWeight: 600 } }, line.name),
    h(Text, { style: { ...small, margin: 0 } }, lineDetails(context, order, line)),
  );
  const amount = h(
    Column,
    { key: 'amount', style: { padding: '10px 0', verticalAlign: 'top', textAlign: 'right', whiteSpace: 'nowrap' } },
    h(Text, { style: { ...text, margin: 0 } }, money(context, order, line.lineTotal)),
  );
  return h(Row, {
    className: TEXT_ROW,
    style: { borderBottom: `1px solid ${colors.sand}` },
    // biome-ignore lint/correctness/noChildrenProp: Row's props type requires children, so createElement takes them as a prop.
    children: [picture, what, amount],
  });
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { ...text, margin: '0', padding: '3px 0', fontWeight: strong ? 700 : 400 };
  const cells = [
    h(Column, { key: 'label' }, h(Text, { style }, label)),
    h(Column, { key: 'value', style: { textAlign: 'right' } }, h(Text, { style }, value)),
  ];
  // biome-ignore lint/correctness/noChildrenProp: Row's props type requires children, so createElement takes them as a prop.
  return h(Row, { className: TEXT_ROW, children: cells });
}

/** The order's lines with their pictures, then subtotal, the discount code's discount, shipping and total. */
export function OrderSummary({ context, order }: { context: MailContext; order: Order }) {
  const { locale } = context;
  return h(
    Section,
    { style: { margin: '8px 0 18px' } },
    h(
      Text,
      { style: { ...small, margin: '0 0 4px' } },
      t(locale, 'mail.label', { label: t(locale, 'order.id'), value: order.orderId }),
    ),
    ...order.orderItems.map((line) => h(Line, { key: `${line.productId}-${line.size}`, context, order, line })),
    h(
      Section,
      { style: { marginTop: '10px' } },
      h(Amount, { label: t(locale, 'order.subtotal'), value: money(context, order, order.subtotal) }),
      order.discountCode
        ? h(Amount, {
            label: t(locale, 'order.discount', { code: order.discountCode }),
            value: `−${money(context, order, order.discount)}`,
          })
        : null,
      h(Amount, { label: t(locale, 'order.shipping'), value: money(context, order, order.shipping) }),
      h(Amount, { label: t(locale, 'order.total'), value: money(context, order, order.total), strong: true }),
    ),
  );
}

/** The shipping address's lines as the customer entered them, the country named in the reader's words. */
export function shipToLines(context: MailContext, a: Order['shippingAddress']): string[] {
  return [
    a.fullName,
    a.street,
    [a.zipCode, a.city, a.state].filter(Boolean).join(' '),
    countryName(context.locale, a.country),
    a.phone,
  ].filter(Boolean);
}

/** The shipping address as the customer entered it. */
export function ShipTo({ context, order }: { context: MailContext; order: Order }) {
  const lines = shipToLines(context, order.shippingAddress);
  return h(
    Section,
    { style: { margin: '0 0 18px' } },
    h(
      Text,
      { style: { ...small, margin: '0 0 4px', fontWeight: 600, color: colors.ink } },
      t(context.locale, 'order.shipTo'),
    ),
    h(
      Text,
      { style: { ...small, margin: 0 } },
      ...lines.flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: i }), line])),
    ),
  );
}
