import { describe, expect, it } from 'vitest';
import { readEnvelope, readPayPalNotification } from './paypal-notification.ts';

const envelope = (event_type: string, resource: unknown) => ({
  id: 'WH-58D329510W468432D-8HN650336L201105X',
  event_type,
  resource_type: 'x',
  resource,
});

describe("reading PayPal's notifications", () => {
  it('needs an id and a type', () => {
    expect(readEnvelope({ id: 'WH-1', event_type: 'X' })).toEqual({ eventId: 'WH-1', eventType: 'X' });
    expect(readEnvelope({ event_type: 'X' })).toBeNull();
    expect(readEnvelope('text')).toBeNull();
  });

  it('reads an approved order', () => {
    expect(
      readPayPalNotification(envelope('CHECKOUT.ORDER.APPROVED', { id: '5O190127TN364715T', status: 'APPROVED' })),
    ).toEqual({
      type: 'CHECKOUT.ORDER.APPROVED',
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      providerOrderId: '5O190127TN364715T',
    });
  });

  it('reads a capture with its order and our reference', () => {
    const event = readPayPalNotification(
      envelope('PAYMENT.CAPTURE.COMPLETED', {
        id: '42311647XV020574X',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '206.83' },
        custom_id: 'our-order-id',
        supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      }),
    );
    expect(event).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      capture: { captureId: '42311647XV020574X', status: 'COMPLETED', amountCents: 20_683, currency: 'USD' },
      providerOrderId: '5O190127TN364715T',
      reference: 'our-order-id',
    });
  });

  it('reads a refund and finds its capture in the "up" link', () => {
    const event = readPayPalNotification(
      envelope('PAYMENT.CAPTURE.REFUNDED', {
        id: '1Y107995YT783435V',
        amount: { currency_code: 'USD', value: '10' },
        status: 'COMPLETED',
        links: [
          { href: 'https://api-m.paypal.com/v2/payments/refunds/1Y107995YT783435V', rel: 'self' },
          { href: 'https://api-m.paypal.com/v2/payments/captures/0JF852973C016714D', rel: 'up' },
        ],
      }),
    );
    expect(event).toMatchObject({
      refund: { id: '1Y107995YT783435V', amountCents: 1_000, status: 'COMPLETED' },
      captureId: '0JF852973C016714D',
      reference: null,
    });
  });

  it('reads a dispute with the captures it is about', () => {
    const event = readPayPalNotification(
      envelope('CUSTOMER.DISPUTE.CREATED', {
        dispute_id: 'PP-D-4012',
        reason: 'UNAUTHORISED',
        dispute_amount: { currency_code: 'USD', value: '3.00' },
        disputed_transactions: [
          { seller_transaction_id: '3BC38643YC807283D' },
          { buyer_transaction_id: 'only-the-buyers' },
        ],
      }),
    );
    expect(event).toMatchObject({
      disputeId: 'PP-D-4012',
      reason: 'UNAUTHORISED',
      amountCents: 300,
      captureIds: ['3BC38643YC807283D'],
    });
  });

  it('passes other types through and refuses a known type without what it must carry', () => {
    expect(readPayPalNotification(envelope('BILLING.PLAN.CREATED', {}))).toMatchObject({
      type: 'other',
      eventType: 'BILLING.PLAN.CREATED',
    });
    expect(() => readPayPalNotification(envelope('PAYMENT.CAPTURE.REFUNDED', { id: 'R1' }))).toThrow(
      /refund in the event has no readable amount/,
    );
    expect(() =>
      readPayPalNotification(
        envelope('PAYMENT.CAPTURE.REFUNDED', { id: 'R1', amount: { currency_code: 'USD', value: 'ten' } }),
      ),
    ).toThrow(/not a number/);
  });
});
