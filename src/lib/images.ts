/**
 * Product images live under /media and are square WebP files. The stored URL is the widest rendition;
 * narrower ones sit beside it with a `-w{width}` suffix, so a URL alone is enough to build a srcset.
 * Seeded images and uploads follow the same convention; any other URL is used as it is. With MEDIA_PUBLIC_URL the
 * API answers the same files at the bucket's or CDN's address (`https://cdn.example/uploads/ab/….webp`), which
 * keeps the convention: their renditions sit beside them too. Only /media URLs are ever stored.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_MAX_WIDTH = 1200;

const mediaPattern = /^\/media\/[A-Za-z0-9/_-]+\.webp$/;
/** A stored media URL, or the same file at MEDIA_PUBLIC_URL (the shop stores and links nothing else that is WebP). */
const renditionsPattern = /^(?:\/media|https?:\/\/[^\s/?#]+(?:\/[A-Za-z0-9._~-]+)*)\/[A-Za-z0-9/_-]+\.webp$/;

export function isMediaUrl(url: string): boolean {
  return mediaPattern.test(url);
}

/** `/media/a/b.webp` at 640 → `/media/a/b-w640.webp`; the widest is the stored URL itself. */
export function imageVariant(url: string, width: ImageWidth): string {
  if (!renditionsPattern.test(url) || width === IMAGE_MAX_WIDTH) return url;
  return url.replace(/\.webp$/, `-w${width}.webp`);
}

export function imageSrcSet(url: string): string | undefined {
  if (!renditionsPattern.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(', ');
}

/** The URLs of a srcset attribute (`a.webp 320w, b.webp 640w` → a.webp, b.webp); our URLs never hold a comma. */
export function srcSetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** `/media/a/b.webp` → `${base}/a/b.webp` (MEDIA_PUBLIC_URL, without its trailing slash); other URLs as they are. */
export function publicMediaUrl(url: string, base: string | undefined): string {
  return base && url.startsWith('/media/') ? `${base}${url.slice('/media'.length)}` : url;
}

/** The reverse, for what an editor sends back: `${base}/a/b.webp` → `/media/a/b.webp`. */
export function storedMediaUrl(url: string, base: string | undefined): string {
  return base && url.startsWith(`${base}/`) ? `/media${url.slice(base.length)}` : url;
}
