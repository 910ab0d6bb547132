import { z } from 'zod';
import { decimalStringToCents, type CapturedPayment, type ProviderRefund } from '../../payments/provider.ts';

/**
 * PayPal's webhook events the shop acts on, read from the verified JSON into what each handler needs. Pure.
 * Field names are PayPal's: Orders v2 order and Payments v2 capture/refund resources, Disputes v1 dispute.
 */
export type PayPalNotification =
  | { type: 'CHECKOUT.ORDER.APPROVED'; eventId: string; providerOrderId: string }
  | {
      type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED';
      eventId: string;
      capture: CapturedPayment & { captureId: string };
      providerOrderId: string | null;
      reference: string | null;
    }
  | {
      type: 'PAYMENT.CAPTURE.REFUNDED';
      eventId: string;
      refund: ProviderRefund;
      captureId: string | null;
      reference: string | null;
    }
  | {
      type: 'CUSTOMER.DISPUTE.CREATED';
      eventId: string;
      disputeId: string;
      reason: string | null;
      amountCents: number | null;
      currency: string | null;
      captureIds: string[];
    }
  | { type: 'other'; eventId: string; eventType: string };

const money = z.object({ currency_code: z.string(), value: z.string() });

const envelopeSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.unknown().optional(),
});

const orderSchema = z.object({ id: z.string().min(1) });

const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.string().optional(),
  amount: money,
  custom_id: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

const disputeSchema = z.object({
  dispute_id: z.string().min(1),
  reason: z.string().optional(),
  dispute_amount: money.optional(),
  disputed_transactions: z.array(z.object({ seller_transaction_id: z.string().optional() })).optional(),
});

/** The event's id and type; null when the body is not a webhook event at all. */
export function readEnvelope(body: unknown): { eventId: string; eventType: string } | null {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success ? { eventId: parsed.data.id, eventType: parsed.data.event_type } : null;
}

/** The event as the shop acts on it; throws a readable Error when a known event lacks what it must carry. */
export function readPayPalNotification(body: unknown): PayPalNotification {
  const envelope = envelopeSchema.parse(body);
  const eventId = envelope.id;
  const resource = envelope.resource;
  switch (envelope.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return { type: envelope.event_type, eventId, providerOrderId: parse(orderSchema, resource, 'order').id };
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const c = parse(captureSchema, resource, 'capture');
      return {
        type: envelope.event_type,
        eventId,
        capture: {
          captureId: c.id,
          status: c.status,
          amountCents: cents(c.amount?.value) ?? -1,
          currency: c.amount?.currency_code ?? '',
          payerGivenName: null,
        },
        providerOrderId: c.supplementary_data?.related_ids?.order_id ?? null,
        reference: c.custom_id ?? null,
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const r = parse(refundSchema, resource, 'refund');
      const amountCents = cents(r.amount.value);
      if (amountCents === null) throw new Error(`the refund amount "${r.amount.value}" is not a number`);
      // The refund links "up" to its capture: https://api-m.paypal.com/v2/payments/captures/{capture_id}
      const up = r.links?.find((l) => l.rel === 'up')?.href;
      const captureId = up ? (/\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null) : null;
      return {
        type: envelope.event_type,
        eventId,
        refund: {
          id: r.id,
          status: r.status ?? 'COMPLETED',
          amountCents,
          currency: r.amount.currency_code,
          reason: r.status_details?.reason ?? null,
        },
        captureId: captureId ? decodeURIComponent(captureId) : null,
        reference: r.custom_id ?? null,
      };
    }
    case 'CUSTOMER.DISPUTE.CREATED': {
      const d = parse(disputeSchema, resource, 'dispute');
      return {
        type: envelope.event_type,
        eventId,
        disputeId: d.dispute_id,
        reason: d.reason ?? null,
        amountCents: cents(d.dispute_amount?.value),
        currency: d.dispute_amount?.currency_code ?? null,
        captureIds: (d.disputed_transactions ?? [])
          .map((t) => t.seller_transaction_id)
          .filter((id): id is string => Boolean(id)),
      };
    }
    default:
      return { type: 'other', eventId, eventType: envelope.event_type };
  }
}

function parse<T>(schema: z.ZodType<T>, resource: unknown, what: string): T {
  const parsed = schema.safeParse(resource);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`the ${what} in the event has no readable ${issue?.path.map(String).join('.') || 'resource'}`);
}

function cents(value: string | undefined): number | null {
  return value === undefined ? null : (decimalStringToCents(value) ?? null);
}
