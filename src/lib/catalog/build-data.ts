/**
 * The catalog as a build sees it: read once from the shop's API (CATALOG_API_URL, default the local server) and
 * shared by every page of the build. Pages import `buildCatalog()`; the promise is memoized at module level, so a
 * 10,000-product build makes about a hundred requests in total, not one per page.
 */
import { indexCatalog, type CatalogIndex } from './catalog-index.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Product } from '../api/product.ts';

const PAGE = 100;
const PARALLEL = 4;

export function catalogApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  const local = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 4321}/api`;
  return (env.CATALOG_API_URL || local).replace(/\/+$/, '');
}

async function searchPage(api: string, page: number, locale: Locale): Promise<{ products: Product[]; total: number }> {
  const body = JSON.stringify({ sortField: 'dateCreated', asc: true, page, size: PAGE });
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(`${api}/posts/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
        body,
      });
      if (!res.ok)
        throw new Error(`POST ${api}/posts/search answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const products = (await res.json()) as Product[];
      const total = Number(res.headers.get('x-total-count') ?? products.length);
      return { products, total };
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  }
  throw lastError;
}

/**
 * Reads every product worded in `locale`, oldest first (so a product added mid-build only appends), without
 * duplicates.
 */
export async function fetchAllProducts(api = catalogApiUrl(), locale: Locale = DEFAULT_LOCALE): Promise<Product[]> {
  let first: { products: Product[]; total: number };
  try {
    first = await searchPage(api, 1, locale);
  } catch (err) {
    throw new Error(
      `The build reads the catalog from CATALOG_API_URL=${api}, which did not answer (${(err as Error).message}). ` +
        'Start the shop (npm start) or point CATALOG_API_URL at a running one.',
    );
  }
  const pages = Math.ceil(first.total / PAGE);
  const rest: Product[][] = [];
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = [];
    for (let page = start; page < start + PARALLEL && page <= pages; page++) batch.push(searchPage(api, page, locale));
    for (const result of await Promise.all(batch)) rest.push(result.products);
  }
  const byId = new Map<number, Product>();
  for (const list of [first.products, ...rest]) for (const p of list) byId.set(p.id, p);
  return [...byId.values()];
}

// On globalThis, not in a module variable: the bundler may copy this module into several page chunks.
const MEMO = Symbol.for('shop.buildCatalog');
const memo = globalThis as { [MEMO]?: Partial<Record<Locale, Promise<CatalogIndex>>> };

/**
 * The whole catalog worded in `locale`, indexed for listings; fetched on first use and shared for the rest of the
 * build (one read per language).
 */
export function buildCatalog(locale: Locale = DEFAULT_LOCALE): Promise<CatalogIndex> {
  const perLocale = (memo[MEMO] ??= {});
  perLocale[locale] ??= fetchAllProducts(catalogApiUrl(), locale).then((products) => {
    console.log(`[catalog] ${products.length} products in ${locale} from ${catalogApiUrl()}`);
    return indexCatalog(products);
  });
  return perLocale[locale];
}
