// `npm run dev`: the API (with seed and admin, as `npm start`) on PORT+1 and `astro dev` with hot reload on PORT,
// forwarding /api and /media to the API, so pages and islands work exactly as in production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { configFromEnvironment } from '../src/server/config.ts';
import { projectDir, startShop } from '../src/server/runtime.ts';

const config = configFromEnvironment();
const apiPort = Number(process.env.DEV_API_PORT ?? config.port + 1);
const shop = await startShop({ ...config, port: apiPort }, { build: 'never' });
const apiOrigin = shop.url;

const astro = spawn(
  process.execPath,
  [
    path.join(projectDir, 'node_modules/astro/bin/astro.mjs'),
    'dev',
    '--port',
    String(config.port),
    '--host',
    config.host,
  ],
  {
    cwd: projectDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      DEV_API_ORIGIN: apiOrigin,
      CATALOG_API_URL: process.env.CATALOG_API_URL || `${apiOrigin}/api`,
    },
  },
);
console.log(`Dev server: pages with hot reload at http://${config.host}:${config.port} (API at ${apiOrigin}/api)`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  astro.kill('SIGTERM');
  void shop.close(3000).then(() => process.exit(code));
};
astro.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
