/**
 * Product images live under /media and are square WebP files. The stored URL is the widest rendition;
 * narrower ones sit beside it with a `-w{width}` suffix, so a URL alone is enough to build a srcset.
 * Seeded images and uploads follow the same convention; any other URL is used as it is.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_MAX_WIDTH = 1200;

const mediaPattern = /^\/media\/[A-Za-z0-9/_-]+\.webp$/;

export function isMediaUrl(url: string): boolean {
  return mediaPattern.test(url);
}

/** `/media/a/b.webp` at 640 → `/media/a/b-w640.webp`; the widest is the stored URL itself. */
export function imageVariant(url: string, width: ImageWidth): string {
  if (!isMediaUrl(url) || width === IMAGE_MAX_WIDTH) return url;
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

export function imageSrcSet(url: string): string | undefined {
  if (!isMediaUrl(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(', ');
}

/** The URLs of a srcset attribute (`a.webp 320w, b.webp 640w` → a.webp, b.webp); our URLs never hold a comma. */
export function srcSetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}
