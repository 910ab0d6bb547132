/**
 * Where uploaded media lives. The shop serves `/media/<key>`; an adapter stores the bytes behind that key.
 * The local folder ($DATA_DIR/media) is the default; an S3-compatible bucket can implement the same interface
 * when several instances share the files.
 */
export interface MediaStorage {
  /**
   * Stores a new file. Never replaces an existing one: a key that is already taken is an error, so two uploads
   * can never overwrite each other.
   */
  create(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The URL the shop serves the file at. */
  urlFor(key: string): string;
}

/** Keys are relative paths of safe segments: no '..', no leading slash, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe media key: ${key}`);
}
