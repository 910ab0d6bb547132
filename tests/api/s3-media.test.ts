import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMAGE_WIDTHS, imageSrcSet, imageVariant } from '../../src/lib/images.ts';
import { loadConfig } from '../../src/server/config.ts';
import { products } from '../../src/server/db/schema.ts';
import { wordsOf } from '../../src/server/http/server-message.ts';
import { createSiteApp } from '../../src/server/server.ts';
import { SeedPictureDrawer } from '../../src/server/seed/picture-drawer.ts';
import { seedImageJobs } from '../../src/server/seed/images.ts';
import { restoreBackup } from '../../src/server/services/backup/restore.ts';
import { saveBackup } from '../../src/server/services/backup/save-backup.ts';
import { createBackup } from '../../src/server/services/backup/write-backup.ts';
import { UPLOAD_MESSAGES } from '../../src/server/services/uploads/store-upload.ts';
import { mediaStorageFromConfig } from '../../src/server/storage/default-storage.ts';
import { MediaStorageUnavailable, type MediaStorage } from '../../src/server/storage/media-storage.ts';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// s3rver checks signatures against its own fixed credentials; the SDK reads them from the environment, as in production.
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

const BUCKET = 'shop-media';
const RESTORED = 'shop-media-restored';

/** A local S3-protocol server on a free port of 127.0.0.1, keeping its objects in `dir`. */
async function startS3(dir: string, port = 0): Promise<{ server: S3rver; port: number; stop: () => Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: [
      { name: BUCKET, configs: [] },
      { name: RESTORED, configs: [] },
    ],
  });
  const address = (await server.run()) as { port: number };
  return {
    server,
    port: address.port,
    async stop() {
      const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
      http.closeAllConnections();
      await server.close();
    },
  };
}

const configFor = (port: number, bucket: string, dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: dataDir,
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    ...extra,
  } as NodeJS.ProcessEnv);

