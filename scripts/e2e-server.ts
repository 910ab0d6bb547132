// The server Playwright tests run against (see playwright.config.ts): the real `npm start` runtime on its own port
// with a wiped data folder, so every run starts from the seed catalog, a known administrator and a fresh build.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { startShop } from '../src/server/runtime.ts';
import { googleCallbackUrl } from '../src/server/oidc/google.ts';
import { e2eAdmin, e2eDataDir, e2ePort } from '../tests/e2e/support/env.ts';
import { startLocalGoogle } from '../tests/support/google-provider.ts';

fs.rmSync(e2eDataDir, { recursive: true, force: true });
fs.mkdirSync(e2eDataDir, { recursive: true });

// Sign in with Google goes to a local OpenID provider on 127.0.0.1 (any free port), so the run needs no network.
const siteUrl = `http://127.0.0.1:${e2ePort}`;
const google = await startLocalGoogle([googleCallbackUrl(siteUrl)]);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  // Builds go next to the data, never over the developer's dist/.
  DIST_DIR: path.join(e2eDataDir, 'dist'),
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  SHOP_ADMIN_EMAIL: e2eAdmin.email,
  SHOP_ADMIN_PASSWORD: e2eAdmin.password,
  PUBLIC_SITE_URL: siteUrl,
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_ISSUER_URL: google.issuer,
  CATALOG_API_URL: '',
  ASTRO_TELEMETRY_DISABLED: '1',
  // Playwright polls the getting-ready page (503, logged as a warning) until the first build lands: keep CI's log
  // to errors unless E2E_REQUEST_LOG=1 asks for every request.
  LOG_LEVEL: process.env.E2E_REQUEST_LOG === '1' ? 'info' : (process.env.E2E_LOG_LEVEL ?? 'error'),
};
Object.assign(process.env, env);

// The default start, as `npm start` does it: seed pictures are drawn in the background, and any a test's page asks
// for first are drawn on the spot.
const shop = await startShop(loadConfig(env), { logRequests: process.env.E2E_REQUEST_LOG === '1' });
const ok = await shop.siteReady;
if (!ok) {
  console.error('[e2e] the site build failed; see the log above.');
  await shop.close();
  await google.close();
  process.exit(1);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void Promise.all([shop.close(5000), google.close()]).then(() => process.exit(0)));
}
