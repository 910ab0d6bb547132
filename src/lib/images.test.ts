import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, srcSetUrls } from './images.ts';

describe('image renditions', () => {
  it('derives narrower renditions beside the stored URL', () => {
    expect(imageVariant('/media/seed/bowl-1.webp', 640)).toBe('/media/seed/bowl-1-w640.webp');
    expect(imageVariant('/media/seed/bowl-1.webp', 1200)).toBe('/media/seed/bowl-1.webp');
    expect(imageSrcSet('/media/seed/bowl-1.webp')).toBe(
      '/media/seed/bowl-1-w320.webp 320w, /media/seed/bowl-1-w640.webp 640w, /media/seed/bowl-1-w960.webp 960w, /media/seed/bowl-1.webp 1200w',
    );
  });

  it('leaves foreign URLs alone', () => {
    expect(imageVariant('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
    expect(imageSrcSet('/media/../etc/passwd')).toBeUndefined();
  });
});

describe('srcSetUrls', () => {
  it('lists the URL of every candidate, whatever the spacing and descriptors', () => {
    expect(srcSetUrls(imageSrcSet('/media/seed/bowl-1.webp')!)).toEqual([
      '/media/seed/bowl-1-w320.webp',
      '/media/seed/bowl-1-w640.webp',
      '/media/seed/bowl-1-w960.webp',
      '/media/seed/bowl-1.webp',
    ]);
    expect(srcSetUrls(' a.webp 1x ,\n b.webp   2x,c.webp')).toEqual(['a.webp', 'b.webp', 'c.webp']);
    expect(srcSetUrls('')).toEqual([]);
  });
});
