import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);
const refusal = (env: Record<string, string>): string => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('fills in the defaults from an empty environment', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      publicSiteUrl: 'http://127.0.0.1:4321',
      catalogApiUrl: 'http://127.0.0.1:4321/api',
      smtpUrl: undefined,
      paypal: undefined,
      google: undefined,
      logLevel: 'info',
      logRequests: true,
      trustProxy: { hops: 0 },
    });
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = load({
      PORT: '8080',
      HOST: '::1',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgresql://shop:pw@db:5432/shop',
      DATABASE_POOL_SIZE: '4',
      PUBLIC_SITE_URL: 'https://shop.example.com/',
      PUBLIC_API_URL: 'https://api.shop.example.com/',
      CATALOG_API_URL: '',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE: 'https://api-m.paypal.com/',
      PAYPAL_WEBHOOK_ID: '1JE4291016473214C',
      GOOGLE_CLIENT_ID: 'gid.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9999/',
      SHOP_ADMIN_EMAIL: 'owner@example.com',
      SHOP_ADMIN_PASSWORD: 'long enough',
      LOG_LEVEL: 'WARN',
      REQUEST_LOG: 'off',
      TRUST_PROXY: 'yes',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '::1',
      dataDir: '/srv/shop',
      databaseUrl: 'postgresql://shop:pw@db:5432/shop',
      databasePoolSize: 4,
      publicSiteUrl: 'https://shop.example.com',
      publicApiUrl: 'https://api.shop.example.com',
      catalogApiUrl: 'http://[::1]:8080/api',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      paypal: {
        clientId: 'id',
        clientSecret: 'secret',
        apiBase: 'https://api-m.paypal.com',
        webhookId: '1JE4291016473214C',
      },
      google: {
        clientId: 'gid.apps.googleusercontent.com',
        clientSecret: 'gsecret',
        issuerUrl: 'http://127.0.0.1:9999',
      },
      adminEmail: 'owner@example.com',
      logLevel: 'warn',
      logRequests: false,
      trustProxy: { hops: 1 },
    });
    expect(load({ DATABASE_URL: 'postgres:///shop?host=/run/postgresql' }).databaseUrl).toBe(
      'postgres:///shop?host=/run/postgresql',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 0 to 65535 (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be a port number from 0 to 65535 (got "70000").'],
    [{ PORT: '80.5' }, 'PORT must be a port number from 0 to 65535 (got "80.5").'],
    [
      { DATABASE_URL: 'mysql://root:pw@db/shop' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/shop.',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/shop.',
    ],
    [
      { SMTP_URL: 'mail.example.com:587' },
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587.',
    ],
    [
      { SMTP_URL: 'smtp://' },
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587.',
    ],
    [
      { PAYPAL_CLIENT_ID: 'id' },
      'PAYPAL_CLIENT_ID is set but PAYPAL_CLIENT_SECRET is not: set both for PayPal, or neither for the test-payment mode.',
    ],
    [
      { PAYPAL_CLIENT_SECRET: 'secret' },
      'PAYPAL_CLIENT_SECRET is set but PAYPAL_CLIENT_ID is not: set both for PayPal, or neither for the test-payment mode.',
    ],
    [
      { PAYPAL_WEBHOOK_ID: 'WH-1JE4', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' },
      'PAYPAL_WEBHOOK_ID must be the webhook\'s id from PayPal\'s developer dashboard (letters and digits) (got "WH-1JE4").',
    ],
    [
      { PAYPAL_WEBHOOK_ID: '1JE4291016473214C' },
      'PAYPAL_WEBHOOK_ID is set without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, which verify the notifications with PayPal (got "1JE4291016473214C").',
    ],
    [
      { GOOGLE_CLIENT_ID: 'gid' },
      'GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both for Sign in with Google, or neither to leave it off (got "gid").',
    ],
    [
      { GOOGLE_CLIENT_SECRET: 'gsecret' },
      'GOOGLE_CLIENT_SECRET is set but GOOGLE_CLIENT_ID is not: set both for Sign in with Google, or neither to leave it off.',
    ],
    [
      { GOOGLE_ISSUER_URL: 'http://accounts.google.com' },
      'GOOGLE_ISSUER_URL must be an https:// address such as https://accounts.google.com (http:// only on this machine, for tests) (got "http://accounts.google.com").',
    ],
    [
      { PAYPAL_API_BASE: 'http://api-m.paypal.com' },
      'PAYPAL_API_BASE must be an https:// address such as https://api-m.paypal.com (got "http://api-m.paypal.com").',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose").',
    ],
    [{ REQUEST_LOG: 'quiet' }, 'REQUEST_LOG must be on or off (also 1/0, true/false, yes/no) (got "quiet").'],
    [
      { TRUST_PROXY: 'nginx' },
      'TRUST_PROXY must be off, on (one proxy), the number of proxies in front of the shop, or a comma-separated list of their addresses or CIDR ranges (got "nginx").',
    ],
    [
      { PUBLIC_SITE_URL: 'shop.example.com' },
      'PUBLIC_SITE_URL must be an https:// or http:// address such as https://shop.example.com (got "shop.example.com").',
    ],
    [
      { PUBLIC_API_URL: 'https://api.shop.example.com' },
      'PUBLIC_API_URL is set without PUBLIC_SITE_URL, the site whose pages call it (and the only origin it answers CORS for) (got "https://api.shop.example.com").',
    ],
    [
      { PUBLIC_SITE_URL: 'https://shop.example.com', PUBLIC_API_URL: 'https://shop.example.com/api' },
      'PUBLIC_API_URL must be an origin (no path) such as https://api.shop.example.com (got "https://shop.example.com/api").',
    ],
    [
      { PUBLIC_SITE_URL: 'https://shop.example.com', PUBLIC_API_URL: 'https://api.example.net' },
      'PUBLIC_API_URL must be on the same site as PUBLIC_SITE_URL (shop.example.com), e.g. api.example.com: the session cookie is SameSite=Lax (got "https://api.example.net").',
    ],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000 (got "0").'],
    [{ SHOP_ADMIN_EMAIL: 'owner' }, 'SHOP_ADMIN_EMAIL must be an e-mail address (got "owner").'],
    [
      { SHOP_ADMIN_PASSWORD: 'long enough' },
      'SHOP_ADMIN_PASSWORD is set without SHOP_ADMIN_EMAIL, the account it is for.',
    ],
  ])('refuses %j with one sentence naming the variable', (env, sentence) => {
    expect(refusal(env)).toBe(sentence);
  });

  it('keeps pictures in DATA_DIR/media by default, in the bucket with MEDIA_STORAGE=s3', () => {
    expect(load({})).toMatchObject({ media: { storage: 'folder' }, mediaPublicUrl: undefined });
    expect(
      load({
        MEDIA_STORAGE: 'S3',
        S3_BUCKET: 'shop-media',
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
        MEDIA_PUBLIC_URL: 'https://media.example.com/',
      }),
    ).toMatchObject({
      media: { storage: 's3', bucket: 'shop-media', endpoint: 'http://127.0.0.1:9000', region: undefined },
      mediaPublicUrl: 'https://media.example.com',
    });
    expect(load({ MEDIA_STORAGE: 's3', S3_BUCKET: 'shop-media', AWS_REGION: 'eu-central-1' }).media).toEqual({
      storage: 's3',
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'eu-central-1',
    });
  });

  it.each([
    [
      { MEDIA_STORAGE: 's3', AWS_REGION: 'eu-central-1' },
      'MEDIA_STORAGE is s3 but S3_BUCKET, the bucket to keep pictures in, is not set (got "s3").',
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'shop-media' },
      'MEDIA_STORAGE is s3 but neither AWS_REGION (for Amazon S3) nor AWS_ENDPOINT_URL_S3 (for an S3-compatible server) is set (got "s3").',
    ],
    [{ MEDIA_STORAGE: 'bucket' }, 'MEDIA_STORAGE must be folder (the default, $DATA_DIR/media) or s3 (got "bucket").'],
    [
      { S3_BUCKET: 'shop-media' },
      'S3_BUCKET is set but MEDIA_STORAGE is not s3, so pictures would stay in the local folder (got "shop-media").',
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'Shop_Media', AWS_REGION: 'eu-central-1' },
      'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens) (got "Shop_Media").',
    ],
    [
      { MEDIA_PUBLIC_URL: 'https://media.example.com' },
      'MEDIA_PUBLIC_URL is set but MEDIA_STORAGE is not s3: the local folder is served at /media (got "https://media.example.com").',
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'shop-media', AWS_ENDPOINT_URL_S3: 'minio:9000' },
      'AWS_ENDPOINT_URL_S3 must be an https:// or http:// address such as http://127.0.0.1:9000 (got "minio:9000").',
    ],
    [
      { AWS_SECRET_ACCESS_KEY: 'secret-key' },
      "AWS_SECRET_ACCESS_KEY is set but AWS_ACCESS_KEY_ID is not: set both, or neither for the SDK's other sources.",
    ],
  ])('refuses a half-configured bucket %j with one sentence', (env, sentence) => {
    expect(refusal(env)).toBe(sentence);
  });

  it('never repeats a value that may hold a password', () => {
    const message = refusal({ DATABASE_URL: 'mysql://root:s3cret-pw@db/shop', SMTP_URL: 'smtp//u:s3cret-pw@x' });
    expect(message).not.toContain('s3cret-pw');
    expect(message.split('\n')).toHaveLength(2);
  });
});

