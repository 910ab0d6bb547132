import { describe, expect, it } from 'vitest';
import { isSessionAlive, sessionExpiresAt, SESSION_IDLE_MS } from './sessions.ts';

const start = new Date('2025-06-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const hour = 3600_000;

describe('session lifetime', () => {
  const session = { createdAt: start, lastSeenAt: start, expiresAt: sessionExpiresAt(start), revokedAt: null };

  it('lives while used within 5 hours', () => {
    expect(isSessionAlive(session, at(SESSION_IDLE_MS - 1))).toBe(true);
    expect(isSessionAlive(session, at(SESSION_IDLE_MS))).toBe(false);
  });

  it('dies after 30 days however active', () => {
    expect(isSessionAlive({ ...session, lastSeenAt: at(30 * 24 * hour - hour) }, at(30 * 24 * hour))).toBe(false);
    expect(isSessionAlive({ ...session, lastSeenAt: at(29 * 24 * hour) }, at(29 * 24 * hour + hour))).toBe(true);
  });

  it('dies when revoked', () => {
    expect(isSessionAlive({ ...session, revokedAt: start }, at(1))).toBe(false);
  });
});
