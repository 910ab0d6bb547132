import { describe, expect, it } from 'vitest';
import { safeNext } from './next-path.ts';

describe('safeNext', () => {
  it('keeps same-site paths', () => {
    expect(safeNext('/cart', '/')).toBe('/cart');
    expect(safeNext('/hy/product/12?size=M', '/')).toBe('/hy/product/12?size=M');
  });

  it('refuses other origins and anything a browser could read as one', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', 'cart', ''])
      expect(safeNext(next, '/hy')).toBe('/hy');
    expect(safeNext(null, '/hy')).toBe('/hy');
    expect(safeNext(undefined, '/ru')).toBe('/ru');
  });
});
