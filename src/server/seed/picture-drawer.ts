import os from 'node:os';
import path from 'node:path';
import PQueue from 'p-queue';
import type { Content } from '../../lib/content/types.ts';
import { IMAGE_WIDTHS, imageVariant, type ImageWidth } from '../../lib/images.ts';
import { keyOfMediaUrl, type MediaStorage } from '../storage/media-storage.ts';
import { drawRendition, seedImageJobs, storageOf, type ImageJob } from './images.ts';

/**
 * Draws the seed pictures into the media storage ($DATA_DIR/media, or the bucket of MEDIA_STORAGE=s3), one rendition (a picture at one width) at a time, through one queue
 * per data folder. A first start serves its pages before every picture is drawn, so a page may ask for a rendition
 * that is not there yet: `draw` puts it ahead of the background work, and a rendition asked for twice is drawn once
 * (the second ask waits for the first). Only the seed pictures' own renditions can be drawn: any other /media path
 * stays what it is in the storage.
 */

const URGENT = 1;
const BACKGROUND = 0;

/**
 * sharp runs on libuv's thread pool (4 threads), which also serves the file reads of every request: drawing on at
 * most 3 of them, and no more than there are cores, keeps pages flowing while pictures are drawn.
 */
export function defaultDrawingConcurrency(): number {
  return Math.max(1, Math.min(3, os.availableParallelism()));
}

export interface EnsureImagesResult {
  /** Pictures of which at least one rendition was drawn. */
  written: number;
  /** Pictures whose renditions were all there already. */
  skipped: number;
  ms: number;
}

interface Rendition {
  job: ImageJob;
  width: ImageWidth;
  key: string;
}

export interface DrawerOptions {
  /** Renditions drawn at a time (default `defaultDrawingConcurrency()`). */
  concurrency?: number;
  /** How one rendition is drawn (default images.ts `drawRendition`); tests count the calls. */
  drawRendition?: typeof drawRendition;
}

export class SeedPictureDrawer {
  /** What drawRendition is handed: the data folder, or the storage. */
  readonly #target: string | MediaStorage;
  readonly #storage: MediaStorage;
  readonly #queue: PQueue;
  readonly #drawRendition: typeof drawRendition;
  /** Every rendition that may be drawn, by its /media URL. */
  readonly #renditions = new Map<string, Rendition>();
  /** Renditions queued or being drawn, by key; each resolves true when this drawer wrote the file. */
  readonly #drawing = new Map<string, Promise<boolean>>();
  readonly #started = new Set<string>();
  /** Aborted by `stop`: background renditions not started by then are skipped. */
  #background = new AbortController();

  /** `target`: a data folder (its media folder) or a media storage. */
  constructor(target: string | MediaStorage, jobs: ImageJob[], options: DrawerOptions = {}) {
    this.#target = target;
    this.#storage = storageOf(target);
    this.#queue = new PQueue({ concurrency: options.concurrency ?? defaultDrawingConcurrency() });
    this.#drawRendition = options.drawRendition ?? drawRendition;
    this.register(jobs);
  }

