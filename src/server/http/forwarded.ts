import net from 'node:net';

/**
 * Which proxies in front of the shop are believed about the client (X-Forwarded-For) and the scheme
 * (X-Forwarded-Proto). Each proxy appends the address it saw to X-Forwarded-For, so only the entries written by
 * proxies we trust mean anything, and those are the rightmost ones: anything to their left the client may have
 * written itself.
 * - `{ hops: n }`: the last n proxies are ours (n = 0: no proxy, both headers ignored);
 * - `{ proxies }`: proxies are recognised by address (single addresses or CIDR ranges), however many there are.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

/** `::ffff:10.0.0.1` is how Node reports an IPv4 peer on a dual-stack socket: the same address as `10.0.0.1`. */
function plainAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** An address or a CIDR range as TRUST_PROXY lists it; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number | null } | null {
  const [address, prefix, ...rest] = plainAddress(entry).split('/');
  const family = net.isIP(address);
  if (rest.length > 0 || family === 0) return null;
  if (prefix === undefined) return { address, prefix: null };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits <= (family === 4 ? 32 : 128) ? { address, prefix: bits } : null;
}

/**
 * TRUST_PROXY's value: off/on (on = one proxy), a number of hops, or a comma-separated list of proxy addresses and
 * CIDR ranges. Null when it is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (['off', 'false', 'no', '0'].includes(v)) return { hops: 0 };
  if (['on', 'true', 'yes'].includes(v)) return { hops: 1 };
  if (/^\d{1,2}$/.test(v)) return { hops: Number(v) };
  const proxies = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (proxies.length === 0 || proxies.some((p) => parseProxyEntry(p) === null)) return null;
  return { proxies };
}

function matcher(proxies: readonly string[]): (address: string) => boolean {
  const list = new net.BlockList();
  for (const entry of proxies) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) continue;
    const type = net.isIP(parsed.address) === 6 ? 'ipv6' : 'ipv4';
    if (parsed.prefix === null) list.addAddress(parsed.address, type);
    else list.addSubnet(parsed.address, parsed.prefix, type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = net.isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const matchers = new WeakMap<readonly string[], (address: string) => boolean>();
function isTrustedProxy(trust: { proxies: string[] }, address: string): boolean {
  let match = matchers.get(trust.proxies);
  if (!match) matchers.set(trust.proxies, (match = matcher(trust.proxies)));
  return match(address);
}

const entries = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** True when the peer that sent this request is one of our proxies, whose forwarded headers we believe. */
export function fromTrustedProxy(trust: TrustProxy, peer: string | null): boolean {
  if ('hops' in trust) return trust.hops > 0;
  return peer !== null && isTrustedProxy(trust, peer);
}

/**
 * The client's address: walking X-Forwarded-For from the right, past the proxies we trust, the first entry no
 * trusted proxy accounts for. With `{ hops: n }` that is the n-th entry from the right (or the leftmost when there
 * are fewer); with `{ proxies }` the first one from the right that is not a listed proxy. Without a trusted proxy,
 * the socket's peer.
 */
export function clientAddress(trust: TrustProxy, peer: string | null, forwardedFor: string | undefined): string | null {
  if (!fromTrustedProxy(trust, peer)) return peer;
  const chain = entries(forwardedFor).map(plainAddress);
  if (chain.length === 0) return peer;
  if ('hops' in trust) return chain[Math.max(0, chain.length - trust.hops)];
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isTrustedProxy(trust, chain[i])) return chain[i];
  }
  return chain[0];
}

/**
 * Whether the browser reached us over TLS: the request's own URL, or X-Forwarded-Proto from a trusted proxy (its
 * rightmost entry, the one the nearest proxy wrote).
 */
export function cameOverTls(
  trust: TrustProxy,
  url: string,
  peer: string | null,
  forwardedProto: string | undefined,
): boolean {
  if (url.startsWith('https:')) return true;
  if (!fromTrustedProxy(trust, peer)) return false;
  return entries(forwardedProto).at(-1)?.toLowerCase() === 'https';
}
