import { describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, refundableCents, refundAmountIssue, refundAmountProblem, refundCounts } from './refunds.ts';

describe('refund ledger', () => {
  it('counts asked-for, pending and completed refunds against the capture, not refused ones', () => {
    expect(refundCounts('REQUESTED')).toBe(true);
    expect(refundCounts('PENDING')).toBe(true);
    expect(refundCounts('COMPLETED')).toBe(true);
    expect(refundCounts('FAILED')).toBe(false);
    expect(refundCounts('CANCELLED')).toBe(false);
    const lines = [
      { amountCents: 1_000, status: 'COMPLETED' },
      { amountCents: 500, status: 'FAILED' },
      { amountCents: 250, status: 'PENDING' },
    ];
    expect(refundableCents(5_000, lines)).toBe(3_750);
    expect(refundableCents(1_000, lines)).toBe(0);
  });

  it('has nothing to refund without a capture', () => {
    expect(refundableCents(null, [])).toBe(0);
  });
});

describe('refund amounts', () => {
  it('accepts no amount (the rest) or a cent amount up to what is left', () => {
    expect(refundAmountProblem(undefined, 1_000)).toBeNull();
    expect(refundAmountProblem(10, 1_000)).toBeNull();
    expect(refundAmountProblem(0.01, 1_000)).toBeNull();
  });

  it.each([
    [0, REFUND_MESSAGES.positive],
    [-5, REFUND_MESSAGES.positive],
    ['5', REFUND_MESSAGES.positive],
    [1.005, REFUND_MESSAGES.step],
    [10.01, 'At most $10.00 is left to refund.'],
  ])('refuses %j: %s', (amount, message) => {
    expect(refundAmountProblem(amount, 1_000)).toBe(message);
  });

  it('refuses any amount when nothing is left', () => {
    expect(refundAmountProblem(undefined, 0)).toBe('Nothing is left to refund on this order.');
  });

  it('names the issue for the screen to say in its language', () => {
    expect(refundAmountIssue(0, 1_000)).toBe('positive');
    expect(refundAmountIssue(Number.NaN, 1_000)).toBe('positive');
    expect(refundAmountIssue(2.345, 1_000)).toBe('step');
    expect(refundAmountIssue(10.5, 1_000)).toBe('over');
    expect(refundAmountIssue(5, 0)).toBe('nothing-left');
    expect(refundAmountIssue(5, 1_000)).toBeNull();
  });
});
