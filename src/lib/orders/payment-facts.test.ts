import { describe, expect, it } from 'vitest';
import type { Order } from '../api/order.ts';
import { closedWithoutPayment, paymentFacts } from './payment-facts.ts';

const now = new Date('2026-03-01T12:00:00Z');
const base = {
  status: 'Pending',
  paymentDueAt: '2026-03-01T12:20:00.000Z',
  paidAt: null,
  captureId: null,
  paymentProvider: 'paypal',
  dateCreated: '2026-03-01T11:50:00.000Z',
  statusHistory: [{ fromStatus: null, toStatus: 'Pending', note: null, at: '2026-03-01T11:50:00.000Z' }],
} satisfies Partial<Order>;
type Facts = Parameters<typeof paymentFacts>[0];
const order = (extra: Partial<Facts>): Facts => ({ ...base, ...extra }) as Facts;

describe('payment facts', () => {
  it('an unpaid order awaits payment until its window closes, then it expired', () => {
    expect(paymentFacts(order({}), now)).toEqual([{ kind: 'awaiting', dueAt: base.paymentDueAt }]);
    expect(paymentFacts(order({ paymentDueAt: '2026-03-01T11:59:00.000Z' }), now)).toEqual([
      { kind: 'expired', closedAt: '2026-03-01T11:59:00.000Z' },
    ]);
  });

  it('says paid only with a capture, naming PayPal or test mode, and a paid date without one as marked by the shop', () => {
    const paid = { status: 'Paid' as const, paidAt: '2026-03-01T11:55:00.000Z' };
    expect(paymentFacts(order({ ...paid, captureId: 'CAP123' }), now)).toEqual([
      { kind: 'paid', via: 'paypal', at: paid.paidAt, captureId: 'CAP123' },
    ]);
    expect(paymentFacts(order({ ...paid, captureId: 'TESTCAPTURE-1', paymentProvider: 'test' }), now)[0]).toMatchObject(
      { via: 'test' },
    );
    expect(paymentFacts(order({ ...paid }), now)[0]).toMatchObject({ via: 'shop', captureId: null });
  });

  it('a cancelled unpaid order says no payment was taken, with when it was cancelled', () => {
    const history = [
      ...base.statusHistory,
      {
        fromStatus: 'Pending',
        toStatus: 'Cancelled',
        note: 'Cancelled by the customer.',
        at: '2026-03-01T11:58:00.000Z',
      },
    ];
    expect(paymentFacts(order({ status: 'Cancelled', statusHistory: history }), now)).toEqual([
      { kind: 'cancelled', at: '2026-03-01T11:58:00.000Z', paid: false },
    ]);
  });

  it('lists refunds with amount and time, and a Refunded status without a completed refund as marked by the shop', () => {
    const paid = { paidAt: '2026-03-01T11:55:00.000Z', captureId: 'CAP9' };
    const history = [
      ...base.statusHistory,
      { fromStatus: 'Paid', toStatus: 'Refunded', note: null, at: '2026-03-02T09:00:00.000Z' },
    ];
    const refunds = [
      { id: 'R1', amount: 10, status: 'COMPLETED', createdAt: '2026-03-01T13:00:00.000Z' },
      { id: 'R2', amount: 5.5, status: 'PENDING', createdAt: '2026-03-01T14:00:00.000Z' },
      { id: 'R3', amount: 1, status: 'REQUESTED', createdAt: '2026-03-01T15:00:00.000Z' },
      { id: 'R4', amount: 2, status: 'FAILED', createdAt: '2026-03-01T16:00:00.000Z' },
    ];
    // R4's FAILED is a status the API never lists (refused refunds stay in the history): still never shown as paid back.
    expect(
      paymentFacts(
        order({ status: 'Refunded', ...paid, refunds: refunds as Order['refunds'], statusHistory: history }),
        now,
      ),
    ).toEqual([
      { kind: 'paid', via: 'paypal', at: paid.paidAt, captureId: 'CAP9' },
      { kind: 'refund', id: 'R1', amount: 10, at: '2026-03-01T13:00:00.000Z', state: 'completed', status: 'COMPLETED' },
      { kind: 'refund', id: 'R2', amount: 5.5, at: '2026-03-01T14:00:00.000Z', state: 'pending', status: 'PENDING' },
      { kind: 'refund', id: 'R3', amount: 1, at: '2026-03-01T15:00:00.000Z', state: 'pending', status: 'REQUESTED' },
      { kind: 'refund', id: 'R4', amount: 2, at: '2026-03-01T16:00:00.000Z', state: 'failed', status: 'FAILED' },
    ]);
    expect(paymentFacts(order({ status: 'Refunded', ...paid, statusHistory: history }), now).at(-1)).toEqual({
      kind: 'refunded',
      at: '2026-03-02T09:00:00.000Z',
    });
  });
});

describe('closed without payment', () => {
  it('folds away cancelled unpaid and expired orders, never paid ones', () => {
    expect(closedWithoutPayment(order({}), now)).toBe(false);
    expect(closedWithoutPayment(order({ paymentDueAt: '2026-03-01T11:00:00.000Z' }), now)).toBe(true);
    expect(closedWithoutPayment(order({ status: 'Cancelled' }), now)).toBe(true);
    expect(closedWithoutPayment(order({ status: 'Cancelled', paidAt: '2026-03-01T11:55:00.000Z' }), now)).toBe(false);
    expect(closedWithoutPayment(order({ status: 'Paid', paidAt: '2026-03-01T11:55:00.000Z' }), now)).toBe(false);
  });
});
