import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A database or a transaction on it. */
export type SqlRunner = Pick<Db, 'execute'>;

/** The rows of a raw query, typed by the caller (both drivers answer `{ rows }`). */
export async function rowsOf<T>(runner: SqlRunner, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
