import type { WireAnswer } from '../services/catalog/ready-answer.ts';
import { securityHeaderRecord } from './security-headers.ts';

/** A wire answer with the security headers added, made once per answer and transport. */
const secured = new WeakMap<WireAnswer, { plain?: Record<string, string>; tls?: Record<string, string> }>();

/**
 * The headers of a ready answer sent by the front door: its own (type, encoding, ETag, caching) and the security
 * headers the site's middleware gives every JSON answer, made once per answer and transport.
 */
export function readyHeaders(
  wire: WireAnswer,
  tls: boolean,
  publicApiUrl: string | undefined,
): Readonly<Record<string, string>> {
  let made = secured.get(wire);
  if (!made) secured.set(wire, (made = {}));
  const slot = tls ? 'tls' : 'plain';
  return (made[slot] ??= { ...wire.headers, ...securityHeaderRecord({ tls, publicApiUrl, data: true }) });
}
