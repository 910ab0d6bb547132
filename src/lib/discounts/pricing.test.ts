import { describe, expect, it } from 'vitest';
import { allocate, type DiscountRule, lineDiscountAfterEdit, normalizeCode, priceDiscount } from './pricing.ts';

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  kind: 'percent',
  value: 10,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  categories: [],
  active: true,
  ...over,
});
const now = new Date('2026-11-27T12:00:00Z');
const none = { total: 0, byCustomer: 0 };
const bowl = { category: 'ceramics', unitPriceCents: 1_000, quantity: 2 };
const ring = { category: 'jewelry', unitPriceCents: 3_333, quantity: 1 };

describe('priceDiscount', () => {
  it('takes a percentage of every line, rounded to the cent, shares adding up', () => {
    const price = priceDiscount(rule({ value: 15 }), [bowl, ring], none, now);
    // 15 % of 53.33 = 7.9995 → 8.00
    expect(price).toEqual({ ok: true, discountCents: 800, lineDiscounts: [300, 500] });
  });

  it('takes a fixed amount, never more than the eligible goods (a total never goes negative)', () => {
    expect(priceDiscount(rule({ kind: 'fixed', value: 500 }), [bowl], none, now)).toEqual({
      ok: true,
      discountCents: 500,
      lineDiscounts: [500],
    });
    expect(priceDiscount(rule({ kind: 'fixed', value: 99_999 }), [bowl, ring], none, now)).toEqual({
      ok: true,
      discountCents: 5_333,
      lineDiscounts: [2_000, 3_333],
    });
  });

  it('limited to categories, applies to those lines only', () => {
    const price = priceDiscount(rule({ value: 50, categories: ['jewelry'] }), [bowl, ring], none, now);
    expect(price).toEqual({ ok: true, discountCents: 1_667, lineDiscounts: [0, 1_667] });
    expect(priceDiscount(rule({ categories: ['olive-wood'] }), [bowl, ring], none, now)).toEqual({
      ok: false,
      problem: 'notApplicable',
    });
  });

  it('says why a code does not apply', () => {
    const problem = (r: Partial<DiscountRule>, uses = none) =>
      (priceDiscount(rule(r), [bowl], uses, now) as { problem?: string }).problem;
    expect(problem({ startsAt: new Date('2026-12-01T00:00:00Z') })).toBe('notStarted');
    expect(problem({ endsAt: now })).toBe('expired');
    expect(problem({ active: false })).toBe('expired');
    expect(problem({ maxUses: 3 }, { total: 3, byCustomer: 0 })).toBe('usedUp');
    expect(problem({ maxUsesPerCustomer: 1 }, { total: 1, byCustomer: 1 })).toBe('customerLimit');
    expect(problem({ minSubtotalCents: 2_001 })).toBe('belowMinimum');
    expect(problem({ minSubtotalCents: 2_000, maxUses: 4 }, { total: 3, byCustomer: 3 })).toBeUndefined();
  });
});

describe('allocate', () => {
  it('splits by weight with the largest remainders, exact in total, never above a weight', () => {
    expect(allocate(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 10, 0])).toEqual([0, 5, 0]);
    expect(allocate(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('lineDiscountAfterEdit (the per-line refund rule)', () => {
  it('keeps the same fraction of the line, so fewer units give back what they cost after the discount', () => {
    const line = { unitPriceCents: 1_000, quantity: 2, discountCents: 300 };
    expect(lineDiscountAfterEdit(line, { unitPriceCents: 1_000, quantity: 1 })).toBe(150);
    expect(lineDiscountAfterEdit(line, { unitPriceCents: 0, quantity: 2 })).toBe(0);
    expect(lineDiscountAfterEdit({ ...line, discountCents: 0 }, { unitPriceCents: 900, quantity: 2 })).toBe(0);
  });
});

describe('normalizeCode', () => {
  it('ignores case and stray spaces', () => expect(normalizeCode('  spring10 ')).toBe('SPRING10'));
});
