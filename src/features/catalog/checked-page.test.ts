import { describe, expect, it } from 'vitest';
import type { ListingPage } from './api.ts';
import { handOverCheckedPage, takeCheckedPage } from './checked-page.ts';

const page: ListingPage = { products: [], total: 0 };
const body = { category: 'holidays', page: 1, size: 12, sortField: 'dateCreated' as const, asc: false };

describe('the checked page handed to the island', () => {
  it('is taken once, for the same search only', () => {
    handOverCheckedPage(body, page);
    expect(takeCheckedPage({ ...body, page: 2 })).toBeUndefined();
    expect(takeCheckedPage(body)).toBe(page);
    expect(takeCheckedPage(body)).toBeUndefined();
  });
});
