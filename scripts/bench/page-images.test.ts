import { describe, expect, it } from 'vitest';
import { firstLink, pageImageUrls } from './page-images.ts';

const page = 'http://127.0.0.1:4560/shop/armenian-ceramics';

describe('pageImageUrls', () => {
  it('lists img and source src and every srcset candidate once, as absolute URLs', () => {
    const html = `<img src="/media/a-w640.webp" srcSet="/media/a-w320.webp 320w, /media/a-w640.webp 640w, /media/a.webp 1200w" alt="">
      <picture><source srcset="/media/b.avif 1x, /media/b@2x.avif 2x" type="image/avif"><img src="/media/b.webp" alt=""></picture>
      <IMG SRC="https://cdn.example/c.png?x=1&amp;y=2"><a href="/media/not-an-image.webp">link</a>`;
    expect(pageImageUrls(html, page)).toEqual([
      'http://127.0.0.1:4560/media/a-w640.webp',
      'http://127.0.0.1:4560/media/a-w320.webp',
      'http://127.0.0.1:4560/media/a.webp',
      'http://127.0.0.1:4560/media/b.avif',
      'http://127.0.0.1:4560/media/b@2x.avif',
      'http://127.0.0.1:4560/media/b.webp',
      'https://cdn.example/c.png?x=1&y=2',
    ]);
  });

  it('finds nothing in a page without pictures', () => {
    expect(pageImageUrls('<h1>The shop is getting ready…</h1>', page)).toEqual([]);
  });
});

describe('firstLink', () => {
  it('finds the first same-site link under a path', () => {
    const html =
      '<a href="https://elsewhere.example/product/1">x</a><a href="/about">a</a><a href="/product/17">p</a><a href="/product/18">q</a>';
    expect(firstLink(html, page, '/product/')).toBe('http://127.0.0.1:4560/product/17');
    expect(firstLink(html, page, '/order/')).toBeNull();
  });
});
