import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { authFailures } from '../../db/schema.ts';
import { FAILURE_WINDOW_MS, strictest, throttleVerdict, type ThrottleVerdict } from '../../security/throttle.ts';
import type { Services } from '../../services.ts';

/** The failure times inside the window for each of the keys, in one query. */
export async function recentFailures(services: Services, keys: string[]): Promise<Map<string, Date[]>> {
  const found = new Map<string, Date[]>(keys.map((k) => [k, []]));
  if (keys.length === 0) return found;
  const rows = await services.database.db
    .select({ key: authFailures.key, createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(
      and(
        inArray(authFailures.key, keys),
        gt(authFailures.createdAt, new Date(services.now().getTime() - FAILURE_WINDOW_MS)),
      ),
    );
  for (const row of rows) found.get(row.key)?.push(row.createdAt);
  return found;
}

/** The strictest verdict over the given keys, each allowed `max` failures inside the window. */
export async function checkThrottle(services: Services, keys: string[], max?: number): Promise<ThrottleVerdict> {
  const failures = await recentFailures(services, keys);
  return strictest(keys.map((k) => throttleVerdict(failures.get(k) ?? [], services.now(), max)));
}

export async function recordFailure(services: Services, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const now = services.now();
  const { db } = services.database;
  await db.insert(authFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows are useless; trim this key's history as we go.
  await db
    .delete(authFailures)
    .where(
      and(inArray(authFailures.key, keys), lt(authFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS))),
    );
}

export async function clearFailures(services: Services, key: string): Promise<void> {
  await services.database.db.delete(authFailures).where(eq(authFailures.key, key));
}