async function keysIn(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

const ring = {
  name: 'Armenian pomegranate ring',
  desc: 'Sterling silver with a hand-painted enamel pomegranate.',
  price: 168.64,
  weight: 12,
  category: 'jerusalem-jewelry',
  subCategory: 'rings',
  color: 'silver',
  material: 'Silver',
  sizeQuantities: [{ size: '7', quantity: 3 }],
};

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();

describe('pictures in an S3-compatible bucket (s3rver)', () => {
  let root: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let storage: MediaStorage;
  let app: TestApp;
  let site: ReturnType<typeof createSiteApp>;
  let admin: Caller;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 's3media-'));
    s3 = await startS3(path.join(root, 's3'));
    storage = mediaStorageFromConfig(configFor(s3.port, BUCKET, path.join(root, 'data')));
    app = await createTestApp('pglite', { mediaStorage: storage });
    ({ administrator: admin } = await everyone(app));
    site = createSiteApp(app.services, { siteDir: () => null, logRequests: false });
  });

  afterAll(async () => {
    await app?.close();
    await s3?.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A picture uploaded to `target` with these headers (an administrator's). */
  const uploadTo = (target: TestApp, headers: Record<string, string>, data: Uint8Array) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(data)], 'photo.jpg', { type: 'image/jpeg' }));
    return target.request('/post/file/upload', { method: 'POST', headers, body: form });
  };
  const upload = (data: Uint8Array, headers: Record<string, string> = {}) =>
    uploadTo(app, { ...admin.headers, ...headers }, data);
  const media = (url: string, method = 'GET') => site.request(`http://shop.test${url}`, { method });

  it('stores an upload and its renditions in the bucket, and nothing in DATA_DIR/media', async () => {
    const res = await upload(await photo());
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const keys = await keysIn(storage);
    for (const width of IMAGE_WIDTHS) expect(keys).toContain(imageVariant(url, width).slice('/media/'.length));
    expect(fs.existsSync(path.join(root, 'data', 'media'))).toBe(false);
  });

  it('streams /media/* from the bucket with its type, length and cache headers; 404 for a missing key', async () => {
    const { url } = await (await upload(await photo())).json();
    const res = await media(imageVariant(url, 320));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });

    const head = await media(url, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);

    for (const missing of ['/media/uploads/00/nothing.webp', '/media/uploads/', '/media/seed/Bad%20Name.webp']) {
      const res404 = await media(missing);
      expect(res404.status, missing).toBe(404);
      expect(res404.headers.get('cache-control') ?? '', missing).not.toContain('immutable');
    }
  });

  it('deletes every rendition of a picture from the bucket', async () => {
    const { url } = await (await upload(await photo())).json();
    const keys = IMAGE_WIDTHS.map((w) => imageVariant(url, w).slice('/media/'.length));
    for (const key of keys) await storage.remove(key);
    const left = await keysIn(storage);
    for (const key of keys) expect(left).not.toContain(key);
    expect((await media(url)).status).toBe(404);
  });

  it('draws a seed picture asked for into the bucket, once, and serves it from there', async () => {
    const jobs = seedImageJobs(app.services.content).slice(0, 2);
    const drawer = new SeedPictureDrawer(storage, jobs, { concurrency: 1 });
    const drawingSite = createSiteApp(app.services, {
      siteDir: () => null,
      drawMissingMedia: (url) => drawer.draw(url),
      logRequests: false,
    });
    const url = imageVariant(jobs[0]!.url, 640);
    const res = await drawingSite.request(`http://shop.test${url}`);
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 640 });
    expect(await storage.exists(url.slice('/media/'.length))).toBe(true);
    // The rest in the background; a second run finds them all in one listing.
    expect((await drawer.drawAll()).written).toBe(2);
    expect(await drawer.drawAll()).toMatchObject({ written: 0, skipped: 2 });
  });

  it('links pictures to MEDIA_PUBLIC_URL when it is set', async () => {
    const config = configFor(s3.port, BUCKET, path.join(root, 'data'), { MEDIA_PUBLIC_URL: 'https://cdn.example/m/' });
    expect(config.mediaPublicUrl).toBe('https://cdn.example/m');
    const linked = await createTestApp('pglite', {
      mediaStorage: storage,
      config: { ...app.services.config, ...config },
    });
    try {
      const { administrator } = await everyone(linked);
      const res = await uploadTo(linked, administrator.headers, await photo());
      expect(res.status).toBe(201);
      const { url } = await res.json();
      expect(url).toMatch(/^https:\/\/cdn\.example\/m\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      expect(await storage.exists(url.slice('https://cdn.example/m/'.length))).toBe(true);

      // The editor sends the link back; the row keeps the /media URL, and every answer links the CDN.
      const created = await linked.request(`/post/${encodeURIComponent(administrator.login)}`, {
        method: 'POST',
        headers: administrator.headers,
        json: { ...ring, imageUrls: [url] },
      });
      expect(created.status).toBe(201);
      const product = await created.json();
      expect(product.imageUrls).toEqual([url]);
      const [row] = await linked.services.database.db
        .select({ imageUrls: products.imageUrls })
        .from(products)
        .where(eq(products.id, product.id));
      expect(row!.imageUrls).toEqual([url.replace('https://cdn.example/m/', '/media/')]);
      expect((await (await linked.request(`/post/${product.id}`)).json()).imageUrls).toEqual([url]);
      expect(imageSrcSet(url)).toContain(`${url.replace(/\.webp$/, '-w320.webp')} 320w`);
    } finally {
      await linked.close();
    }
  });

  it('reports the bucket in /api/health', async () => {
    const res = await app.request('/health');
    expect((await res.json()).media).toMatchObject({ storage: 's3', answers: true });
  });

  it('answers 503 in the caller’s language when the bucket is down, and writes nothing', async () => {
    const before = await keysIn(storage);
    const productsBefore = await app.services.database.db.$count(products);
    await s3.stop();
    try {
      for (const locale of ['en', 'hy', 'ru'] as const) {
        const res = await upload(await photo(), { 'accept-language': locale });
        expect(res.status, locale).toBe(503);
        expect(await res.json()).toEqual({ message: wordsOf(UPLOAD_MESSAGES.storageDown, locale) });
      }
      expect((await media('/media/uploads/00/x.webp')).status).toBe(503);
      const health = await (await app.request('/health')).json();
      expect(health).toMatchObject({ status: 'ok', media: { storage: 's3', answers: false, ms: null } });
    } finally {
      s3 = await startS3(path.join(root, 's3'), s3.port);
    }
    expect(await keysIn(storage)).toEqual(before);
    expect(await app.services.database.db.$count(products)).toBe(productsBefore);
  });

  it('removes the renditions it stored when the bucket fails half-way through an upload', async () => {
    const before = await keysIn(storage);
    let creates = 0;
    const failing: MediaStorage = {
      ...storage,
      async create(key, data, type) {
        if (++creates === 3) throw new MediaStorageUnavailable('the bucket went away');
        await storage.create(key, data, type);
      },
    };
    const flaky = await createTestApp('pglite', { mediaStorage: failing });
    try {
      const { administrator } = await everyone(flaky);
      const res = await uploadTo(flaky, administrator.headers, await photo());
      expect(res.status).toBe(503);
      expect(creates).toBe(3);
    } finally {
      await flaky.close();
    }
    expect(await keysIn(storage)).toEqual(before);
  });

  it('backs up the bucket’s objects and restores them into the configured bucket', async () => {
    const dataDir = path.join(root, 'backup-data');
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = await keysIn(storage);
    expect(keys.length).toBeGreaterThan(4);
    const file = path.join(root, 'shop.tar.gz');
    const backup = await createBackup(app.services.database, dataDir, new Date(), storage);
    expect(backup.manifest.media.files).toBe(keys.length);
    await saveBackup(backup.stream, file);

    const target = configFor(s3.port, RESTORED, path.join(root, 'restored-data'));
    const restored = mediaStorageFromConfig(target);
    await restored.create('old/left-over.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await expect(restoreBackup(target, file, { force: false })).rejects.toThrow(/media bucket .* holds objects/);
    const result = await restoreBackup(target, file, { force: true });
    expect(result.mediaFiles).toBe(keys.length);
    expect(await keysIn(restored)).toEqual(keys);
    const [original, copy] = await Promise.all(
      [storage, restored].map(async (s) =>
        Buffer.from(await new Response((await s.read(keys[0]!))!.body).arrayBuffer()),
      ),
    );
    expect(copy.equals(original!)).toBe(true);
    expect(fs.existsSync(path.join(root, 'restored-data', 'media'))).toBe(false);
  });
  it('lists a bucket of more than a thousand objects, page by page', async () => {
    const before = (await keysIn(storage)).length;
    const tiny = new Uint8Array([0]);
    for (let start = 0; start < 1050; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => storage.create(`many/${start + i}.webp`, tiny, 'image/webp')),
      );
    }
    const keys = await keysIn(storage);
    expect(keys.length).toBe(before + 1050);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
