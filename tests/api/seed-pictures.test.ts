import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray, isNull } from 'drizzle-orm';
import { imageVariant } from '../../src/lib/images.ts';
import { products } from '../../src/server/db/schema.ts';
import { catalogPictures } from '../../src/server/seed/catalog-pictures.ts';
import { drawRendition, mediaPath, seedImageJobs } from '../../src/server/seed/images.ts';
import { seedCatalog } from '../../src/server/seed/seed.ts';
import { SeedPictureDrawer } from '../../src/server/seed/picture-drawer.ts';
import { createSiteApp } from '../../src/server/server.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

/** /media on a first start: a seed picture not drawn yet is drawn when asked for; nothing else is. */
describe.each(databaseKinds)('seed pictures drawn on request (%s)', (kind) => {
  let t: TestApp;
  let root: string;
  let dataDir: string;
  let app: ReturnType<typeof createSiteApp>;
  const drawn: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-pictures-'));
    dataDir = path.join(root, 'data');
    fs.writeFileSync(path.join(root, 'secret.txt'), 'not a picture');
    const drawer = new SeedPictureDrawer(dataDir, seedImageJobs(t.services.content), {
      drawRendition: async (dir, job, width) => {
        drawn.push(imageVariant(job.url, width));
        await drawRendition(dir, job, width);
      },
    });
    app = createSiteApp(t.services, {
      siteDir: () => null,
      mediaDir: path.join(dataDir, 'media'),
      drawMissingMedia: (url) => drawer.draw(url),
      logRequests: false,
    });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, method = 'GET') => app.request(`http://shop.test${url}`, { method });
  const product = () => seedImageJobs(t.services.content)[3]!.url;
  const category = () => t.services.content.categories[0]!.image;

  it('answers a seed picture that is not on disk yet with the picture, and keeps it', async () => {
    const url = imageVariant(product(), 640);
    expect(fs.existsSync(mediaPath(dataDir, url))).toBe(false);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });
    expect(fs.existsSync(mediaPath(dataDir, url))).toBe(true);
    expect(drawn).toEqual([url]);
    expect((await get(url)).status).toBe(200);
    expect(drawn).toEqual([url]);
  });

  it('draws a picture that many ask for at once only once; every asker gets the same file', async () => {
    drawn.length = 0;
    const url = category();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(
      answers.map(async (res) => Buffer.from(await res.arrayBuffer()).toString('base64')),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(drawn).toEqual([url]);
  });

  it('answers HEAD as GET would, drawing the picture', async () => {
    drawn.length = 0;
    const url = imageVariant(product(), 320);
    const res = await get(url, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(drawn).toEqual([url]);
  });

  it('keeps 404 for anything that is not a seed picture, and draws nothing for it', async () => {
    drawn.length = 0;
    const seed = product();
    for (const url of [
      '/media/seed/no-such-picture.webp',
      seed.replace('.webp', '-w500.webp'),
      seed.replace('.webp', '.png'),
      '/media/products/2025/11/photo-that-was-never-uploaded.webp',
      '/media/categories/',
      '/media/',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
    }
    expect(drawn).toEqual([]);
  });

  it('refuses paths that try to leave the media folder', async () => {
    drawn.length = 0;
    // Some of these leave /media once the URL is normalized (%2e%2e is a dot segment) and reach the site instead,
    // which answers "getting ready" here: never the file, never a drawing.
    for (const url of [
      '/media/seed/..%2f..%2fsecret.txt',
      '/media/%2e%2e/%2e%2e/secret.txt',
      '/media/seed/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/media/seed/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/media/seed/..%5c..%5csecret.txt',
      '/media/.%2e/secret.txt',
    ]) {
      const res = await get(url);
      expect([404, 503], url).toContain(res.status);
      expect(await res.text(), url).not.toContain('not a picture');
    }
    expect(drawn).toEqual([]);
  });

  it('draws on GET and HEAD only', async () => {
    drawn.length = 0;
    const res = await get(imageVariant(product(), 960), 'POST');
    expect(res.status).toBe(405);
    expect(drawn).toEqual([]);
  });
});

describe.each(databaseKinds)('the pictures a fresh shop draws in the background (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedCatalog(t.services.database, t.services.content, {
      count: 24,
      dataDir: t.services.config.dataDir,
      images: false,
    });
  });
  afterAll(() => t.close());

  const liveProducts = () =>
    t.services.database.db
      .select()
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(desc(products.createdAt), desc(products.id));

  it('are the category cards, then the pictures of the products on sale, newest first, each once', async () => {
    const urls = (await catalogPictures(t.services.database, t.services.content)).map((job) => job.url);
    const categories = t.services.content.categories.map((c) => c.image);
    expect(urls.slice(0, categories.length)).toEqual(categories);
    expect(urls.slice(categories.length)).toEqual([...new Set((await liveProducts()).flatMap((p) => p.imageUrls))]);
  });

  it('leave out deleted products, uploads and pool pictures no product uses', async () => {
    const [newest, second] = await liveProducts();
    await t.services.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, newest!.id));
    await t.services.database.db
      .update(products)
      .set({ imageUrls: ['/media/products/2025/11/an-upload.webp', ...second!.imageUrls] })
      .where(inArray(products.id, [second!.id]));
    const urls = new Set((await catalogPictures(t.services.database, t.services.content)).map((job) => job.url));
    const shown = new Set([
      ...t.services.content.categories.map((c) => c.image),
      ...(await liveProducts()).flatMap((p) => p.imageUrls),
    ]);
    expect(urls.has('/media/products/2025/11/an-upload.webp')).toBe(false);
    for (const url of newest!.imageUrls) expect(urls.has(url), url).toBe(shown.has(url));
    expect(urls.size).toBeLessThan(seedImageJobs(t.services.content).length);
    for (const url of urls) expect(shown.has(url), url).toBe(true);
  });
});
