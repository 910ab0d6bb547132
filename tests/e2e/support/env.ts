import os from 'node:os';
import path from 'node:path';

/** The e2e server (scripts/e2e-server.ts) listens here; playwright.config.ts points the tests at it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4410);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** A fresh folder per run: database, media, and the mail outbox (`<dir>/outbox/*.eml`) tests may read. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${e2ePort}`);

/** The administrator the e2e server creates from SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-Admin-passw0rd' };
