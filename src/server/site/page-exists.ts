import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, products } from '../db/schema.ts';
import type { PageSubject } from './page-subject.ts';

/** Whether the product (in the shop, not deleted) or the order a page is about exists: its page answers 404 when not. */
export async function pageSubjectExists(db: Db, subject: PageSubject): Promise<boolean> {
  if (subject.kind === 'product') {
    if (subject.id < 1) return false;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, subject.id), isNull(products.deletedAt)))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, subject.id)).limit(1);
  return rows.length > 0;
}
