import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { seedCatalog } from '../seed/index.ts';
import { BackupRefused } from '../services/backup/migrations.ts';
import { createBackup } from '../services/backup/write-backup.ts';
import { afterCatalogWrite } from '../services/products/catalog-changed.ts';
import { ensureAdmin } from '../services/users/admin.ts';
import type { Services } from '../services.ts';
import { mediaStorageFor } from '../storage/default-storage.ts';

/**
 * What the shop's own commands (`npm run admin`, `seed`, `build`, `backup`) ask of the running shop, so that only
 * the shop opens its database. Served on a loopback port of its own, never on the public one, and every call
 * carries the secret from the lock file, which only the shop's user can read.
 */

export interface ControlDeps {
  services: Services;
  /** The public address of the shop (its API is `${shopUrl}/api`). */
  shopUrl: string;
  /** Builds the site now and serves it; resolves with the build served, or null when the build failed. */
  buildNow: (reason: string) => Promise<string | null>;
}

const adminRequest = z.object({
  email: z.string(),
  password: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

const seedRequest = z.object({
  products: z.number().int().min(1).max(1_000_000),
  replace: z.boolean().default(false),
  images: z.boolean().default(true),
});

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success)
    throw new ControlError(
      400,
      parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
    );
  return parsed.data;
}

class ControlError extends Error {
  readonly status: 400 | 409;
  constructor(status: 400 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export function createControlApp(deps: ControlDeps, secret: string) {
  const { services } = deps;
  const app = new Hono();
  app.use(async (c, next) => {
    const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!sameSecret(given, secret)) return c.json({ message: 'Not allowed.' }, 401);
    await next();
  });

  app.get('/status', (c) => c.json({ pid: process.pid, shopUrl: deps.shopUrl, database: services.database.kind }));

  app.post('/admin', async (c) => {
    const request = await body(c, adminRequest);
    try {
      return c.json(await ensureAdmin(services, request));
    } catch (error) {
      // ensureAdmin refuses a bad e-mail or a weak password with a sentence meant for the person at the terminal.
      throw new ControlError(400, (error as Error).message);
    }
  });

  app.post('/seed', async (c) => {
    const request = await body(c, seedRequest);
    const result = await seedCatalog(services.database, services.content, {
      count: request.products,
      replace: request.replace,
      images: request.images,
      dataDir: services.config.dataDir,
      mediaStorage: mediaStorageFor(services),
    });
    afterCatalogWrite(services, `npm run seed (${result.products} products)`);
    return c.json(result);
  });

  app.post('/build', async (c) => {
    const build = await deps.buildNow('npm run build');
    if (build === null)
      throw new ControlError(409, 'The site build failed; the shop keeps serving the previous build (see its log).');
    return c.json({ build });
  });

  // The backup streams out as it is written (.tar.gz); the command saves and checks it.
  app.get('/backup', async (c) => {
    let backup: Awaited<ReturnType<typeof createBackup>>;
    try {
      backup = await createBackup(services.database, services.config.dataDir, new Date(), mediaStorageFor(services));
    } catch (error) {
      if (error instanceof BackupRefused) throw new ControlError(409, error.message);
      throw error;
    }
    return c.body(Readable.toWeb(backup.stream) as ReadableStream, 200, { 'content-type': 'application/gzip' });
  });

  app.notFound((c) => c.json({ message: `No control call ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    if (error instanceof ControlError) return c.json({ message: error.message }, error.status);
    services.log
      .child({ name: 'control' })
      .error({ err: error, method: c.req.method, path: c.req.path }, `${c.req.method} ${c.req.path} failed`);
    return c.json({ message: error.message || 'The shop could not do it.' }, 500);
  });
  return app;
}
