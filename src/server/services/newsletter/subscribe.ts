import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/** Subscribes an address (lower-cased). Subscribing again is harmless: it re-activates and updates the language. */
export async function subscribe(database: Database, email: string, locale: string): Promise<void> {
  await database.db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase(), locale })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribed: false, locale: sql`excluded.locale` },
    });
}
