import { describe, expect, it } from 'vitest';
import { displayStatusOf, isOverdue } from './order.ts';

describe('Overdue', () => {
  const due = '2026-01-01T10:30:00.000Z';
  it('is a Pending order at or past its payment window', () => {
    expect(isOverdue({ status: 'Pending', paymentDueAt: due }, new Date('2026-01-01T10:29:59Z'))).toBe(false);
    expect(isOverdue({ status: 'Pending', paymentDueAt: due }, new Date('2026-01-01T10:30:00Z'))).toBe(true);
    expect(displayStatusOf({ status: 'Pending', paymentDueAt: due }, new Date('2026-01-01T11:00:00Z'))).toBe('Overdue');
  });
  it('never applies to other statuses or orders without a window', () => {
    expect(displayStatusOf({ status: 'Paid', paymentDueAt: due }, new Date('2027-01-01'))).toBe('Paid');
    expect(displayStatusOf({ status: 'Pending', paymentDueAt: null }, new Date('2027-01-01'))).toBe('Pending');
  });
});
