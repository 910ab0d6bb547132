import { describe, expect, it } from 'vitest';
import type { ListingPage } from './api.ts';
import { pageFingerprint, samePage } from './page-fingerprint.ts';

const card = (id: number, price = 10) => ({
  id,
  name: `Bowl ${id}`,
  desc: 'Armenian ceramics',
  price,
  image: `/media/${id}.webp`,
  dateCreated: '2026-11-01T10:00:00.000Z',
});
const page = (...products: ReturnType<typeof card>[]): ListingPage => ({ products, total: products.length });

describe('samePage and pageFingerprint', () => {
  it('agree that equal pages are the same', () => {
    expect(samePage(page(card(1), card(2)), page(card(1), card(2)))).toBe(true);
    expect(pageFingerprint(page(card(1), card(2)))).toBe(pageFingerprint(page(card(1), card(2))));
    expect(pageFingerprint(page(card(1)))).toMatch(/^[0-9a-f]{8}$/);
  });

  it('tell a new price, a new order, a new product and a new total apart', () => {
    const base = page(card(1), card(2));
    const others: ListingPage[] = [
      page(card(1), card(2, 11)),
      page(card(2), card(1)),
      page(card(1), card(3)),
      { ...base, total: 3 },
      page(card(1)),
    ];
    for (const other of others) {
      expect(samePage(base, other)).toBe(false);
      expect(pageFingerprint(other)).not.toBe(pageFingerprint(base));
    }
  });

  it('ignore what a card does not draw', () => {
    const extra = { ...card(1), stock: 3 };
    const withExtra: ListingPage = { products: [extra], total: 1 };
    expect(samePage(page(card(1)), withExtra)).toBe(true);
  });
});
