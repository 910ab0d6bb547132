import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { memoryLogger } from './log/memory-logger.ts';
import { startShop, type RunningShop } from './runtime.ts';

let dataDir: string;
let shop: RunningShop;
const log = memoryLogger('info');

beforeAll(async () => {
  process.env.PASSWORD_SCRYPT_LOG_N ??= '10';
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-'));
  fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'media', 'big.webp'), Buffer.alloc(8 * 1024 * 1024, 7));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
  } as NodeJS.ProcessEnv);
  shop = await startShop(config, { build: 'never', bare: true, logger: log.logger });
});

afterAll(async () => {
  await shop.close(1000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('startShop', () => {
  it('prints where the shop is, the database, the catalog and how to get an admin', () => {
    const text = log.messages().join('\n');
    expect(text).toContain(`Old City Gifts is open at http://127.0.0.1:${shop.port}`);
    expect(text).toMatch(/database: PGlite \(embedded\) in .*\/db/);
    expect(text).toMatch(/catalog: +0 products/);
    expect(text).toContain('npm run admin -- --email you@example.com');
  });

  it('serves the API over HTTP, logging one line per request', async () => {
    const res = await fetch(`${shop.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(log.records()).toContainEqual(
      expect.objectContaining({
        name: 'http',
        msg: 'GET /api/health 200',
        route: '/api/health',
        status: 200,
        reqId: res.headers.get('x-request-id'),
      }),
    );
  });

  it('offers the rebuild hook on services', () => {
    expect(shop.services.site?.status()).toMatchObject({ currentBuild: null, building: false });
  });

  it('lets an in-flight download finish on shutdown, then refuses new connections', async () => {
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get(`${shop.url}/media/big.webp`, (res) => {
          let bytes = 0;
          res.pause();
          // Shut down while the body is still on its way, then read it all.
          void shop.close(5000).then(() => undefined);
          setTimeout(() => {
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve(bytes));
            res.resume();
          }, 200);
        })
        .on('error', reject);
    });
    expect(received).toBe(8 * 1024 * 1024);
    await shop.close();
    await expect(fetch(`${shop.url}/api/health`)).rejects.toThrow();
  });
});
