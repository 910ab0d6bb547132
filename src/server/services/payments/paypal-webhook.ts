import { and, eq, lt, or } from 'drizzle-orm';
import { formatUsd } from '../../../lib/money.ts';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusHistory, paymentEvents, refunds } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { PaymentError, type WebhookNotice } from '../../payments/provider.ts';
import type { Services } from '../../services.ts';
import { captureApprovedOrder } from '../checkout/capture.ts';
import { lockOrderRow, type OrderRow } from '../orders/queries.ts';
import { releaseHeldStock } from '../orders/release-stock.ts';
import { applyRefundPurpose, settleRefundInTransaction } from '../refunds/settle-refund.ts';
import { readEnvelope, readPayPalNotification, type PayPalNotification } from './paypal-notification.ts';
import { recordCapture } from './record-capture.ts';
import { dropOrderProducts } from '../orders/order-products.ts';
import { said, wordsOf } from '../../http/server-message.ts';

export interface WebhookReceipt {
  eventId: string;
  /** What the event did, in a few words (also stored with the event id). */
  outcome: string;
  /** The event id was seen before: nothing was done again. */
  duplicate: boolean;
}

export const WEBHOOK_HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;

/**
 * POST /payments/paypal/webhook: PayPal's own word about payments. Each event is checked with PayPal's
 * verify-webhook-signature call before anything is read from it (unverifiable → 400, nothing changed), then applied
 * exactly once: its id is stored in payment_events, in the same transaction as the change where the change is the
 * database's alone. A step that needs PayPal and gets no answer is not stored, so PayPal's redelivery tries again.
 */
export async function receivePayPalWebhook(
  services: Services,
  header: (name: string) => string | undefined,
  rawBody: string,
): Promise<WebhookReceipt> {
  const verify = services.payments.verifyWebhook;
  if (!verify) {
    throw new HttpError(503, said('api.webhookNotSetUp'));
  }
  const notice: Partial<WebhookNotice> = { rawBody };
  for (const [field, name] of Object.entries(WEBHOOK_HEADERS) as Array<[keyof typeof WEBHOOK_HEADERS, string]>) {
    const value = header(name)?.trim();
    if (!value || value.length > 2000)
      throw badRequest(said('api.webhookHeaderMissing', { header: name.toUpperCase() }));
    notice[field] = value;
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw badRequest(said('api.webhookNotJson'));
  }
  const envelope = readEnvelope(body);
  if (!envelope) throw badRequest(said('api.webhookNoEvent'));

  let genuine: boolean;
  try {
    genuine = await verify.call(services.payments, notice as WebhookNotice);
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    throw new HttpError(503, said('api.webhookUncheckable', { reason: err.said }));
  }
  if (!genuine) throw badRequest(said('api.webhookNotGenuine'));

  const { db } = services.database;
  const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, envelope.eventId)).limit(1);
  if (seen) return { eventId: seen.id, outcome: seen.outcome, duplicate: true };

  let event: PayPalNotification;
  try {
    event = readPayPalNotification(body);
  } catch (err) {
    // Genuine but unreadable: redelivery cannot make it readable. Kept, with what was missing, for the owner.
    const outcome = `unreadable: ${(err as Error).message}`;
    services.log
      .child({ name: 'payments' })
      .error({ eventId: envelope.eventId, eventType: envelope.eventType }, `PayPal event is ${outcome}`);
    return stored(db, { eventId: envelope.eventId, type: envelope.eventType, orderId: null, outcome }, services.now());
  }
  return apply(services, event);
}

