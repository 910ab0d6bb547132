import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { t } from '../../../lib/i18n/t.ts';
import { toCents } from '../../../lib/money.ts';
import type { Order } from '../../../lib/api/order.ts';
import type { MailContext, MailSpec } from '../compose.ts';
import { formatDay, formatMoney } from '../format.ts';
import { ActionButton, greeting, MailFrame, pageUrl, Paragraph, small } from './frame.ts';
import { money, OrderSummary, ShipTo } from './order-parts.ts';
import type { Template } from './render.ts';

type OrderSpec<K extends MailSpec['kind']> = Extract<MailSpec, { kind: K }>;

const invoiceUrl = (context: MailContext, order: Order) => pageUrl(context, `/orders/${order.orderId}`);

/** The customer's mails about their order share one shape: greeting, what happened, the order, the invoice. */
function customerOrderMail(
  context: MailContext,
  order: Order,
  name: string | null,
  words: { subject: string; heading: string; paragraphs: string[]; showAddress?: boolean; button?: string },
): Template {
  const { locale } = context;
  return {
    subject: words.subject,
    body: h(
      MailFrame,
      { context, preview: words.paragraphs[0] ?? words.heading, heading: words.heading },
      h(Paragraph, null, greeting(locale, name)),
      ...words.paragraphs.map((p, i) => h(Paragraph, { key: i }, p)),
      h(OrderSummary, { context, order }),
      words.showAddress === false ? null : h(ShipTo, { context, order }),
      h(ActionButton, { href: invoiceUrl(context, order), label: words.button ?? t(locale, 'mail.order.invoice') }),
      h(Paragraph, null, t(locale, 'mail.signature')),
    ),
  };
}

export function orderAwaitingPayment(
  context: MailContext,
  { order, name }: OrderSpec<'order-awaiting-payment'>,
): Template {
  const { locale } = context;
  const vars = {
    id: order.orderId,
    total: money(context, order, order.total),
    date: formatDay(locale, new Date(order.dateCreated)),
  };
  return customerOrderMail(context, order, name, {
    subject: t(locale, 'mail.awaiting.subject', vars),
    heading: t(locale, 'mail.awaiting.heading'),
    paragraphs: [t(locale, 'mail.awaiting.intro', vars), t(locale, 'mail.awaiting.howTo')],
    button: t(locale, 'mail.awaiting.button'),
  });
}

export function orderConfirmed(context: MailContext, { order, name }: OrderSpec<'order-confirmed'>): Template {
  const { locale } = context;
  const vars = {
    id: order.orderId,
    total: money(context, order, order.total),
    date: formatDay(locale, new Date(order.paidAt ?? order.dateCreated)),
  };
  return customerOrderMail(context, order, name, {
    subject: t(locale, 'mail.confirmed.subject', vars),
    heading: t(locale, 'mail.confirmed.heading'),
    paragraphs: [
      t(locale, 'mail.confirmed.intro', vars),
      ...(order.paymentProvider === 'test' ? [t(locale, 'order.testPayment')] : []),
    ],
  });
}

export function orderShipped(context: MailContext, { order, name }: OrderSpec<'order-shipped'>): Template {
  const { locale } = context;
  return customerOrderMail(context, order, name, {
    subject: t(locale, 'mail.shipped.subject', { id: order.orderId }),
    heading: t(locale, 'mail.shipped.heading'),
    paragraphs: [t(locale, 'mail.shipped.intro')],
  });
}

export function orderCancelled(context: MailContext, { order, name, wasPaid }: OrderSpec<'order-cancelled'>): Template {
  const { locale } = context;
  return customerOrderMail(context, order, name, {
    subject: t(locale, 'mail.cancelled.subject', { id: order.orderId }),
    heading: t(locale, 'mail.cancelled.heading'),
    paragraphs: [
      t(locale, 'mail.cancelled.intro'),
      t(locale, wasPaid ? 'mail.cancelled.paid' : 'mail.cancelled.unpaid'),
    ],
    showAddress: false,
  });
}

export function orderRefunded(
  context: MailContext,
  { order, name, amountCents }: OrderSpec<'order-refunded'>,
): Template {
  const { locale } = context;
  const amount = formatMoney(locale, amountCents, order.currency);
  const full = amountCents >= toCents(order.total);
  return customerOrderMail(context, order, name, {
    subject: t(locale, 'mail.refunded.subject', { id: order.orderId }),
    heading: t(locale, 'mail.refunded.heading', { amount }),
    paragraphs: [
      t(locale, full ? 'mail.refunded.full' : 'mail.refunded.partial', { amount }),
      t(locale, 'mail.refunded.when'),
    ],
    showAddress: false,
  });
}

/** To the shop: a paid order to pack, with the customer's address and a link to it. */
export function newOrderNotice(
  context: MailContext,
  { order, customerEmail }: OrderSpec<'new-order-notice'>,
): Template {
  const { locale } = context;
  const total = money(context, order, order.total);
  const subject =
    t(locale, 'mail.notice.subject', { id: order.orderId, total }) +
    (order.paymentProvider === 'test' ? ` ${t(locale, 'mail.notice.test')}` : '');
  const intro = t(locale, 'mail.notice.intro', { email: customerEmail, total });
  return {
    subject,
    body: h(
      MailFrame,
      { context, preview: intro, heading: t(locale, 'mail.notice.heading') },
      h(Paragraph, null, intro),
      order.paymentProvider === 'test' ? h(Text, { style: small }, t(locale, 'order.testPayment')) : null,
      h(OrderSummary, { context, order }),
      h(ShipTo, { context, order }),
      h(ActionButton, { href: invoiceUrl(context, order), label: t(locale, 'mail.order.invoice') }),
    ),
  };
}
