import { describe, expect, it } from 'vitest';
import {
  matchTier,
  pickCategories,
  shareSeats,
  suggestQueryProblem,
  suggestQueryText,
  type CategoryEntry,
} from './suggest.ts';

describe('the suggestion query', () => {
  it('is trimmed, collapsed and lower-cased', () => {
    expect(suggestQueryText('  Pomegranate   BOWL ')).toBe('pomegranate bowl');
    expect(suggestQueryText('ՆՌՆԱԶԱՐԴ')).toBe('նռնազարդ');
    expect(suggestQueryText('ЧАША')).toBe('чаша');
  });

  it('needs two letters, counted as letters, and refuses NUL and very long texts', () => {
    expect(suggestQueryProblem(undefined)).toBe('missing');
    expect(suggestQueryProblem(' a ')).toBe('short');
    expect(suggestQueryProblem('😀')).toBe('short');
    expect(suggestQueryProblem('նռ')).toBeUndefined();
    expect(suggestQueryProblem('ab\u0000')).toBe('nul');
    expect(suggestQueryProblem('x'.repeat(101))).toBe('long');
    expect(suggestQueryProblem('x'.repeat(100))).toBeUndefined();
  });
});

describe('matchTier', () => {
  it('ranks a start before a word start before a plain contains', () => {
    expect(matchTier('Bowl with pomegranates', 'bowl')).toBe(0);
    expect(matchTier('Pomegranate bowl', 'bowl')).toBe(1);
    expect(matchTier('Hand-painted tile', 'painted')).toBe(1);
    expect(matchTier('Rainbow tile', 'bow')).toBe(2);
    expect(matchTier('Rainbow tile', 'cup')).toBeUndefined();
  });

  it('finds a later word start after an earlier mid-word hit', () => {
    expect(matchTier('Rainbow bowl', 'bow')).toBe(1);
  });

  it('compares without case, in Armenian and Russian too', () => {
    expect(matchTier('Նռնազարդ աման', 'աման')).toBe(1);
    expect(matchTier('Чаша с гранатами', 'чаша')).toBe(0);
  });
});

describe('pickCategories', () => {
  const entries: CategoryEntry[] = [
    {
      title: 'Հայկական խեցեգործություն',
      names: ['Հայկական խեցեգործություն', 'Armenian Ceramics'],
      route: '/shop/armenian-ceramics',
    },
    { title: 'Ceramics › Magnets', names: ['Magnets'], route: '/category/armenian-ceramics/magnets' },
    { title: 'Ceramic Magnets and Tiles', names: ['Ceramic Magnets and Tiles'], route: '/shop/ceramic-magnets' },
    { title: 'Ceramics › Magnets', names: ['Magnets'], route: '/category/armenian-ceramics/magnets' },
    { title: 'Fridge magnets', names: ['Fridge magnets'], route: '/shop/fridge' },
  ];

  it('matches any of its names, best tier first, then the shorter title, then tree order', () => {
    expect(pickCategories(entries, 'magnets').map((c) => c.route)).toEqual([
      '/category/armenian-ceramics/magnets',
      '/shop/fridge',
      '/shop/ceramic-magnets',
    ]);
    expect(pickCategories(entries, 'armenian')).toEqual([
      { title: 'Հայկական խեցեգործություն', route: '/shop/armenian-ceramics' },
    ]);
  });

  it('keeps to the limit and answers nothing for no match', () => {
    expect(pickCategories(entries, 'magnets', 1)).toHaveLength(1);
    expect(pickCategories(entries, 'zz')).toEqual([]);
  });
});

describe('shareSeats', () => {
  const eight = [1, 2, 3, 4, 5, 6, 7, 8];

  it('gives categories up to three seats and products the rest', () => {
    expect(shareSeats(eight, ['a', 'b', 'c', 'd'])).toEqual({ products: [1, 2, 3, 4, 5], categories: ['a', 'b', 'c'] });
    expect(shareSeats(eight, ['a'])).toEqual({ products: [1, 2, 3, 4, 5, 6, 7], categories: ['a'] });
    expect(shareSeats(eight, [])).toEqual({ products: eight, categories: [] });
  });

  it('lets categories fill the seats products leave empty', () => {
    expect(shareSeats([1], ['a', 'b', 'c', 'd', 'e'])).toEqual({
      products: [1],
      categories: ['a', 'b', 'c', 'd', 'e'],
    });
    expect(shareSeats([], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])).toMatchObject({
      categories: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    });
  });
});
