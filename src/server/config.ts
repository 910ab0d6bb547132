import path from 'node:path';
import { isLocale, type Locale } from '../lib/i18n/locales.ts';

/** Runtime configuration, read once from the environment. Names are documented in README.md. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicSiteUrl: string;
  catalogApiUrl: string;
  smtpUrl: string | undefined;
  /** The language of the mails to the shop itself (new orders, contact messages): SHOP_MAIL_LOCALE, default English. */
  shopMailLocale: Locale;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  distDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const localUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const shopMailLocale = env.SHOP_MAIL_LOCALE || 'en';
  if (!isLocale(shopMailLocale)) throw new Error(`SHOP_MAIL_LOCALE must be en, hy or ru, got "${env.SHOP_MAIL_LOCALE}"`);
  const clientId = env.PAYPAL_CLIENT_ID;
  const clientSecret = env.PAYPAL_CLIENT_SECRET;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicSiteUrl: (env.PUBLIC_SITE_URL || localUrl).replace(/\/+$/, ''),
    catalogApiUrl: (env.CATALOG_API_URL || `${localUrl}/api`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    shopMailLocale,
    paypal:
      clientId && clientSecret
        ? { clientId, clientSecret, apiBase: (env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com').replace(/\/+$/, '') }
        : undefined,
    adminEmail: env.SHOP_ADMIN_EMAIL || undefined,
    adminPassword: env.SHOP_ADMIN_PASSWORD || undefined,
    distDir: path.resolve(env.DIST_DIR || 'dist'),
  };
}