async function apply(services: Services, event: PayPalNotification): Promise<WebhookReceipt> {
  const { db } = services.database;
  const now = services.now();
  switch (event.type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const order = await findOrder(db, { providerOrderId: event.providerOrderId });
      return claimedFirst(services, event, order?.id ?? null, async () => {
        if (!order) return 'no matching order';
        try {
          const captured = await captureApprovedOrder(services, order.id, 'notification');
          return captured
            ? 'captured'
            : `not captured: the order is ${order.status}${order.stockReleasedAt ? ', its stock released' : ''}`;
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          // No answer from PayPal: the claim is dropped, so the redelivery captures it (or the check before expiry does).
          if (err.status === 502) throw new HttpError(503, err.said);
          return `capture refused: ${err.message}`;
        }
      });
    }

    case 'PAYMENT.CAPTURE.COMPLETED': {
      const order = await findOrder(db, {
        providerOrderId: event.providerOrderId,
        reference: event.reference,
        captureId: event.capture.captureId,
      });
      return claimedFirst(services, event, order?.id ?? null, async () => {
        if (!order) return 'no matching order';
        const recorded = await recordCapture(services, order.id, event.capture, {
          actorUserId: null,
          via: 'notification',
        });
        if (recorded.kind === 'paid') return recorded.becamePaid ? 'marked paid' : 'already paid';
        return recorded.kind === 'mismatch' ? wordsOf(recorded.message, 'en') : `not marked paid (${recorded.kind})`;
      });
    }

    case 'PAYMENT.CAPTURE.DENIED':
      return inTransaction(
        services,
        event,
        { providerOrderId: event.providerOrderId, reference: event.reference, captureId: event.capture.captureId },
        async (tx, order) => {
          if (order.status !== 'Pending') {
            await note(
              tx,
              order,
              `PayPal denied capture ${event.capture.captureId}; the order stays ${order.status}.`,
              now,
            );
            return { outcome: 'noted', stockChanged: false };
          }
          await tx.update(orders).set({ paymentDueAt: now, updatedAt: now }).where(eq(orders.id, order.id));
          const released = await releaseHeldStock(tx, order.id, now);
          await note(
            tx,
            order,
            `PayPal denied the payment (capture ${event.capture.captureId}): the order is unpaid${released ? ' and its stock went back to the shelf' : ''}.`,
            now,
          );
          return { outcome: 'payment denied', stockChanged: released };
        },
      );

    case 'PAYMENT.CAPTURE.REFUNDED': {
      const receipt = await inTransaction(
        services,
        event,
        { captureId: event.captureId, reference: event.reference },
        async (tx, order) => {
          const [known] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, event.refund.id)).limit(1);
          if (known) {
            if (known.status !== 'PENDING' || event.refund.status !== 'COMPLETED')
              return { outcome: 'refund already recorded', stockChanged: false };
            await tx
              .update(refunds)
              .set({ status: 'COMPLETED', reason: null, updatedAt: now })
              .where(eq(refunds.id, known.id));
            await note(
              tx,
              order,
              `PayPal completed refund ${event.refund.id} of ${formatUsd(known.amountCents)}.`,
              now,
            );
            return { outcome: 'refund completed', stockChanged: false };
          }
          // Our own refund whose answer is still on its way (at most one per order): PayPal's word settles it.
          const [asked] = await tx
            .select()
            .from(refunds)
            .where(
              and(
                eq(refunds.orderId, order.id),
                eq(refunds.status, 'REQUESTED'),
                eq(refunds.amountCents, event.refund.amountCents),
              ),
            )
            .for('update');
          if (asked) {
            const settled = await settleRefundInTransaction(tx, services, order, asked, { refund: event.refund }, now);
            return { outcome: 'refund settled', stockChanged: settled.kind === 'settled' && settled.stockChanged };
          }
          // Made in PayPal's dashboard: the shop learns of it here.
          const [row] = await tx
            .insert(refunds)
            .values({
              orderId: order.id,
              providerRefundId: event.refund.id,
              amountCents: event.refund.amountCents,
              currency: event.refund.currency || order.currency,
              status: event.refund.status === 'PENDING' ? 'PENDING' : 'COMPLETED',
              requestId: `paypal-${event.refund.id}`,
              origin: 'provider',
              purpose: { kind: 'partial' },
              reason: event.refund.reason,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await note(tx, order, `PayPal reports a refund made outside the shop (in PayPal's dashboard).`, now);
          return { outcome: 'refund recorded', stockChanged: await applyRefundPurpose(tx, services, order, row!, now) };
        },
      );
      return receipt;
    }

    case 'CUSTOMER.DISPUTE.CREATED':
      return inTransaction(services, event, { captureIds: event.captureIds }, async (tx, order) => {
        const amount =
          event.amountCents !== null
            ? ` for ${formatUsd(event.amountCents)}${event.currency && event.currency !== 'USD' ? ` ${event.currency}` : ''}`
            : '';
        const reason = event.reason ? ` (${event.reason.toLowerCase().replaceAll('_', ' ')})` : '';
        await note(
          tx,
          order,
          `The buyer opened PayPal dispute ${event.disputeId}${amount}${reason}. Answer it in PayPal's Resolution Center; hold the goods until it is settled.`,
          now,
        );
        return { outcome: 'dispute noted', stockChanged: false };
      });

    case 'other':
      return stored(db, { eventId: event.eventId, type: event.eventType, orderId: null, outcome: 'ignored' }, now);
  }
}

