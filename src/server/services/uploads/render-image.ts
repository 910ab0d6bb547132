import sharp from 'sharp';
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS } from '../../../lib/images.ts';
import { UPLOAD_MAX_PIXELS } from './limits.ts';

/**
 * A product photo as the storefront shows it: square WebP renditions at IMAGE_WIDTHS.
 *
 * The whole photo is fitted into the square ('contain') on white rather than cropped ('cover'): the shop's
 * photos are taken by hand, often of tall vases, long necklaces or flat tiles, and a centre crop would cut off
 * the very part a buyer wants to see. White is the usual product-photo backdrop, so the padding blends in; any
 * transparency is flattened onto the same white.
 *
 * Nothing of the original's metadata survives: sharp writes none unless asked (no EXIF, GPS, XMP or comments).
 * The EXIF orientation is applied first, so phone photos stand the right way up.
 */
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

export interface Rendition {
  width: (typeof IMAGE_WIDTHS)[number];
  data: Buffer;
}

export async function renderProductImage(input: Uint8Array): Promise<Rendition[]> {
  const master = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(IMAGE_MAX_WIDTH, IMAGE_MAX_WIDTH, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: master.info.width, height: master.info.height, channels: master.info.channels };
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(master.data, { raw }).resize(width, width).webp({ quality: 82, effort: 4 }).toBuffer(),
    })),
  );
}
