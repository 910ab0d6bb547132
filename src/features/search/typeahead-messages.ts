/** The words the type-ahead shows or announces, written into the page by HeaderSearch.astro. */
export interface TypeaheadMessages {
  /** "{count} suggestions…" per plural category of the page's language. */
  count: Partial<Record<Intl.LDMLPluralRule, string>>;
  none: string;
  failed: string;
  category: string;
}
