import { afterEach, describe, expect, it } from 'vitest';
import { shopChanges, type ShopChange } from '../../src/server/cluster/shop-changes.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { throwAwayPostgres } from './harness.ts';

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (opened.length) await opened.pop()?.();
});

function received(database: Database): ShopChange[] {
  const seen: ShopChange[] = [];
  shopChanges(database).subscribe((change) => seen.push(change));
  return seen;
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('shop changes between two instances on one PostgreSQL', () => {
  it('reach the other instance through NOTIFY, once, and never come back to the sender', async () => {
    const server = await throwAwayPostgres();
    const a = await openDatabase({ databaseUrl: server.url });
    const b = await openDatabase({ databaseUrl: server.url });
    opened.push(async () => {
      await a.close();
      await b.close();
      await server.drop();
    });
    const seenByA = received(a);
    const seenByB = received(b);
    await Promise.all([shopChanges(a).listen(), shopChanges(b).listen()]);

    const publishing = shopChanges(a).publish({ kind: 'products', ids: [1, 2] });
    // The sender's own listeners hear it before publish has even asked PostgreSQL.
    expect(seenByA).toEqual([{ kind: 'products', ids: [1, 2] }]);
    await publishing;
    await until(() => seenByB.length === 1);
    expect(seenByB).toEqual([{ kind: 'products', ids: [1, 2] }]);

    await shopChanges(b).publish({ kind: 'site', build: '20261125T160000-ab12' });
    await until(() => seenByA.length === 2);
    expect(seenByA).toEqual([
      { kind: 'products', ids: [1, 2] },
      { kind: 'site', build: '20261125T160000-ab12' },
    ]);
    // Nothing echoes back to its sender.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenByB).toHaveLength(2);
  });

  it('withLock lets one instance at a time in', async () => {
    const server = await throwAwayPostgres();
    const a = await openDatabase({ databaseUrl: server.url });
    const b = await openDatabase({ databaseUrl: server.url });
    opened.push(async () => {
      await a.close();
      await b.close();
      await server.drop();
    });
    const trace: string[] = [];
    const step = (who: string) => async () => {
      trace.push(`${who} in`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      trace.push(`${who} out`);
    };
    await Promise.all([a.withLock('test', step('a')), b.withLock('test', step('b'))]);
    expect(trace[1]).toBe(`${trace[0].split(' ')[0]} out`);
    expect(trace[3]).toBe(`${trace[2].split(' ')[0]} out`);
  });
});
