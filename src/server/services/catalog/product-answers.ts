import { LRUCache } from 'lru-cache';
import type { Product, ProductWithTranslations } from '../../../lib/api/product.ts';
import { LOCALES, type Locale } from '../../../lib/i18n/locales.ts';
import { ReadyAnswer } from './ready-answer.ts';

/**
 * One product in one language as the API sends it: the Product (for carts and wish lists) and the answer to GET
 * /post/{id}, whose JSON is also the product's entry in a page of search results. Every language's words as stored
 * (the edit form's) are not kept: a shopper's page asks for price and stock, and an owner's edit form is read from
 * the database.
 */
export interface ProductAnswer {
  product: Product;
  answer: ReadyAnswer;
}

/** Reads these products (those in the shop) worded in `locale`. */
export type ProductLoader = (ids: number[], locale: Locale) => Promise<Map<number, ProductWithTranslations>>;

/** A product's words differ per language, so each language's answer is its own entry. */
const keyOf = (id: number, locale: Locale): string => `${locale}:${id}`;

export interface ProductAnswersOptions {
  /** At most this many products are kept (least recently read go first); 0 turns the cache off. */
  maxEntries: number;
  /** And at most this many bytes of JSON text (the objects beside them take about as much again). */
  maxBytes: number;
}

export interface ProductAnswersStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0 before the first read. */
  hitRate: number;
}

/**
 * Ready-to-send product answers in memory, one per product and language, filled on first read and dropped (in every
 * language) for exactly the products a write touched (`drop`, called after the write committed). Never stale: a load that was under way while a drop happened
 * is handed to its caller but not kept, since it may have read the row before the write committed. A product that
 * is not in the shop is not remembered (the next read asks again). Concurrent misses for one product share one load.
 */
export class ProductAnswers {
  #options: ProductAnswersOptions;
  /**
   * Least recently read first out, by count and by bytes. lru-cache keeps the order in a linked list of indexes: a
   * hit moves no Map entry (deleting and re-adding the key on every hit cost up to 3 µs each with 10,000 entries).
   */
  #entries: LRUCache<string, ProductAnswer>;
  #loading = new Map<string, Promise<ProductAnswer | undefined>>();
  /** Bumped by every drop: a load that started before it must not be kept. */
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(options: ProductAnswersOptions) {
    this.#options = options;
    this.#entries = boundedEntries(options);
  }

  get options(): Readonly<ProductAnswersOptions> {
    return this.#options;
  }

  /** New bounds start an empty cache. */
  set options(options: ProductAnswersOptions) {
    this.#options = { ...options };
    this.#entries = boundedEntries(options);
  }

  /** The answer kept for this product in `locale`, if any, without loading it (counted as a hit when found). */
  peek(id: number, locale: Locale): ProductAnswer | undefined {
    return this.#hit(keyOf(id, locale));
  }

  /** The answers for `ids` (those in the shop) in `locale`, loading the missing ones with one call of `load`. */
  async getMany(ids: readonly number[], locale: Locale, load: ProductLoader): Promise<Map<number, ProductAnswer>> {
    const found = new Map<number, ProductAnswer>();
    const missing: number[] = [];
    const waiting: Array<Promise<unknown>> = [];
    for (const id of new Set(ids)) {
      const hit = this.#hit(keyOf(id, locale));
      if (hit) {
        found.set(id, hit);
        continue;
      }
      const loading = this.#loading.get(keyOf(id, locale));
      if (loading) waiting.push(loading.then((answer) => answer && found.set(id, answer)));
      else missing.push(id);
    }
    this.#misses += missing.length;
    if (missing.length)
      waiting.push(
        this.#load(missing, locale, load).then((loaded) => loaded.forEach((answer, id) => found.set(id, answer))),
      );
    await Promise.all(waiting);
    return found;
  }

  /** One product's answer in `locale`, or undefined when it is not in the shop. */
  async get(id: number, locale: Locale, load: ProductLoader): Promise<ProductAnswer | undefined> {
    const hit = this.#hit(keyOf(id, locale));
    if (hit) return hit;
    return (await this.getMany([id], locale, load)).get(id);
  }

  #hit(key: string): ProductAnswer | undefined {
    const hit = this.#entries.get(key);
    if (hit) this.#hits += 1;
    return hit;
  }

  async #load(ids: number[], locale: Locale, load: ProductLoader): Promise<Map<number, ProductAnswer>> {
    const generation = this.#generation;
    const loading = load(ids, locale).then((products) => {
      const answers = new Map<number, ProductAnswer>();
      for (const [id, answer] of products) {
        const { translations: _, ...product } = answer;
        answers.set(id, { product: frozen(product), answer: new ReadyAnswer(JSON.stringify(product)) });
      }
      if (generation === this.#generation) for (const [id, answer] of answers) this.#store(keyOf(id, locale), answer);
      return answers;
    });
    const shared = loading.then(
      (answers) => answers,
      () => new Map<number, ProductAnswer>(),
    );
    const mine = new Map(ids.map((id) => [keyOf(id, locale), shared.then((answers) => answers.get(id))]));
    for (const [id, promise] of mine) this.#loading.set(id, promise);
    try {
      return await loading;
    } finally {
      for (const [id, promise] of mine) if (this.#loading.get(id) === promise) this.#loading.delete(id);
    }
  }

  #store(key: string, answer: ProductAnswer): void {
    const { maxEntries, maxBytes } = this.options;
    if (maxEntries <= 0 || bytesOf(answer) > maxBytes) return;
    this.#entries.set(key, answer);
  }

  /** Forgets these products in every language (or all): call after a write to them has committed. */
  drop(ids: Iterable<number> | 'all'): void {
    this.#generation += 1;
    if (ids === 'all') this.#entries.clear();
    else for (const id of ids) for (const locale of LOCALES) this.#entries.delete(keyOf(id, locale));
    // A load under way may have read the rows before the write: its callers get it, the cache does not keep it.
    this.#loading.clear();
  }

  stats(): ProductAnswersStats {
    const reads = this.#hits + this.#misses;
    return {
      entries: this.#entries.size,
      bytes: this.#entries.calculatedSize,
      hits: this.#hits,
      misses: this.#misses,
      hitRate: reads ? this.#hits / reads : 0,
    };
  }
}

function boundedEntries({ maxEntries, maxBytes }: ProductAnswersOptions): LRUCache<string, ProductAnswer> {
  return new LRUCache({ max: Math.max(1, maxEntries), maxSize: Math.max(1, maxBytes), sizeCalculation: bytesOf });
}

/** The bytes of JSON an answer keeps. */
const bytesOf = (answer: ProductAnswer): number => answer.answer.bytes.byteLength;

/** Shared between requests: a change by one caller would show in another's answer, so none is allowed. */
function frozen(product: Product): Product {
  for (const size of product.sizeQuantities) Object.freeze(size);
  Object.freeze(product.sizeQuantities);
  Object.freeze(product.imageUrls);
  Object.freeze(product.missingLanguages);
  return Object.freeze(product);
}
