import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales.ts';
import { apiSiteProblem, isBareOrigin } from './http/api-origin.ts';
import { NO_PROXY, parseTrustProxy, type TrustProxy } from './http/forwarded.ts';
import { logLevels, type LogLevel } from './log/logger.ts';

/** Runtime configuration, read once from the environment. Every variable is listed in .env.example. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  publicSiteUrl: string;
  /**
   * Where the browser calls the API when it is not the site's own /api (PUBLIC_API_URL, an origin such as
   * https://api.shop.example.com on the same site as PUBLIC_SITE_URL): the pages are built to call it, and this API
   * answers CORS for the site's origin. Unset: same-origin /api.
   */
  publicApiUrl: string | undefined;
  catalogApiUrl: string;
  smtpUrl: string | undefined;
  /** The language of the mails to the shop itself (new orders, contact messages): SHOP_MAIL_LOCALE, default English. */
  shopMailLocale: Locale;
  /** webhookId: PAYPAL_WEBHOOK_ID, the id PayPal's dashboard gives the webhook; without it notifications are refused. */
  paypal: { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined } | undefined;
  /** Sign in with Google (OpenID Connect): both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or unset (no button). */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  distDir: string;
  logLevel: LogLevel;
  /** One log line per request at the info level (REQUEST_LOG=off moves them to debug; errors are always logged). */
  logRequests: boolean;
  /** Which proxies in front are believed about X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY; none by default). */
  trustProxy: TrustProxy;
  /** Where the running shop writes a backup a day (unset: no daily backups), keeping the newest `backupKeep`. */
  backupDir: string | undefined;
  backupKeep: number;
  /**
   * Where to ask CI for a new static build after the catalog changed (CI_REBUILD_HOOK_URL, e.g. GitHub's
   * repository_dispatch), with CI_REBUILD_HOOK_TOKEN as the bearer token; unset, only this server rebuilds.
   */
  ciRebuildHook: { url: string; token: string | undefined } | undefined;
  /**
   * Where pictures are kept: the local folder $DATA_DIR/media (default), or an S3-compatible bucket
   * (MEDIA_STORAGE=s3, S3_BUCKET, and the AWS SDK's own AWS_ENDPOINT_URL_S3, AWS_REGION and credentials).
   */
  media:
    | { storage: 'folder' }
    | { storage: 's3'; bucket: string; endpoint: string | undefined; region: string | undefined };
  /** MEDIA_PUBLIC_URL: pages and API answers link pictures there (the bucket or its CDN) instead of /media. */
  mediaPublicUrl: string | undefined;
}

/** A variable that is set but malformed: the message is one sentence per variable, naming it. */
export class ConfigError extends Error {}

/** Never echoed back in an error: they may hold a password. */
const secretVariables = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'SHOP_ADMIN_PASSWORD',
  'CI_REBUILD_HOOK_TOKEN',
  'AWS_SECRET_ACCESS_KEY',
]);

const switchValues: Record<string, boolean> = {
  1: true,
  true: true,
  yes: true,
  on: true,
  0: false,
  false: false,
  no: false,
  off: false,
};

function isUrl(value: string, protocols: string[], needsHost = true): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return protocols.includes(url.protocol) && (!needsHost || url.hostname !== '');
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** A test identity provider may speak plain http, but only on this machine. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

// An empty value counts as unset, as it does for every shell user who writes `DATABASE_URL= npm start`.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, `must be ${what}`)
    .transform(Number);
const address = (protocols: string[], example: string) =>
  z
    .string()
    .refine(
      (v) => isUrl(v, protocols),
      `must be an ${protocols.map((p) => `${p}//`).join(' or ')} address such as ${example}`,
    );
const onOff = z
  .string()
  .refine((v) => v.trim().toLowerCase() in switchValues, 'must be on or off (also 1/0, true/false, yes/no)')
  .transform((v) => switchValues[v.trim().toLowerCase()]);

/** Half of a pair of credentials is a mistake, not a choice: the issue names the half that is set and the other. */
function bothOrNeither(
  env: Partial<Record<string, unknown>>,
  ctx: z.RefinementCtx,
  first: string,
  second: string,
  advice: string,
): void {
  if (Boolean(env[first]) === Boolean(env[second])) return;
  const [set, missing] = env[first] ? [first, second] : [second, first];
  ctx.addIssue({ code: 'custom', path: [set], message: `is set but ${missing} is not: ${advice}` });
}

