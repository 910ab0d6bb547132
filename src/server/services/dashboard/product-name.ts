import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** The name of product `p` in `locale` as the catalog shows it: English where no translation was written. */
export function productNameIn(locale: Locale): SQL {
  if (locale === 'hy') return sql`coalesce(nullif(p.name_hy, ''), p.name)`;
  if (locale === 'ru') return sql`coalesce(nullif(p.name_ru, ''), p.name)`;
  return sql`p.name`;
}