  /** Adds pictures this drawer may draw (a URL it already knows keeps its first drawing). */
  register(jobs: ImageJob[]): void {
    for (const job of jobs) {
      for (const width of IMAGE_WIDTHS) {
        const url = imageVariant(job.url, width);
        const key = keyOfMediaUrl(url);
        if (key && !this.#renditions.has(url)) this.#renditions.set(url, { job, width, key });
      }
    }
  }

  /** How many pictures are drawn at a time (fewer while a site build needs the cores). */
  get concurrency(): number {
    return this.#queue.concurrency;
  }

  set concurrency(n: number) {
    this.#queue.concurrency = n;
  }

  /** True when `url` names a rendition of a seed picture. */
  knows(url: string): boolean {
    return this.#renditions.has(url);
  }

  /**
   * Makes sure the rendition at `url` exists, drawing it now, ahead of the background work, when it does not.
   * Resolves false, drawing nothing, when `url` names no seed picture.
   */
  async draw(url: string): Promise<boolean> {
    const rendition = this.#renditions.get(url);
    if (!rendition) return false;
    await this.#schedule(rendition, URGENT);
    return true;
  }

  /**
   * Draws every missing rendition of `jobs` (default: every picture this drawer knows), picture by picture in the
   * given order, behind any `draw`. A second start finds them all and returns after one listing of the storage
   * (a stat per file in the folder; a LIST per thousand keys in a bucket).
   */
  async drawAll(jobs?: ImageJob[]): Promise<EnsureImagesResult> {
    const started = performance.now();
    if (jobs) this.register(jobs);
    const pictures = jobs ?? [...new Set([...this.#renditions.values()].map((r) => r.job))];
    let written = 0;
    const stopped = this.#background.signal;
    // One listing instead of a look-up per rendition (a HEAD each, in a bucket); null: look each up after all.
    const present = this.#listKeys();
    await Promise.all(
      pictures.map(async (job) => {
        const renditions = IMAGE_WIDTHS.map((width) => this.#renditions.get(imageVariant(job.url, width))).filter(
          (r) => r !== undefined,
        );
        const drawn = await Promise.all(renditions.map((r) => this.#schedule(r, BACKGROUND, stopped, present)));
        if (drawn.some(Boolean)) written += 1;
      }),
    );
    return { written, skipped: pictures.length - written, ms: Math.round(performance.now() - started) };
  }

  /**
   * Skips the background renditions not started yet (their drawAll resolves with what it drew) and waits for those
   * being drawn, so a closing shop writes nothing after it let go of its data folder. Later calls draw again.
   */
  async stop(): Promise<void> {
    this.#background.abort();
    this.#background = new AbortController();
    await this.#queue.onIdle();
  }

  async #listKeys(): Promise<Set<string> | null> {
    try {
      const keys = new Set<string>();
      for await (const { key } of this.#storage.list()) keys.add(key);
      return keys;
    } catch {
      return null;
    }
  }

  #schedule(
    rendition: Rendition,
    priority: number,
    stopped?: AbortSignal,
    present?: Promise<Set<string> | null>,
  ): Promise<boolean> {
    const { key: file } = rendition;
    const queued = this.#drawing.get(file);
    if (queued) {
      if (priority === URGENT && !this.#started.has(file)) this.#queue.setPriority(file, URGENT);
      return queued;
    }
    const drawing = this.#queue
      .add(
        async () => {
          this.#started.add(file);
          // Drawn meanwhile (by an earlier ask that has finished, or by another process sharing the folder).
          if (stopped?.aborted) return false;
          const listed = await present;
          // Listed: there. Otherwise one look-up, as it may have been drawn since the listing.
          if (listed?.has(file) || (await this.#storage.exists(file))) return false;
          await this.#drawRendition(this.#target, rendition.job, rendition.width);
          return true;
        },
        { id: file, priority },
      )
      .finally(() => {
        this.#drawing.delete(file);
        this.#started.delete(file);
      });
    this.#drawing.set(file, drawing);
    return drawing;
  }
}

const drawers = new Map<string, SeedPictureDrawer>();

/**
 * The one drawer of a data folder in this process, shared by the shop's /media route, its background drawing and
 * `npm run seed` through the shop, so they never draw one rendition twice at the same time.
 */
export function seedPictureDrawer(target: string | MediaStorage, content: Content): SeedPictureDrawer {
  const resolved = typeof target === 'string' ? path.resolve(target) : target;
  const storage = storageOf(resolved);
  const key = `${storage.kind}:${storage.name}`;
  let drawer = drawers.get(key);
  if (!drawer) drawers.set(key, (drawer = new SeedPictureDrawer(resolved, seedImageJobs(content))));
  return drawer;
}

/** Draws whatever of the seed pictures (or of `jobs`) is missing from `target` (a data folder, or a storage). */
export function ensureSeedImages(
  target: string | MediaStorage,
  content: Content,
  jobs: ImageJob[] = seedImageJobs(content),
): Promise<EnsureImagesResult> {
  return seedPictureDrawer(target, content).drawAll(jobs);
}
