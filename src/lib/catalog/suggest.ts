/**
 * Type-ahead suggestions: which queries are asked, how a name matches, and how the answer's seats are shared
 * between products and categories. Pure code, shared by the header's script and the server.
 */

/** At most this many suggestions in all. */
export const SUGGEST_LIMIT = 8;
/** Categories take at most this many seats while products can fill the rest. */
export const MAX_CATEGORY_SUGGESTIONS = 3;
/** Fewer letters match half the catalog: nothing is asked before two. */
export const MIN_SUGGEST_QUERY = 2;
export const MAX_SUGGEST_QUERY = 100;

export type SuggestQueryProblem = 'missing' | 'short' | 'long' | 'nul';

/** Trimmed, inner spaces collapsed, lower-cased: the form the server matches and caches by. */
export function suggestQueryText(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Why a typed text is not asked about, or undefined when it is fine. Lengths count letters, not UTF-16 units. */
export function suggestQueryProblem(raw: string | undefined): SuggestQueryProblem | undefined {
  if (raw === undefined) return 'missing';
  if (raw.includes('\u0000')) return 'nul';
  const length = [...suggestQueryText(raw)].length;
  if (length < MIN_SUGGEST_QUERY) return 'short';
  if (length > MAX_SUGGEST_QUERY) return 'long';
  return undefined;
}

/**
 * How well `text` matches the normalized `query` (lower is better): 0 starts with it, 1 a later word starts with
 * it, 2 contains it; undefined when it does not contain it. The SQL of the product suggestions orders by the same
 * tiers.
 */
export function matchTier(text: string, query: string): 0 | 1 | 2 | undefined {
  const lower = text.toLowerCase();
  const at = lower.indexOf(query);
  if (at < 0) return undefined;
  if (at === 0) return 0;
  return /[\s\-–—,.(/]/.test(lower[at - 1] ?? '') || lower.includes(` ${query}`) ? 1 : 2;
}

/** A category or sub-category as the suggestions offer it. */
export interface CategoryEntry {
  /** As shown, in the page's language. */
  title: string;
  /** The wordings it is found by: its own title in the page's language and in English. */
  names: readonly string[];
  /** The listing's path without the language prefix. */
  route: string;
}

/**
 * The categories matching `query`, best first: by tier over any of its names, then the shorter title, then the
 * tree's order. One entry per route.
 */
export function pickCategories(
  entries: readonly CategoryEntry[],
  query: string,
  limit = SUGGEST_LIMIT,
): Array<{ title: string; route: string }> {
  const seen = new Set<string>();
  const matches: Array<{ entry: CategoryEntry; tier: number; order: number }> = [];
  entries.forEach((entry, order) => {
    if (seen.has(entry.route)) return;
    const tiers = entry.names.map((text) => matchTier(text, query)).filter((t) => t !== undefined);
    if (!tiers.length) return;
    seen.add(entry.route);
    matches.push({ entry, tier: Math.min(...tiers), order });
  });
  matches.sort((a, b) => a.tier - b.tier || a.entry.title.length - b.entry.title.length || a.order - b.order);
  return matches.slice(0, limit).map(({ entry }) => ({ title: entry.title, route: entry.route }));
}

/**
 * Shares the seats: categories keep up to MAX_CATEGORY_SUGGESTIONS, products fill the rest, and when products are
 * few the categories may take their empty seats. Both lists arrive ranked.
 */
export function shareSeats<P, C>(
  products: readonly P[],
  categories: readonly C[],
  limit = SUGGEST_LIMIT,
): { products: P[]; categories: C[] } {
  const categorySeats = Math.min(categories.length, MAX_CATEGORY_SUGGESTIONS);
  const shownProducts = products.slice(0, limit - categorySeats);
  return { products: shownProducts, categories: categories.slice(0, limit - shownProducts.length) };
}
