import { describe, expect, it } from 'vitest';
import { itemEditMoney, statusChangeRefundCents } from './order-edit-money.ts';

const line = { quantity: 2, unitPrice: 10, lineTotal: 20 };

describe('itemEditMoney', () => {
  it('refunds the difference when a paid line gets cheaper', () => {
    const paid = { total: 35, refundable: 35 };
    expect(itemEditMoney(paid, line, '1', '10.00')).toEqual({
      paidCents: 3500,
      newTotalCents: 2500,
      refundCents: 1000,
    });
    expect(itemEditMoney(paid, line, '2', '7.50').refundCents).toBe(500);
  });

  it('answers a negative refund when the new total is more than was paid', () => {
    expect(itemEditMoney({ total: 35, refundable: 35 }, line, '3', '10').refundCents).toBe(-1000);
  });

  it('counts only what is left of a partly refunded payment', () => {
    expect(itemEditMoney({ total: 35, refundable: 30 }, line, '1', '10').refundCents).toBe(500);
  });

  it('moves no money on an unpaid order or an unchanged line', () => {
    expect(itemEditMoney({ total: 35, refundable: 0 }, line, '1', '10').refundCents).toBe(0);
    expect(itemEditMoney({ total: 35, refundable: 35 }, line, '2', '10.00').refundCents).toBe(0);
  });

  it('reads half-typed fields as nothing rather than NaN', () => {
    expect(itemEditMoney({ total: 35, refundable: 35 }, line, '', 'x')).toEqual({
      paidCents: 3500,
      newTotalCents: 1500,
      refundCents: 2000,
    });
  });
});

describe('statusChangeRefundCents', () => {
  it('sends the rest back when a paid order is cancelled or refunded', () => {
    expect(statusChangeRefundCents('Cancelled', { refundable: 12.5 })).toBe(1250);
    expect(statusChangeRefundCents('Refunded', { refundable: 12.5 })).toBe(1250);
  });

  it('moves nothing for other states, no choice yet, or nothing left', () => {
    expect(statusChangeRefundCents('Shipped', { refundable: 12.5 })).toBe(0);
    expect(statusChangeRefundCents('', { refundable: 12.5 })).toBe(0);
    expect(statusChangeRefundCents('Cancelled', { refundable: 0 })).toBe(0);
  });
});
