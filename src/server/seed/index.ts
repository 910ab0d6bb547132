/** The seed catalog: a deterministic generator, its pictures, and the functions that put both in place. */
export { DEFAULT_PRODUCT_COUNT, SEED_ANCHOR, generateCatalog, seedImagePool, seedImageUrl } from './generate.ts';
export type { GenerateOptions, SeedCatalog, SeedImageRef, SeedProduct, SeedSize } from './generate.ts';
export { mediaPath, seedImageJobs } from './images.ts';
export { ensureSeedImages, seedPictureDrawer, SeedPictureDrawer } from './picture-drawer.ts';
export type { EnsureImagesResult } from './picture-drawer.ts';
export { ensureSeeded, seedCatalog } from './seed.ts';
export type { EnsureSeededResult, SeedOptions, SeedResult } from './seed.ts';
export { syncCategories } from '../content/sync-categories.ts';
