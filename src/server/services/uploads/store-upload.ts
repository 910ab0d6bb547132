import crypto from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_WIDTH } from '../../../lib/images.ts';
import { HttpError } from '../../http/errors.ts';
import { MediaStorageUnavailable, type MediaStorage } from '../../storage/media-storage.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './limits.ts';
import { renderProductImage } from './render-image.ts';
import { sniffImageKind, type ImageKind } from './sniff.ts';
import { said } from '../../http/server-message.ts';

export const UPLOAD_MESSAGES = {
  missing: said('api.uploadMissing'),
  unsupported: said('api.uploadUnsupported'),
  tooLarge: said('api.uploadTooLarge'),
  tooManyPixels: said('api.uploadTooManyPixels'),
  unreadable: said('api.uploadUnreadable'),
  storageDown: said('api.uploadStorageDown'),
} as const;

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

/** sharp's name for each format the sniffer recognises (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

/**
 * Checks an uploaded file by its content, re-encodes it to the storefront's square WebP renditions and stores
 * them under a fresh random name. Answers the URL of the widest rendition (src/lib/images.ts convention).
 * Every refusal is a 4xx with a message the admin form can show.
 */
export async function storeProductImage(storage: MediaStorage, bytes: Uint8Array): Promise<{ url: string }> {
  if (bytes.byteLength === 0) throw new HttpError(400, UPLOAD_MESSAGES.missing);
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new HttpError(415, UPLOAD_MESSAGES.unsupported);

  // The header alone gives the dimensions: a decompression bomb is refused before any pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, UPLOAD_MESSAGES.unreadable);
  }
  if (metadata.format !== SHARP_FORMAT[kind] || (kind === 'avif' && metadata.compression !== 'av1')) {
    throw new HttpError(415, UPLOAD_MESSAGES.unsupported);
  }
  if (!metadata.width || !metadata.height) throw new HttpError(422, UPLOAD_MESSAGES.unreadable);
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw new HttpError(422, UPLOAD_MESSAGES.tooManyPixels);

  let renditions: Awaited<ReturnType<typeof renderProductImage>>;
  try {
    renditions = await renderProductImage(bytes);
  } catch {
    throw new HttpError(422, UPLOAD_MESSAGES.unreadable);
  }

  // 128 random bits: unguessable, and no two uploads share a name whatever they were called.
  const id = crypto.randomBytes(16).toString('hex');
  const base = `uploads/${id.slice(0, 2)}/${id}`;
  const keyFor = (width: number) => (width === IMAGE_MAX_WIDTH ? `${base}.webp` : `${base}-w${width}.webp`);
  // Narrow renditions first, the stored URL last: once the URL exists, so does every rendition beside it.
  const ordered = [...renditions].sort((a, b) => a.width - b.width);
  const written: string[] = [];
  try {
    for (const r of ordered) {
      const key = keyFor(r.width);
      await storage.create(key, r.data, 'image/webp');
      written.push(key);
    }
  } catch (err) {
    // Nothing half-written: the renditions already stored go again (a bucket that went down meanwhile keeps them
    // unnamed, as no URL to them was ever answered, and no product row can name them).
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    if (err instanceof MediaStorageUnavailable)
      throw new HttpError(503, UPLOAD_MESSAGES.storageDown, { 'retry-after': '30' });
    throw err;
  }
  return { url: storage.urlFor(keyFor(IMAGE_MAX_WIDTH)) };
}
