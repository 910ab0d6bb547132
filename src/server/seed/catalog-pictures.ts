import { desc, isNull } from 'drizzle-orm';
import type { Content } from '../../lib/content/types.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { seedImageJobs, type ImageJob } from './images.ts';

/**
 * The seed pictures the shop shows, in the order a visitor meets them: the home page's category cards, then the
 * pictures of the products on sale, newest first (the listings' default order). Pool pictures no product uses are
 * left out: nothing shows them, and one asked for anyway is drawn on request.
 */
export async function catalogPictures(database: Database, content: Content): Promise<ImageJob[]> {
  const jobs = new Map(seedImageJobs(content).map((job) => [job.url, job]));
  const rows = await database.db
    .select({ imageUrls: products.imageUrls })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.createdAt), desc(products.id));
  const urls = new Set([...content.categories.map((c) => c.image), ...rows.flatMap((row) => row.imageUrls)]);
  return [...urls].flatMap((url) => jobs.get(url) ?? []);
}