type Lookup = {
  providerOrderId?: string | null;
  reference?: string | null;
  captureId?: string | null;
  captureIds?: string[];
};

/** The order an event is about: by PayPal's order id, its capture id, or our own id kept as custom_id. */
async function findOrder(db: Db, by: Lookup): Promise<OrderRow | undefined> {
  const captureIds = [...(by.captureIds ?? []), ...(by.captureId ? [by.captureId] : [])];
  const conditions = [
    by.providerOrderId ? eq(orders.providerOrderId, by.providerOrderId) : undefined,
    ...captureIds.map((id) => eq(orders.providerCaptureId, id)),
    by.reference ? eq(orders.id, by.reference) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(or(...conditions))
    .limit(1);
  return row;
}

/**
 * Applies a database-only event in one transaction with its event id: the order's lock, the change, the id. A
 * replay racing the first delivery waits on the id's insert and then finds it taken: the change is made once.
 */
async function inTransaction(
  services: Services,
  event: Exclude<PayPalNotification, { type: 'other' }>,
  lookup: Lookup,
  change: (tx: Db, order: OrderRow) => Promise<{ outcome: string; stockChanged: boolean }>,
): Promise<WebhookReceipt & { orderId: string | null }> {
  const { db } = services.database;
  const now = services.now();
  const found = await findOrder(db, lookup);
  const result = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(paymentEvents)
      .values({ id: event.eventId, type: event.type, orderId: found?.id ?? null, outcome: 'applying', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!claimed.length) return null;
    const order = found ? await lockOrderRow(tx, found.id) : undefined;
    const { outcome, stockChanged } = order
      ? await change(tx, order)
      : { outcome: 'no matching order', stockChanged: false };
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.eventId));
    return { outcome, stockChanged };
  });
  if (!result) {
    const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.eventId));
    return { eventId: event.eventId, outcome: seen?.outcome ?? 'already applied', duplicate: true, orderId: null };
  }
  if (result.stockChanged && found) await dropOrderProducts(services, [found.id]);
  return { eventId: event.eventId, outcome: result.outcome, duplicate: false, orderId: found?.id ?? null };
}

/** A claim older than this was left by a process that stopped mid-way: a redelivery may take it over. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * For events whose effect needs PayPal (a capture): the event id is claimed before the work, so deliveries racing
 * each other do the work once; a failed attempt drops its claim, so PayPal's redelivery tries again.
 */
async function claimedFirst(
  services: Services,
  event: Exclude<PayPalNotification, { type: 'other' }>,
  orderId: string | null,
  work: () => Promise<string>,
): Promise<WebhookReceipt> {
  const { db } = services.database;
  const now = services.now();
  const claimed = await db
    .insert(paymentEvents)
    .values({ id: event.eventId, type: event.type, orderId, outcome: 'applying', receivedAt: now })
    .onConflictDoUpdate({
      target: paymentEvents.id,
      set: { receivedAt: now },
      setWhere: and(
        eq(paymentEvents.outcome, 'applying'),
        lt(paymentEvents.receivedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    })
    .returning({ id: paymentEvents.id });
  if (!claimed.length) {
    const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.eventId));
    return { eventId: event.eventId, outcome: seen?.outcome ?? 'already applied', duplicate: true };
  }
  let outcome: string;
  try {
    outcome = await work();
  } catch (err) {
    await db
      .delete(paymentEvents)
      .where(and(eq(paymentEvents.id, event.eventId), eq(paymentEvents.outcome, 'applying')));
    throw err;
  }
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.eventId));
  return { eventId: event.eventId, outcome, duplicate: false };
}

/** Stores the id of an event whose effect was made already (or needed none). */
async function stored(
  db: Db,
  event: { eventId: string; type: string; orderId: string | null; outcome: string },
  now: Date,
): Promise<WebhookReceipt> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id: event.eventId, type: event.type, orderId: event.orderId, outcome: event.outcome, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return { eventId: event.eventId, outcome: event.outcome, duplicate: inserted.length === 0 };
}

async function note(tx: Db, order: OrderRow, text: string, now: Date): Promise<void> {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, note: text, createdAt: now });
}
