import { describe, expect, it } from 'vitest';
import {
  notFoundCandidates,
  pageCandidates,
  precompressedTries,
  safeRelativePath,
  shellCandidates,
} from './static-files.ts';

describe('safeRelativePath', () => {
  it('maps URL paths to folder-relative paths', () => {
    expect(safeRelativePath('/')).toBe('');
    expect(safeRelativePath('/shop/armenian-ceramics')).toBe('shop/armenian-ceramics');
    expect(safeRelativePath('/shop/')).toBe('shop/');
    expect(safeRelativePath('//shop///x')).toBe('shop/x');
    expect(safeRelativePath('/%D5%B0%D5%B5')).toBe('հյ');
    expect(safeRelativePath('/.well-known/security.txt')).toBe('.well-known/security.txt');
  });

  it('refuses traversal, hidden files, NUL, backslashes and broken encoding', () => {
    for (const bad of [
      '/../etc/passwd',
      '/a/../../b',
      '/%2e%2e/x',
      '/..%2fx',
      '/.env',
      '/a/.git/config',
      '/%00',
      '/a\\b',
      '/%E0%A4%A',
    ]) {
      expect(safeRelativePath(bad), bad).toBeNull();
    }
  });
});

describe('page look-up order', () => {
  it('tries the file, then .html, then a folder index', () => {
    expect(pageCandidates('about')).toEqual(['about', 'about.html', 'about/index.html']);
    expect(pageCandidates('shop/')).toEqual(['shop/index.html']);
    expect(pageCandidates('')).toEqual(['index.html']);
  });

  it('falls back to the `_` shell of a parameter page', () => {
    expect(shellCandidates('product/481')).toEqual(['product/_/index.html', 'product/_.html']);
    expect(shellCandidates('hy/orders/ab12/')).toEqual(['hy/orders/_/index.html', 'hy/orders/_.html']);
    expect(shellCandidates('about')).toEqual([]);
    expect(shellCandidates('product/_')).toEqual([]);
  });

  it("uses a language's own 404 page, else the site's", () => {
    expect(notFoundCandidates('hy/nothing')).toEqual(['hy/404.html', 'hy/404/index.html', '404.html']);
    expect(notFoundCandidates('nothing')).toEqual(['404.html']);
    // product/404 is product 404's page, not a not-found page.
    expect(notFoundCandidates('product/999999')).toEqual(['404.html']);
    expect(notFoundCandidates('ru/product/999999')).toEqual(['ru/404.html', 'ru/404/index.html', '404.html']);
    expect(notFoundCandidates(null)).toEqual(['404.html']);
  });
});

describe('precompressed siblings', () => {
  it('looks for brotli then gzip, and never for an encoding the client refused', () => {
    expect(precompressedTries('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(precompressedTries('gzip')).toEqual(['gzip']);
    expect(precompressedTries('br')).toEqual(['br']);
    expect(precompressedTries('br, gzip;q=0')).toEqual(['br']);
    expect(precompressedTries('identity')).toEqual([]);
    expect(precompressedTries(undefined)).toEqual([]);
  });
});
