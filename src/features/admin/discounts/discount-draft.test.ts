import { describe, expect, it } from 'vitest';
import { DiscountCodeInputSchema, type DiscountCode } from '../../../lib/api/discount.ts';
import { draftFrom, inputFrom } from './discount-draft.ts';

const saved: DiscountCode = {
  id: 3,
  code: 'SPRING10',
  kind: 'fixed',
  value: 12.5,
  minSubtotal: 40,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  maxUses: 100,
  maxUsesPerCustomer: null,
  categories: ['armenian-ceramics'],
  active: true,
  uses: 4,
  createdAt: '2026-02-01T10:00:00.000Z',
};

describe('the discount code form', () => {
  it('shows a saved code with its last day, and sends it back unchanged', () => {
    const draft = draftFrom(saved);
    expect(draft).toMatchObject({ value: '12.5', minSubtotal: '40', startsAt: '2026-03-01', endsAt: '2026-03-31' });
    expect(draft.maxUsesPerCustomer).toBe('');
    const { id, uses, createdAt, ...fields } = saved;
    expect(inputFrom(draft)).toEqual(fields);
    expect(DiscountCodeInputSchema.safeParse(inputFrom(draft)).success).toBe(true);
  });

  it('starts a new code as an active percentage with no limits', () => {
    const input = inputFrom({ ...draftFrom(), code: ' new10 ', value: '10' });
    expect(input).toEqual({
      code: 'new10',
      kind: 'percent',
      value: 10,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      categories: [],
      active: true,
    });
  });
});
