/** What the shop accepts as a product image. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Room for the multipart envelope around the file when checking the request size before reading it. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;