describe('configFromEnvironment', () => {
  const configModule = path.resolve(import.meta.dirname, 'config.ts');
  function runWith(envFile: string | null, env: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    const file = path.join(dir, '.env');
    if (envFile !== null) fs.writeFileSync(file, envFile);
    const script = `import { configFromEnvironment } from ${JSON.stringify(configModule)};
      const c = configFromEnvironment(${JSON.stringify(file)}); console.log(JSON.stringify({ port: c.port, logLevel: c.logLevel }));`;
    const { PORT: _p, LOG_LEVEL: _l, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...inherited, ...env },
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    return result;
  }

  it('reads .env when present, and the real environment wins over it', () => {
    const result = runWith('# the shop\nPORT=5000\nLOG_LEVEL=debug\n', { LOG_LEVEL: 'warn' });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ port: 5000, logLevel: 'warn' });
  });

  it('runs without a .env', () => {
    const result = runWith(null, {});
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ port: 4321, logLevel: 'info' });
  });

  it('stops with the sentence and exit code 1 on a malformed value', () => {
    const result = runWith('PORT=abc\n', {});
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('PORT must be a port number from 0 to 65535 (got "abc").\n');
    expect(result.stdout).toBe('');
  });
});

describe('.env.example', () => {
  const projectDir = path.resolve(import.meta.dirname, '../..');
  const documented = new Set(
    [...fs.readFileSync(path.join(projectDir, '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map(
      (m) => m[1],
    ),
  );

  it('documents every variable the configuration reads', () => {
    expect(configVariables.length).toBeGreaterThan(15);
    expect(configVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("documents every variable the shop's code reads from the environment", () => {
    const sources = fs
      .readdirSync(path.join(projectDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file));
    const read = new Set(
      sources.flatMap((file) =>
        [...fs.readFileSync(path.join(projectDir, 'src', file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map(
          (m) => m[1],
        ),
      ),
    );
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});
