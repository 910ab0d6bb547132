import { SearchIndex, type IndexedProduct } from './search-index.ts';

export interface LiveSearchIndexOptions {
  /** Catalogs larger than this are searched by the database alone; 0 turns the index off. */
  maxProducts: number;
  /**
   * An index this old is built again in the background (and serves meanwhile): the bound on how long a change
   * made behind the shop's back (by hand in the database) stays unseen. Every change made through the shop drops
   * the index at once.
   */
  maxAgeMs: number;
}

/** After a failed build (database busy or down), searches go to the database this long before the next try. */
const RETRY_AFTER_MS = 5000;

/** Reads what the index keeps of the products in the shop: all of them, or those of `ids`. */
export type IndexedProductsLoader = (ids?: readonly number[]) => Promise<IndexedProduct[]>;

/**
 * The search index of the catalog as it is now, or none: built in the background on the first search, dropped by
 * every change to the catalog (from the same notice that empties the caches, so in every instance) and built again
 * on the next search. Meanwhile searches go to the database, so none waits for a build and none is answered from a
 * catalog older than the last change: a build that a change overtook is thrown away.
 *
 * Most changes are stock (every order), which the index does not hold: after a change to named products
 * (`productsChanged`) their rows are read again, and if none of what the index keeps moved, it serves again at once
 * instead of being built anew.
 */
export class LiveSearchIndex {
  options: LiveSearchIndexOptions;
  readonly #load: IndexedProductsLoader;
  #index: SearchIndex | undefined;
  /** The last index, set aside while the products changed since (#changedIds) are read again. */
  #checking: SearchIndex | undefined;
  #changedIds = new Set<number>();
  #builtAt = 0;
  #building: Promise<void> | undefined;
  /** Bumped by every drop: a build that started before it is not kept. */
  #generation = 0;
  /** The generation whose catalog was too large to index (no new build until a change). */
  #tooLargeIn = -1;
  #retryAt = 0;
  #builds = 0;

  constructor(load: IndexedProductsLoader, options: LiveSearchIndexOptions) {
    this.#load = load;
    this.options = options;
  }

  /** The index if it is current; otherwise undefined, and a build is started if none runs. */
  current(now = Date.now()): SearchIndex | undefined {
    const fresh = this.#index && now - this.#builtAt < this.options.maxAgeMs;
    if (!fresh && this.#mayBuild(now)) this.#building = this.#build(now);
    return this.#index;
  }

  /** The index once a build has run (tests and benchmarks); undefined if the catalog is not indexed. */
  async ready(): Promise<SearchIndex | undefined> {
    if (!this.#index && this.#mayBuild(0)) this.#building = this.#build(Date.now());
    await this.#building;
    return this.#index;
  }

  /** Anything in the catalog may have changed: the index goes, and the next search starts a build. */
  drop(): void {
    this.#generation += 1;
    this.#index = undefined;
    this.#checking = undefined;
    this.#changedIds.clear();
    this.#retryAt = 0;
  }

  /**
   * These products changed: until their rows are read again searches go to the database; then the index serves
   * again if none of what it keeps of them moved, and is built anew otherwise.
   */
  productsChanged(ids: readonly number[]): void {
    const last = this.#index ?? this.#checking;
    const pending = [...this.#changedIds, ...ids];
    this.drop();
    if (!last) return;
    if (pending.length === 0) {
      this.#index = last;
      return;
    }
    this.#checking = last;
    for (const id of pending) this.#changedIds.add(id);
    const generation = this.#generation;
    this.#load([...this.#changedIds]).then(
      (rows) => {
        if (generation !== this.#generation) return;
        if (last.holdsAsIs([...this.#changedIds], rows)) this.#index = last;
        this.#checking = undefined;
        this.#changedIds.clear();
      },
      () => {
        if (generation === this.#generation) this.drop();
      },
    );
  }

  stats(): { products: number | null; builds: number } {
    return { products: this.#index?.size ?? null, builds: this.#builds };
  }

  #mayBuild(now: number): boolean {
    return (
      !this.#building &&
      !this.#checking &&
      this.options.maxProducts > 0 &&
      this.#tooLargeIn !== this.#generation &&
      now >= this.#retryAt
    );
  }

  async #build(startedAt: number): Promise<void> {
    const generation = this.#generation;
    try {
      const products = await this.#load();
      if (generation !== this.#generation) return;
      if (products.length > this.options.maxProducts) {
        this.#tooLargeIn = generation;
        this.#index = undefined;
      } else {
        this.#index = new SearchIndex(products);
        this.#builtAt = startedAt;
        this.#builds += 1;
      }
    } catch {
      this.#retryAt = Date.now() + RETRY_AFTER_MS;
    } finally {
      this.#building = undefined;
    }
  }
}
