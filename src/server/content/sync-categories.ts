import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Content } from '../../lib/content/types.ts';
import type { Db } from '../db/client.ts';
import { categories, subCategories } from '../db/schema.ts';

/**
 * Makes the categories and sub_categories tables equal to content/categories.json: inserts and updates titles,
 * images and positions, and removes rows the content no longer has. Idempotent; run at every start.
 * Products keep their category text, so removing a category never removes a product.
 */
export async function syncCategories(db: Db, content: Pick<Content, 'categories'>): Promise<void> {
  const routes = content.categories.map((c) => c.route);
  await db.transaction(async (tx) => {
    if (routes.length) {
      await tx
        .insert(categories)
        .values(content.categories.map((c, position) => ({ route: c.route, title: c.title, image: c.image, position })))
        .onConflictDoUpdate({
          target: categories.route,
          set: { title: sql`excluded.title`, image: sql`excluded.image`, position: sql`excluded.position` },
        });
    }
    await tx.delete(categories).where(routes.length ? notInArray(categories.route, routes) : sql`true`);

    const subRows = content.categories.flatMap((c) =>
      c.subCategories.map((s, position) => ({ categoryRoute: c.route, route: s.route, title: s.title, position })),
    );
    if (subRows.length) {
      await tx
        .insert(subCategories)
        .values(subRows)
        .onConflictDoUpdate({
          target: [subCategories.categoryRoute, subCategories.route],
          set: { title: sql`excluded.title`, position: sql`excluded.position` },
        });
    }
    for (const c of content.categories) {
      await tx.delete(subCategories).where(
        and(
          eq(subCategories.categoryRoute, c.route),
          c.subCategories.length
            ? notInArray(
                subCategories.route,
                c.subCategories.map((s) => s.route),
              )
            : sql`true`,
        ),
      );
    }
  });
}
