import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-title.ts';

describe('routeTitle', () => {
  it('uses the translation when the messages have one', () => {
    expect(routeTitle((key) => (key === 'category.olive-wood' ? 'Оливковое дерево' : key), 'olive-wood')).toBe(
      'Оливковое дерево',
    );
  });

  it('spells an untranslated route as words with a capital', () => {
    expect(routeTitle((key) => key, 'dead-sea-cosmetics')).toBe('Dead sea cosmetics');
  });
});
