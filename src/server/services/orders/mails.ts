import { eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { Order } from '../../../lib/api/order.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { composeMail, mailContext, type MailSpec } from '../../mail/compose.ts';
import { enqueueMail, withdrawMails } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import { orderInLanguage } from './order-language.ts';
import { findOrderRow, loadOrder } from './queries.ts';

/**
 * The mails an order causes, written into the outbox with the caller's transaction (the change and its mails
 * commit together). The customer's mails are in the order's language (its checkout page's); the shop's notice in
 * SHOP_MAIL_LOCALE.
 */

type MailServices = Pick<Services, 'config' | 'content' | 'now'>;

/** An unpaid order's reminder waits this long: a shopper who pays at once never gets it (paying withdraws it). */
export const AWAITING_PAYMENT_MAIL_DELAY_MS = 10 * 60 * 1000;

interface Recipient {
  order: Order;
  to: string;
  locale: Locale;
  name: string | null;
}

async function recipientOf(tx: Db, services: MailServices, orderId: string): Promise<Recipient> {
  const row = await findOrderRow(tx, orderId);
  const order = row && (await loadOrder(tx, orderId, services.now()));
  if (!row || !order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  const [user] =
    row.userId === null
      ? []
      : await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.userId)).limit(1);
  return {
    order: await orderInLanguage(tx, order, row.locale),
    to: row.customerEmail,
    locale: row.locale,
    name: user?.firstName || order.payerGivenName,
  };
}

async function queueCustomerMail(
  tx: Db,
  services: MailServices,
  who: Recipient,
  spec: MailSpec,
  extra: { sendAfter?: Date; expiresAt?: Date } = {},
) {
  const mail = await composeMail(spec, mailContext(services, who.locale));
  await enqueueMail(tx, services, {
    kind: spec.kind,
    reference: who.order.orderId,
    to: who.to,
    locale: who.locale,
    mail,
    ...extra,
  });
}

/** At checkout: "your order is waiting for payment", held back a while and dropped once the order is paid or cancelled. */
export async function queueAwaitingPaymentMail(tx: Db, services: MailServices, orderId: string): Promise<void> {
  const who = await recipientOf(tx, services, orderId);
  const placed = new Date(who.order.dateCreated);
  await queueCustomerMail(
    tx,
    services,
    who,
    { kind: 'order-awaiting-payment', order: who.order, name: who.name },
    {
      sendAfter: new Date(placed.getTime() + AWAITING_PAYMENT_MAIL_DELAY_MS),
      ...(who.order.paymentDueAt ? { expiresAt: new Date(who.order.paymentDueAt) } : {}),
    },
  );
}

/**
 * The order became Paid: the customer's confirmation and, unless an administrator marked it paid by hand, the
 * shop's new-order notice.
 */
export async function queueOrderPaidMails(
  tx: Db,
  services: MailServices,
  orderId: string,
  opts: { notifyShop: boolean },
): Promise<void> {
  const who = await recipientOf(tx, services, orderId);
  await withdrawMails(tx, services, orderId, ['order-awaiting-payment']);
  await queueCustomerMail(tx, services, who, { kind: 'order-confirmed', order: who.order, name: who.name });
  if (!opts.notifyShop) return;
  const locale = services.config.shopMailLocale;
  const mail = await composeMail(
    { kind: 'new-order-notice', order: who.order, customerEmail: who.to },
    mailContext(services, locale),
  );
  await enqueueMail(tx, services, {
    kind: 'new-order-notice',
    reference: orderId,
    to: services.content.shopInfo.contact.email,
    replyTo: who.to,
    locale,
    mail,
  });
}

export async function queueOrderShippedMail(tx: Db, services: MailServices, orderId: string): Promise<void> {
  const who = await recipientOf(tx, services, orderId);
  await queueCustomerMail(tx, services, who, { kind: 'order-shipped', order: who.order, name: who.name });
}

/** Cancelled: says whether money is coming back, and drops a payment reminder still waiting. */
export async function queueOrderCancelledMail(tx: Db, services: MailServices, orderId: string): Promise<void> {
  const who = await recipientOf(tx, services, orderId);
  await withdrawMails(tx, services, orderId, ['order-awaiting-payment']);
  await queueCustomerMail(tx, services, who, {
    kind: 'order-cancelled',
    order: who.order,
    name: who.name,
    wasPaid: who.order.paidAt !== null,
  });
}

export async function queueOrderRefundedMail(
  tx: Db,
  services: MailServices,
  orderId: string,
  amountCents: number,
): Promise<void> {
  const who = await recipientOf(tx, services, orderId);
  await queueCustomerMail(tx, services, who, { kind: 'order-refunded', order: who.order, name: who.name, amountCents });
}
