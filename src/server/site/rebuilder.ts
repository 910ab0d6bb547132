import type { Logger } from '../log/logger.ts';

export interface RebuilderOptions {
  /** Builds the site and swaps it in; throws when the build failed (the old site stays). */
  build: (reasons: string[]) => Promise<void>;
  /** Quiet time after the last request before building (default 3 s). */
  debounceMs?: number;
  /** A stream of requests never postpones a build longer than this (default 30 s). */
  maxWaitMs?: number;
  log: Logger;
  /** What the log says when a run starts and when one fails (default: the site build's words). */
  words?: { running: string; failed: string };
}

/**
 * Turns "the catalog changed" into as few site builds as possible: requests are debounced, only one build runs at a
 * time, and a request that arrives during a build schedules exactly one more build after it.
 */
export class SiteRebuilder {
  readonly #build: RebuilderOptions['build'];
  readonly #debounceMs: number;
  readonly #maxWaitMs: number;
  readonly #log: Logger;
  readonly #words: { running: string; failed: string };
  #reasons: string[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #firstRequestAt: number | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #lastBuiltAt: Date | null = null;
  #lastError: string | null = null;

  constructor(opts: RebuilderOptions) {
    this.#build = opts.build;
    this.#debounceMs = opts.debounceMs ?? 3000;
    this.#maxWaitMs = opts.maxWaitMs ?? 30_000;
    this.#log = opts.log;
    this.#words = opts.words ?? {
      running: 'rebuilding',
      failed: 'build failed; the site served before it (if any) stays',
    };
  }

  requestRebuild(reason = 'catalog changed'): void {
    if (this.#stopped) return;
    if (!this.#reasons.includes(reason)) this.#reasons.push(reason);
    if (this.#running) return; // the build in progress schedules the next one when it ends
    this.#schedule();
  }

  /** Builds now (after any build in progress), bypassing the debounce: the first build at start. */
  async buildNow(reason: string): Promise<boolean> {
    if (this.#running) await this.#running.catch(() => {});
    if (this.#stopped) return false;
    if (!this.#reasons.includes(reason)) this.#reasons.push(reason);
    this.#clearTimer();
    await this.#run();
    return this.#lastError === null;
  }

  /** Resolves when no build is running or scheduled. */
  async whenIdle(): Promise<void> {
    while (this.#running || this.#timer) {
      if (this.#running) await this.#running.catch(() => {});
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** No new builds; waits for the one in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#clearTimer();
    if (this.#running) await this.#running.catch(() => {});
  }

  get building(): boolean {
    return this.#running !== undefined;
  }
  get pending(): boolean {
    return this.#reasons.length > 0;
  }
  get lastBuiltAt(): Date | null {
    return this.#lastBuiltAt;
  }
  get lastError(): string | null {
    return this.#lastError;
  }

  #schedule(): void {
    const now = Date.now();
    this.#firstRequestAt ??= now;
    const delay = Math.max(0, Math.min(this.#debounceMs, this.#firstRequestAt + this.#maxWaitMs - now));
    this.#clearTimer();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#run();
    }, delay);
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #run(): Promise<void> {
    const reasons = this.#reasons;
    this.#reasons = [];
    this.#firstRequestAt = undefined;
    const run = (async () => {
      this.#log.info({ reasons }, `${this.#words.running}: ${reasons.join('; ') || 'requested'}`);
      try {
        await this.#build(reasons);
        this.#lastBuiltAt = new Date();
        this.#lastError = null;
      } catch (error) {
        this.#lastError = error instanceof Error ? error.message : String(error);
        this.#log.error({ err: error }, this.#words.failed);
      }
    })();
    this.#running = run.finally(() => {
      this.#running = undefined;
      if (this.#reasons.length && !this.#stopped) this.#schedule();
    });
    return this.#running;
  }
}
