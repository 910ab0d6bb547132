import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { authFailures } from '../../db/schema.ts';
import { FAILURE_WINDOW_MS, strictest, throttleVerdict, type ThrottleVerdict } from '../../security/throttle.ts';
import type { Services } from '../../services.ts';

/** The strictest verdict over the given keys (account and address), from failures inside the window. */
export async function checkThrottle(services: Services, keys: string[], max?: number): Promise<ThrottleVerdict> {
  if (keys.length === 0) return { blocked: false, retryAfterSeconds: 0 };
  const now = services.now();
  const rows = await services.database.db
    .select({ key: authFailures.key, createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS))));
  return strictest(keys.map((k) => throttleVerdict(rows.filter((r) => r.key === k).map((r) => r.createdAt), now, max)));
}

export async function recordFailure(services: Services, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const now = services.now();
  const { db } = services.database;
  await db.insert(authFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows are useless; trim this key's history as we go.
  await db.delete(authFailures).where(and(inArray(authFailures.key, keys), lt(authFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS))));
}

export async function clearFailures(services: Services, key: string): Promise<void> {
  await services.database.db.delete(authFailures).where(eq(authFailures.key, key));
}
