import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildsDirFor } from '../../../src/server/site/builds.ts';
import { stopProcess } from './stop-process.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface FreshShop {
  url: string;
  /** Resolves when GET / answers 200: the first real page, not "getting ready". */
  firstPage: Promise<void>;
  /** Stops the shop and deletes its data folder and builds. */
  stop(): Promise<void>;
}

/**
 * A second shop started exactly as `npm start` starts one (scripts/start.ts, default options) on an empty data
 * folder of its own: what a new owner sees on a first start, beside the e2e server that tests share.
 */
export function startFreshShop(port: number): FreshShop {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-fresh-${port}-`));
  const distDir = path.join(dataDir, 'dist');
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    REQUEST_LOG: 'off',
  };
  for (const name of ['DATABASE_URL', 'CATALOG_API_URL', 'PUBLIC_SITE_URL', 'SHOP_ADMIN_EMAIL', 'SHOP_ADMIN_PASSWORD'])
    delete env[name];
  const log: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));

  const firstPage = (async () => {
    for (;;) {
      const status = await fetch(`${url}/`).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => null,
      );
      if (status === 200) return;
      if (child.exitCode !== null) throw new Error(`the fresh shop exited with ${child.exitCode}:\n${log.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  return {
    url,
    firstPage,
    async stop() {
      await stopProcess(child);
      fs.rmSync(buildsDirFor(distDir, projectDir), { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