const environment = z
  .object({
    PORT: optional(wholeNumber(0, 65535, 'a port number from 0 to 65535')),
    HOST: optional(
      z
        .string()
        .trim()
        .refine((v) => !/\s/.test(v), 'must be a host name or an IP address without spaces'),
    ),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      // postgres:///shop?host=/run/postgresql (a Unix socket) has no host name, and is fine.
      z
        .string()
        .refine(
          (v) => isUrl(v, ['postgres:', 'postgresql:'], false),
          'must be a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/shop',
        ),
    ),
    DATABASE_POOL_SIZE: optional(wholeNumber(1, 1000, 'a whole number of connections from 1 to 1000')),
    PUBLIC_SITE_URL: optional(address(['https:', 'http:'], 'https://shop.example.com')),
    PUBLIC_API_URL: optional(
      z
        .string()
        .refine(
          (v) => isUrl(v, ['https:', 'http:']) && isBareOrigin(v),
          'must be an origin (no path) such as https://api.shop.example.com',
        ),
    ),
    CATALOG_API_URL: optional(address(['http:', 'https:'], 'https://shop.example.com/api')),
    SMTP_URL: optional(address(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587')),
    SHOP_MAIL_LOCALE: optional(
      z
        .string()
        .trim()
        .pipe(z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` })),
    ),
    PAYPAL_CLIENT_ID: optional(z.string().trim()),
    PAYPAL_CLIENT_SECRET: optional(z.string().trim()),
    PAYPAL_API_BASE: optional(address(['https:'], 'https://api-m.paypal.com')),
    PAYPAL_WEBHOOK_ID: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]+$/, "must be the webhook's id from PayPal's developer dashboard (letters and digits)"),
    ),
    GOOGLE_CLIENT_ID: optional(z.string().trim()),
    GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
    GOOGLE_ISSUER_URL: optional(
      z
        .string()
        .refine(
          (v) => isUrl(v, ['https:']) || (isUrl(v, ['http:']) && isLoopback(new URL(v).hostname)),
          'must be an https:// address such as https://accounts.google.com (http:// only on this machine, for tests)',
        ),
    ),
    SHOP_ADMIN_EMAIL: optional(
      z
        .string()
        .trim()
        .refine((v) => /^[^@\s]+@[^@\s]+$/.test(v), 'must be an e-mail address'),
    ),
    SHOP_ADMIN_PASSWORD: optional(z.string()),
    DIST_DIR: optional(z.string()),
    LOG_LEVEL: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
    ),
    REQUEST_LOG: optional(onOff),
    TRUST_PROXY: optional(
      z
        .string()
        .refine(
          (v) => parseTrustProxy(v) !== null,
          'must be off, on (one proxy), the number of proxies in front of the shop, or a comma-separated list of their addresses or CIDR ranges',
        )
        .transform((v) => parseTrustProxy(v) as TrustProxy),
    ),
    BACKUP_DIR: optional(z.string()),
    BACKUP_KEEP: optional(wholeNumber(1, 100_000, 'a whole number of backups to keep, 1 or more')),
    CI_REBUILD_HOOK_URL: optional(
      address(['https:', 'http:'], 'https://api.github.com/repos/OWNER/REPOSITORY/dispatches'),
    ),
    CI_REBUILD_HOOK_TOKEN: optional(z.string().trim()),
    MEDIA_STORAGE: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['folder', 's3'], { error: 'must be folder (the default, $DATA_DIR/media) or s3' })),
    ),
    S3_BUCKET: optional(
      z
        .string()
        .trim()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
        ),
    ),
    AWS_ENDPOINT_URL_S3: optional(address(['https:', 'http:'], 'http://127.0.0.1:9000')),
    AWS_REGION: optional(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1'),
    ),
    AWS_ACCESS_KEY_ID: optional(z.string().trim()),
    AWS_SECRET_ACCESS_KEY: optional(z.string().trim()),
    MEDIA_PUBLIC_URL: optional(address(['https:', 'http:'], 'https://media.example.com')),
  })
  .superRefine((env, ctx) => {
    // Without both PayPal credentials, checkout would silently take test payments.
    bothOrNeither(
      env,
      ctx,
      'PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
      'set both for PayPal, or neither for the test-payment mode',
    );
    bothOrNeither(
      env,
      ctx,
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'set both for Sign in with Google, or neither to leave it off',
    );
    if (env.PAYPAL_WEBHOOK_ID && !env.PAYPAL_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_WEBHOOK_ID'],
        message: 'is set without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, which verify the notifications with PayPal',
      });
    }
    if (env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_STORAGE'],
        message: 'is s3 but S3_BUCKET, the bucket to keep pictures in, is not set',
      });
    }
    if (env.MEDIA_STORAGE === 's3' && !env.AWS_ENDPOINT_URL_S3 && !env.AWS_REGION) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_STORAGE'],
        message:
          'is s3 but neither AWS_REGION (for Amazon S3) nor AWS_ENDPOINT_URL_S3 (for an S3-compatible server) is set',
      });
    }
    if (env.S3_BUCKET && env.MEDIA_STORAGE !== 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is set but MEDIA_STORAGE is not s3, so pictures would stay in the local folder',
      });
    }
    if (env.MEDIA_PUBLIC_URL && env.MEDIA_STORAGE !== 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_PUBLIC_URL'],
        message: 'is set but MEDIA_STORAGE is not s3: the local folder is served at /media',
      });
    }
    bothOrNeither(
      env,
      ctx,
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      "set both, or neither for the SDK's other sources",
    );
    if (env.PUBLIC_API_URL) {
      const problem = env.PUBLIC_SITE_URL
        ? apiSiteProblem(env.PUBLIC_SITE_URL, env.PUBLIC_API_URL)
        : 'is set without PUBLIC_SITE_URL, the site whose pages call it (and the only origin it answers CORS for)';
      if (problem) ctx.addIssue({ code: 'custom', path: ['PUBLIC_API_URL'], message: problem });
    }
    if (env.SHOP_ADMIN_PASSWORD && !env.SHOP_ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_ADMIN_PASSWORD'],
        message: 'is set without SHOP_ADMIN_EMAIL, the account it is for',
      });
    }
  });

/** The variables loadConfig reads (each is documented in .env.example). */
export const configVariables = Object.keys(environment.shape);

/** "PORT must be a port number from 0 to 65535 (got "abc")." — one sentence per malformed variable. */
function describe(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string {
  const sentences = issues.map((issue) => {
    const name = String(issue.path[0] ?? 'The environment');
    const value = env[name];
    const got = value !== undefined && !secretVariables.has(name) ? ` (got "${value}")` : '';
    return `${name} ${issue.message}${got}.`;
  });
  return [...new Set(sentences)].join('\n');
}

/** Validates the environment and fills in the defaults; throws ConfigError naming each malformed variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(describe(parsed.error.issues, env));
  const e = parsed.data;
  const port = e.PORT ?? 4321;
  const host = e.HOST ?? '127.0.0.1';
  const localUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    port,
    host,
    dataDir: path.resolve(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    publicSiteUrl: withoutTrailingSlash(e.PUBLIC_SITE_URL ?? localUrl),
    publicApiUrl: e.PUBLIC_API_URL ? new URL(e.PUBLIC_API_URL).origin : undefined,
    catalogApiUrl: withoutTrailingSlash(e.CATALOG_API_URL ?? `${localUrl}/api`),
    smtpUrl: e.SMTP_URL,
    shopMailLocale: e.SHOP_MAIL_LOCALE ?? DEFAULT_LOCALE,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: withoutTrailingSlash(e.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com'),
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: withoutTrailingSlash(e.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com'),
          }
        : undefined,
    adminEmail: e.SHOP_ADMIN_EMAIL,
    adminPassword: e.SHOP_ADMIN_PASSWORD,
    distDir: path.resolve(e.DIST_DIR ?? 'dist'),
    logLevel: e.LOG_LEVEL ?? 'info',
    logRequests: e.REQUEST_LOG ?? true,
    trustProxy: e.TRUST_PROXY ?? NO_PROXY,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
    backupKeep: e.BACKUP_KEEP ?? 7,
    ciRebuildHook: e.CI_REBUILD_HOOK_URL ? { url: e.CI_REBUILD_HOOK_URL, token: e.CI_REBUILD_HOOK_TOKEN } : undefined,
    media:
      e.MEDIA_STORAGE === 's3' && e.S3_BUCKET
        ? { storage: 's3', bucket: e.S3_BUCKET, endpoint: e.AWS_ENDPOINT_URL_S3, region: e.AWS_REGION }
        : { storage: 'folder' },
    mediaPublicUrl: e.MEDIA_PUBLIC_URL ? withoutTrailingSlash(e.MEDIA_PUBLIC_URL) : undefined,
  };
}

const projectEnvFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.env');

/**
 * What every command starts with: the project's `.env`, when there is one, read by Node's own parser into
 * process.env (a variable already set in the real environment wins), then validated. A malformed variable ends
 * the command with its sentence on stderr and exit code 1, before anything is opened.
 */
export function configFromEnvironment(envFile = projectEnvFile): Config {
  try {
    process.loadEnvFile(envFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
