import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariant } from '../../lib/images.ts';
import { defaultContent } from '../content/load.ts';
import { drawRendition, mediaPath, seedImageJobs, type ImageJob } from './images.ts';
import { SeedPictureDrawer } from './picture-drawer.ts';

const jobs = seedImageJobs(defaultContent());
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-drawer-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The real drawing, with a record of each call (the rendition's URL) in order. */
function recorded(delayMs = 0) {
  const calls: string[] = [];
  const draw: typeof drawRendition = async (dir, job, width) => {
    calls.push(imageVariant(job.url, width));
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await drawRendition(dir, job, width);
  };
  return { calls, draw };
}

const urlsOf = (job: ImageJob) => IMAGE_WIDTHS.map((width) => imageVariant(job.url, width));

describe('SeedPictureDrawer', () => {
  it('draws a missing rendition once, however many ask for it at the same time', async () => {
    const { calls, draw } = recorded();
    const drawer = new SeedPictureDrawer(dataDir, jobs, { drawRendition: draw });
    const url = imageVariant(jobs[0]!.url, 320);
    expect(await Promise.all(Array.from({ length: 8 }, () => drawer.draw(url)))).toEqual(Array(8).fill(true));
    expect(calls).toEqual([url]);
    expect(await sharp(mediaPath(dataDir, url)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    // Asked again later, the file is there: nothing is drawn.
    expect(await drawer.draw(url)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('draws nothing for a URL that is not a seed rendition', async () => {
    const { calls, draw } = recorded();
    const drawer = new SeedPictureDrawer(dataDir, jobs, { drawRendition: draw });
    const seed = jobs[0]!.url;
    for (const url of [
      '/media/seed/no-such-picture.webp',
      seed.replace('.webp', '-w500.webp'),
      seed.replace('/media/seed/', '/media/products/'),
      seed.replace('/media/seed/', '/media/seed/../seed/'),
      seed.replace('/media/', '/media/%2e%2e/'),
      seed.slice('/media'.length),
      `${seed}?w=320`,
    ]) {
      expect(drawer.knows(url), url).toBe(false);
      expect(await drawer.draw(url), url).toBe(false);
    }
    expect(calls).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
  });

  it('draws what a page asks for ahead of the background work', async () => {
    const { calls, draw } = recorded(5);
    const drawer = new SeedPictureDrawer(dataDir, jobs, { concurrency: 1, drawRendition: draw });
    const background = jobs.slice(0, 4);
    const all = drawer.drawAll(background);
    const wanted = imageVariant(background[3]!.url, 1200);
    await drawer.draw(wanted);
    // At most the one rendition already being drawn went first.
    expect(calls.indexOf(wanted)).toBeLessThanOrEqual(1);
    expect(await all).toMatchObject({ written: 4, skipped: 0 });
    // The background did not draw it a second time.
    expect(calls.filter((url) => url === wanted)).toHaveLength(1);
    expect(calls).toHaveLength(16);
    for (const url of background.flatMap(urlsOf)) expect(fs.existsSync(mediaPath(dataDir, url)), url).toBe(true);
  });

  it('draws the pictures in the order given, and only what is missing', async () => {
    const { calls, draw } = recorded();
    const drawer = new SeedPictureDrawer(dataDir, jobs, { concurrency: 1, drawRendition: draw });
    const [first, second] = [jobs.at(-1)!, jobs[0]!];
    await drawer.draw(imageVariant(second.url, 640));
    calls.length = 0;
    expect(await drawer.drawAll([first, second])).toMatchObject({ written: 2, skipped: 0 });
    expect(calls).toEqual([...urlsOf(first), ...urlsOf(second).filter((url) => !url.includes('-w640'))]);
    calls.length = 0;
    expect(await drawer.drawAll([first, second])).toMatchObject({ written: 0, skipped: 2 });
    expect(calls).toEqual([]);
    expect(fs.readdirSync(path.dirname(mediaPath(dataDir, first.url))).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('stops the background drawing when asked, finishing only what it had started', async () => {
    const { calls, draw } = recorded(20);
    const drawer = new SeedPictureDrawer(dataDir, jobs, { concurrency: 1, drawRendition: draw });
    const all = drawer.drawAll(jobs.slice(0, 4));
    await drawer.stop();
    expect(calls).toHaveLength(1);
    expect(fs.existsSync(mediaPath(dataDir, calls[0]!))).toBe(true);
    expect(await all).toMatchObject({ written: 1, skipped: 3 });
    // Asked for afterwards, pictures are drawn again.
    const later = imageVariant(jobs[2]!.url, 960);
    expect(await drawer.draw(later)).toBe(true);
    expect(calls.at(-1)).toBe(later);
  });
});
