import crypto from 'node:crypto';

/**
 * A small value sealed for a cookie: AES-256-GCM under a key derived from a server secret, with an expiry inside.
 * The browser can neither read it (the PKCE verifier stays secret) nor change it (GCM's tag), and an old one is
 * refused after its time even if the browser keeps it.
 */

const IV_LENGTH = 12;
const TAG_LENGTH = 16;

/** A 256-bit key for one purpose, derived from a secret that may serve others (HKDF-SHA256). */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'old-city-gifts', purpose, 32));
}

export function seal(key: Buffer, value: unknown, expiresAt: Date): string {
  const iv = crypto.randomBytes(IV_LENGTH);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const plain = Buffer.from(JSON.stringify({ v: value, exp: expiresAt.getTime() }), 'utf8');
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or null when it was changed, sealed under another key, malformed or past its expiry. */
export function unseal(key: Buffer, sealed: string, now: Date): unknown {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_LENGTH + TAG_LENGTH) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_LENGTH));
    decipher.setAuthTag(raw.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]);
    const { v, exp } = JSON.parse(plain.toString('utf8')) as { v: unknown; exp: number };
    return typeof exp === 'number' && now.getTime() < exp ? v : null;
  } catch {
    return null;
  }
}
