import { and, eq } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory } from '../../db/schema.ts';
import { centsToDecimalString, type CapturedPayment } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { removeOrderedLines } from '../cart/cart.ts';
import { tryTakeStock } from '../orders-admin/stock.ts';
import { queueOrderPaidMails } from '../orders/mails.ts';
import { findOrderRow, type OrderRow } from '../orders/queries.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { retakeUse } from '../discounts/uses.ts';
import { said, type ServerMessage } from '../../http/server-message.ts';

export type CaptureRecord =
  | { kind: 'paid'; becamePaid: boolean }
  | { kind: 'not-completed'; status: string }
  | { kind: 'mismatch'; message: ServerMessage }
  | { kind: 'not-payable'; status: string };

/** Who learnt of the capture: the buyer's own capture call, PayPal's notification, or the check before expiry. */
export type CaptureSource = { actorUserId: number | null; via: 'buyer' | 'notification' | 'reconciler' };

const VIA_NOTE: Record<CaptureSource['via'], string> = {
  buyer: '',
  notification: " PayPal's notification said so.",
  reconciler: ' Found by asking PayPal before the order expired.',
};

/**
 * Marks a Pending order Paid for a COMPLETED capture of exactly its amount and currency, and remembers what was
 * captured (refunds never exceed it). The buyer's capture, PayPal's notifications and the check before expiry all
 * end here, so an order becomes Paid once and its confirmation mails are queued once, with the payment. An order whose stock went back
 * meanwhile takes it again where it is still there (the money has moved; the owner is told what is missing).
 */
export async function recordCapture(
  services: Services,
  orderId: string,
  captured: CapturedPayment,
  source: CaptureSource,
): Promise<CaptureRecord> {
  const { db } = services.database;
  const row = await findOrderRow(db, orderId);
  if (!row) return { kind: 'not-payable', status: 'missing' };
  if (row.paidAt) return { kind: 'paid', becamePaid: false };
  const which = captured.captureId ? `Capture ${captured.captureId}` : 'The capture';
  if (captured.status !== 'COMPLETED') {
    await note(services, row, `Capture not completed (status ${captured.status}).${VIA_NOTE[source.via]}`);
    return { kind: 'not-completed', status: captured.status };
  }
  if (row.status !== 'Pending') {
    await note(
      services,
      row,
      `${which} of ${amountOf(captured)} completed for this ${row.status} order: refund it in PayPal.`,
    );
    return { kind: 'not-payable', status: row.status };
  }
  if (captured.amountCents !== row.totalCents || captured.currency !== row.currency) {
    const got = captured.amountCents >= 0 ? amountOf(captured) : 'an unreadable amount';
    const want = `${centsToDecimalString(row.totalCents)} ${row.currency}`;
    await note(services, row, `${which} was for ${got}, not ${want}: not accepted; refund it by hand.`);
    return {
      kind: 'mismatch',
      message: said('api.paymentAmountMismatch', {
        got: captured.amountCents >= 0 ? amountOf(captured) : said('api.unreadableAmount'),
        want,
      }),
    };
  }

  const paidNow = services.now();
  const result = await db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({
        status: 'Paid',
        paidAt: paidNow,
        updatedAt: paidNow,
        providerCaptureId: captured.captureId,
        capturedCents: captured.amountCents,
        payerGivenName: captured.payerGivenName,
        stockReleasedAt: null,
        captureStartedAt: null,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending')))
      .returning({ id: orders.id });
    if (!updated.length) return { becamePaid: false, missing: [] as string[] }; // paid a moment ago by another path
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const missing: string[] = [];
    if (row.stockReleasedAt !== null) await retakeUse(tx, orderId, false);
    if (row.stockReleasedAt !== null) {
      for (const line of lines)
        if (!(await tryTakeStock(tx, line))) missing.push(`${line.quantity} × ${line.name} (size ${line.size})`);
    }
    const stockNote =
      row.stockReleasedAt === null
        ? ''
        : missing.length
          ? ` Paid after its stock went back to the shelf, and not enough is left of: ${missing.join(', ')}.`
          : ' Stock taken from the shelf again.';
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: 'Pending',
      toStatus: 'Paid',
      note: `Paid through ${row.paymentProvider === 'paypal' ? 'PayPal' : 'test-payment mode'}${captured.captureId ? ` (capture ${captured.captureId})` : ''}.${VIA_NOTE[source.via]}${stockNote}`,
      actorUserId: source.actorUserId,
      createdAt: paidNow,
    });
    if (row.userId !== null) await removeOrderedLines(tx, row.userId, lines);
    // Written with the payment; the outbox delivers them, so a mail server outage never undoes or loses anything.
    await queueOrderPaidMails(tx, services, orderId, { notifyShop: true });
    return { becamePaid: true, missing };
  });

  if (result.becamePaid && row.stockReleasedAt !== null) await dropOrderProducts(services, [orderId]);
  return { kind: 'paid', becamePaid: result.becamePaid };
}

const amountOf = (captured: CapturedPayment) => `${centsToDecimalString(captured.amountCents)} ${captured.currency}`;

async function note(services: Services, row: OrderRow, text: string): Promise<void> {
  await services.database.db
    .insert(orderStatusHistory)
    .values({ orderId: row.id, fromStatus: row.status, toStatus: row.status, note: text, createdAt: services.now() });
}
