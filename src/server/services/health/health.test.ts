import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { checkHealth } from './health.ts';

const databaseThat = (execute: () => Promise<unknown>): Database => ({
  kind: 'postgres',
  db: { execute } as unknown as Database['db'],
  withLock: (_name, work) => work(),
  tidyCatalog: async () => {},
  close: async () => {},
});

describe('checkHealth', () => {
  it('counts a database that hangs as down once the timeout passes', async () => {
    const started = performance.now();
    const health = await checkHealth({ database: databaseThat(() => new Promise(() => {})) }, 50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(health).toMatchObject({
      status: 'unavailable',
      database: { kind: 'postgres', answers: false, ms: null },
      site: null,
    });
  });

  it('counts a refused query as down', async () => {
    const health = await checkHealth({
      database: databaseThat(() => Promise.reject(new Error('Connection terminated'))),
    });
    expect(health.status).toBe('unavailable');
  });
});
