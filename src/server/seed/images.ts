import path from 'node:path';
import sharp from 'sharp';
import type { Content } from '../../lib/content/types.ts';
import { imageVariant, type ImageWidth } from '../../lib/images.ts';
import { designs, type DesignKind } from './art/designs.ts';
import { backdrops, createCtx, place, scene, type Backdrop, type Ctx } from './art/kit.ts';
import { seedImagePool } from './generate.ts';
import { localFolderStorage } from '../storage/local-folder.ts';
import { keyOfMediaUrl, MediaKeyTaken, type MediaStorage } from '../storage/media-storage.ts';

/**
 * The seed pictures as vector art, and how one rendition (a picture at one width of src/lib/images.ts) becomes a
 * square WebP file in the media storage ($DATA_DIR/media or the bucket). picture-drawer.ts decides when each is drawn.
 */

export interface ImageJob {
  /** Stored URL, e.g. /media/seed/ceramic-bowl-1.webp (the 1200 px file). */
  url: string;
  /** The picture as an SVG document of size × size pixels. */
  svg: (size: number) => string;
}

/** The three pieces shown on each category's card: the main one in the middle, two in front. */
const categoryScenes: Record<string, { backdrop: Backdrop; items: [DesignKind, number][] }> = {
  'anointing-oil-and-biblical-perfumes': {
    backdrop: backdrops.sand,
    items: [
      ['oil-bottle', 0],
      ['perfume-bottle', 0],
      ['oil-bottle', 3],
    ],
  },
  'armenian-ceramics': {
    backdrop: backdrops.cream,
    items: [
      ['ceramic-plate', 1],
      ['ceramic-vase', 0],
      ['ceramic-bowl', 1],
    ],
  },
  'christian-gifts': {
    backdrop: backdrops.sky,
    items: [
      ['icon-wood', 0],
      ['cross-wood', 0],
      ['rosary', 2],
    ],
  },
  clothing: {
    backdrop: backdrops.stone,
    items: [
      ['tshirt', 0],
      ['kippa', 0],
      ['cap', 0],
    ],
  },
  'dead-sea-cosmetics': {
    backdrop: backdrops.mint,
    items: [
      ['cream-jar', 1],
      ['mud-jar', 0],
      ['soap', 2],
    ],
  },
  holidays: {
    backdrop: backdrops.blush,
    items: [
      ['hanukkiah', 0],
      ['bauble', 0],
      ['easter-egg', 0],
    ],
  },
  'holy-land-gifts': {
    backdrop: backdrops.sky,
    items: [
      ['print', 0],
      ['snow-globe', 0],
      ['plush', 0],
    ],
  },
  'jerusalem-jewelry': {
    backdrop: backdrops.lilac,
    items: [
      ['necklace-eilat', 0],
      ['ring', 0],
      ['bracelet-beads', 0],
    ],
  },
  'judaica-and-messianic-gifts': {
    backdrop: backdrops.cream,
    items: [
      ['menorah', 0],
      ['kiddush-cup', 0],
      ['shofar', 0],
    ],
  },
  'olive-wood-gifts': {
    backdrop: backdrops.sage,
    items: [
      ['nativity', 0],
      ['wood-camel', 0],
      ['wood-bible', 0],
    ],
  },
};

function variantOf(kind: DesignKind, index: number) {
  const list = designs[kind];
  return list[index % list.length]!;
}

function categoryScene(route: string, position: number): { backdrop: Backdrop; items: [DesignKind, number][] } {
  const known = categoryScenes[route];
  if (known) return known;
  // A category added to content/ later still gets a picture: three kinds from the pool, picked by position.
  const kinds = Object.keys(designs) as DesignKind[];
  return {
    backdrop: Object.values(backdrops)[position % Object.values(backdrops).length]!,
    items: [0, 1, 2].map((k) => [kinds[(position * 7 + k * 13) % kinds.length]!, 0] as [DesignKind, number]),
  };
}

function composeCategory(ctx: Ctx, items: [DesignKind, number][]): string {
  const [main, left, right] = items.map(([kind, i]) => variantOf(kind, i).draw(ctx));
  return place(main!, 300, 250, 0.68) + place(left!, 175, 375, 0.5) + place(right!, 425, 375, 0.5);
}

/** Every picture the seed catalog and the category cards need. */
export function seedImageJobs(content: Content): ImageJob[] {
  const products = seedImagePool().map(({ kind, variant, url }) => ({
    url,
    svg: (size: number) => {
      const v = designs[kind][variant]!;
      const ctx = createCtx(`${kind}-${variant}`);
      return scene(ctx, v.backdrop, v.draw(ctx), size);
    },
  }));
  const categories = content.categories.map((c, position) => ({
    url: c.image,
    svg: (size: number) => {
      const { backdrop, items } = categoryScene(c.route, position);
      const ctx = createCtx(`category-${c.route}`);
      return scene(ctx, backdrop, composeCategory(ctx, items), size);
    },
  }));
  return [...products, ...categories];
}

/** Where a /media URL lives on disk. */
export function mediaPath(dataDir: string, url: string): string {
  if (!url.startsWith('/media/')) throw new Error(`not a /media URL: ${url}`);
  return path.join(dataDir, 'media', ...url.slice('/media/'.length).split('/'));
}

/** The media storage a drawer writes to: a data folder's $DATA_DIR/media, or the storage itself. */
export function storageOf(target: string | MediaStorage): MediaStorage {
  return typeof target === 'string' ? localFolderStorage(path.join(target, 'media')) : target;
}

/**
 * Each width is drawn from the vector art: sharper than shrinking the widest one, and as fast (measured). Stored
 * with create(), which never replaces: a rendition another process stored meanwhile is the same picture, and kept.
 */
export async function drawRendition(target: string | MediaStorage, job: ImageJob, width: ImageWidth): Promise<void> {
  const key = keyOfMediaUrl(imageVariant(job.url, width));
  if (!key) throw new Error(`not a /media URL: ${job.url}`);
  const webp = await sharp(Buffer.from(job.svg(width)))
    .webp({ quality: 82, effort: width >= 960 ? 1 : 3 })
    .toBuffer();
  try {
    await storageOf(target).create(key, webp, 'image/webp');
  } catch (error) {
    if (!(error instanceof MediaKeyTaken)) throw error;
  }
}
