/**
 * Where uploaded media lives. The shop serves `/media/<key>`; an adapter stores the bytes behind that key.
 * The local folder ($DATA_DIR/media) is the default; an S3-compatible bucket (s3-bucket.ts) implements the same
 * interface when several instances share the files (MEDIA_STORAGE=s3).
 */
export interface MediaStorage {
  /** 'folder' or 's3'; with `name` (the folder, or the bucket and its endpoint) for logs and the start banner. */
  readonly kind: 'folder' | 's3';
  readonly name: string;
  /** The folder's path on disk, for the local folder only (backups hard-link from it). */
  readonly localRoot?: string;
  /**
   * Stores a new file. Never replaces an existing one: a key that is already taken is a MediaKeyTaken error, so
   * two uploads can never overwrite each other.
   */
  create(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The URL the shop serves the file at. */
  urlFor(key: string): string;
  /** Whether the file exists. */
  exists(key: string): Promise<boolean>;
  /** The file's bytes as a stream with what a response needs, or null when there is no such file. */
  read(key: string): Promise<StoredMedia | null>;
  /** Every key, with its size, in no particular order. */
  list(): AsyncIterable<{ key: string; bytes: number }>;
  /** Resolves when the storage answers (a bucket that is reachable and exists); throws MediaStorageUnavailable. */
  check(): Promise<void>;
}

export interface StoredMedia {
  body: ReadableStream<Uint8Array>;
  bytes: number;
  contentType: string | undefined;
  lastModified: Date | undefined;
  /** A validator for the response (quoted, as HTTP writes it), when the storage has one. */
  etag: string | undefined;
}

/** create() found the key taken. */
export class MediaKeyTaken extends Error {
  constructor(key: string) {
    super(`Media key already exists: ${key}`);
    this.name = 'MediaKeyTaken';
  }
}

/** The storage did not answer, or answered with a server error: an upload answers 503, nothing is half-written. */
export class MediaStorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStorageUnavailable';
  }
}

const safeKey = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** Keys are relative paths of safe segments: no '..', no leading slash, no odd characters. */
export function isSafeKey(key: string): boolean {
  return safeKey.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

/** `/media/a/b.webp` → `a/b.webp`; null for a URL that is not under /media. */
export function keyOfMediaUrl(url: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  return isSafeKey(key) ? key : null;
}
