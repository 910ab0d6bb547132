import { describe, expect, it } from 'vitest';
import { parseRecent, recentToShow, recordView, type RecentView } from './recent-list.ts';

const view = (id: number, names: RecentView['names'] = { en: `P${id}` }): RecentView => ({
  id,
  names,
  price: id * 10,
  image: null,
});

describe('recordView', () => {
  it('puts the product seen first, once', () => {
    const list = [view(1), view(2), view(3)];
    expect(recordView(list, view(2)).map((v) => v.id)).toEqual([2, 1, 3]);
    expect(recordView(list, view(4)).map((v) => v.id)).toEqual([4, 1, 2, 3]);
  });

  it('keeps the names seen in other languages, and the newest price', () => {
    const list = [view(1, { en: 'Bowl' })];
    const seen = { ...view(1, { hy: 'Աման' }), price: 99 };
    expect(recordView(list, seen)).toEqual([{ id: 1, names: { en: 'Bowl', hy: 'Աման' }, price: 99, image: null }]);
  });

  it('forgets the oldest beyond the limit', () => {
    const list = Array.from({ length: 12 }, (_, i) => view(i + 1));
    const next = recordView(list, view(13));
    expect(next).toHaveLength(12);
    expect(next[0]!.id).toBe(13);
    expect(next.some((v) => v.id === 12)).toBe(false);
  });
});

describe('recentToShow', () => {
  it('leaves out the product on screen and words each in the page language, else English, else any', () => {
    const list = [view(1, { en: 'Bowl', ru: 'Чаша' }), view(2, { hy: 'Աման' }), view(3, { en: 'Cup' })];
    expect(recentToShow(list, 3, 'ru')).toEqual([
      { id: 1, name: 'Чаша', price: 10, image: null },
      { id: 2, name: 'Աման', price: 20, image: null },
    ]);
    expect(recentToShow(list, 2, 'hy').map((v) => v.name)).toEqual(['Bowl', 'Cup']);
  });

  it('shows at most the limit', () => {
    const list = Array.from({ length: 12 }, (_, i) => view(i + 1));
    expect(recentToShow(list, 1, 'en', 8).map((v) => v.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('parseRecent', () => {
  it('reads a stored list back and drops what is malformed', () => {
    const good = view(1);
    const text = JSON.stringify([good, { id: 'x' }, { ...view(2), names: { de: 'Schale' } }, null, view(3)]);
    expect(parseRecent(text)).toEqual([good, view(3)]);
  });

  it('reads junk as an empty list', () => {
    expect(parseRecent(undefined)).toEqual([]);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"id":1}')).toEqual([]);
  });
});
