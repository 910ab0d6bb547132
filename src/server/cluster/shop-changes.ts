import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Logger } from '../log/logger.ts';

/**
 * What one shop instance tells the others sharing its database, so none keeps serving something old:
 * - `products`: these products changed (price, stock, texts, pictures, a new or deleted one);
 * - `catalog`: anything in the catalog may have changed (a seed, stock moved by orders, or messages were missed);
 * - `site`: a new site build is being served from the shared build folder.
 */
export type ShopChange = { kind: 'products'; ids: number[] } | { kind: 'catalog' } | { kind: 'site'; build: string };

export type ShopChangeListener = (change: ShopChange) => void;

/** PostgreSQL's NOTIFY channel the instances share. */
export const SHOP_CHANGES_CHANNEL = 'old_city_gifts_changes';

// NOTIFY payloads must stay under 8000 bytes; a longer id list is sent as "anything may have changed".
const MAX_PAYLOAD_BYTES = 7000;

interface Envelope {
  /** The publishing instance, which has told its own listeners already. */
  from: string;
  change: ShopChange;
}

/** Reads a payload from another instance; anything malformed counts as "the catalog may have changed". */
export function parseShopChange(payload: string): { from: string; change: ShopChange } {
  try {
    const envelope = JSON.parse(payload) as Partial<Envelope>;
    const change = envelope.change;
    const from = typeof envelope.from === 'string' ? envelope.from : '';
    if (change?.kind === 'products' && Array.isArray(change.ids) && change.ids.every((id) => Number.isSafeInteger(id)))
      return { from, change: { kind: 'products', ids: change.ids } };
    if (change?.kind === 'site' && typeof change.build === 'string')
      return { from, change: { kind: 'site', build: change.build } };
    return { from, change: { kind: 'catalog' } };
  } catch {
    return { from: '', change: { kind: 'catalog' } };
  }
}

/** The payload for `change`, or a catalog-wide one when the id list would not fit into a NOTIFY. */
export function shopChangePayload(from: string, change: ShopChange): string {
  const payload = JSON.stringify({ from, change } satisfies Envelope);
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES
    ? payload
    : JSON.stringify({ from, change: { kind: 'catalog' } } satisfies Envelope);
}

/**
 * The one channel every cache and the site rebuild of an instance hang on. `publish` tells this instance's listeners
 * at once (before it returns) and the other instances on the same PostgreSQL through NOTIFY, which they receive on
 * a LISTEN connection each: no polling. On PGlite the shop is one process, so publishing stays in it.
 */
export class ShopChanges {
  readonly instanceId = crypto.randomUUID();
  readonly #database: Database;
  readonly #listeners = new Set<ShopChangeListener>();
  #log: Logger | undefined;
  #listening: Promise<(() => Promise<void>) | undefined> | undefined;
  #closed = false;

  constructor(database: Database) {
    this.#database = database;
  }

  /** Where failures to reach the other instances are logged (the shop's logger; tests may leave it unset). */
  set log(log: Logger) {
    this.#log = log.child({ name: 'cluster' });
  }

  /** Calls `listener` for every change, made here or by another instance; returns the unsubscribe. */
  subscribe(listener: ShopChangeListener): () => void {
    this.#listeners.add(listener);
    void this.listen().catch(() => {});
    return () => this.#listeners.delete(listener);
  }

  /**
   * Starts receiving the other instances' changes (PostgreSQL), once; resolves when LISTEN is in effect. The shop
   * awaits it at start, so nothing published after that is missed.
   */
  listen(): Promise<void> {
    const { listen } = this.#database;
    if (!listen || this.#closed) return Promise.resolve();
    this.#listening ??= listen
      .call(this.#database, SHOP_CHANGES_CHANNEL, {
        onMessage: (payload) => {
          const { from, change } = parseShopChange(payload);
          if (from !== this.instanceId) this.#deliver(change);
        },
        // While the connection was down, anything may have changed.
        onGap: () => this.#deliver({ kind: 'catalog' }),
      })
      .catch((err: unknown) => {
        this.#log?.error({ err }, 'could not listen for changes from other instances');
        this.#listening = undefined;
        throw err;
      });
    return this.#listening.then(() => {});
  }

  /**
   * Tells every instance (this one first) about a change that has committed. Never throws: a failed NOTIFY is
   * logged, since the change itself stands and the other instances' caches expire on their own.
   */
  async publish(change: ShopChange): Promise<void> {
    this.#deliver(change);
    if (this.#database.kind !== 'postgres' || this.#closed) return;
    try {
      await this.#database.db.execute(
        sql`select pg_notify(${SHOP_CHANGES_CHANNEL}, ${shopChangePayload(this.instanceId, change)})`,
      );
    } catch (err) {
      this.#log?.error({ err, change }, 'could not tell the other instances about a change');
    }
  }

  #deliver(change: ShopChange): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (err) {
        this.#log?.error({ err, change }, 'a listener for shop changes failed');
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const stop = await this.#listening?.catch(() => undefined);
    this.#listening = undefined;
    await stop?.();
  }
}

// One channel per database handle: every instance (and every test app) opens its own.
const channels = new WeakMap<Database, ShopChanges>();

/** The ShopChanges of the instance that owns `database`. */
export function shopChanges(database: Database): ShopChanges {
  let changes = channels.get(database);
  if (!changes) channels.set(database, (changes = new ShopChanges(database)));
  return changes;
}
