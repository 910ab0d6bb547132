import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runScript } from './cli-fixtures.ts';

it('npm run build -- --out DIR refuses without PUBLIC_SITE_URL, before opening anything', async () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-out-')), 'site');
  const env = { ...process.env };
  delete env.PUBLIC_SITE_URL;
  const run = await runScript('scripts/build-catalog.ts', ['--out', out], {
    ...env,
    PUBLIC_SITE_URL: '',
    DATA_DIR: path.dirname(out),
  });
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/set PUBLIC_SITE_URL to its public address/);
  expect(fs.existsSync(out)).toBe(false);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
});
