import type { Logger } from '../log/logger.ts';
import { SiteRebuilder } from './rebuilder.ts';

/** The event the catalog workflow listens for (`on: repository_dispatch: types: [catalog-changed]`). */
export const CATALOG_CHANGED_EVENT = 'catalog-changed';

/** The body of GitHub's repository_dispatch: the event and why (at most 10 properties in client_payload). */
export function dispatchBody(reasons: string[], at: Date): string {
  return JSON.stringify({
    event_type: CATALOG_CHANGED_EVENT,
    client_payload: { reasons: reasons.slice(0, 20).join('; '), at: at.toISOString() },
  });
}

export interface CiRebuildHookOptions {
  url: string;
  token: string | undefined;
  log: Logger;
  now?: () => Date;
  /** Quiet time after the last catalog change before CI is asked (default a minute: an owner edits in bursts). */
  debounceMs?: number;
  /** A stream of edits never postpones the request longer than this (default ten minutes). */
  maxWaitMs?: number;
  /** How long one request may take (default 15 s). */
  timeoutMs?: number;
}

/**
 * Asks CI to rebuild and deploy the static pages after catalog changes: debounced, one request at a time, and a
 * change during a request asks once more after it. A refused or failed request is logged and kept as the status;
 * the next change asks again (the scheduled run catches anything lost meanwhile).
 */
export function ciRebuildHook(opts: CiRebuildHookOptions) {
  const log = opts.log.child({ name: 'ci-rebuild' });
  const now = opts.now ?? (() => new Date());
  const sender = new SiteRebuilder({
    log,
    debounceMs: opts.debounceMs ?? 60_000,
    maxWaitMs: opts.maxWaitMs ?? 10 * 60_000,
    words: {
      running: 'asking CI to rebuild the static pages',
      failed: 'CI was not reached; the next change asks again',
    },
    build: async (reasons) => {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          accept: 'application/vnd.github+json',
          'content-type': 'application/json',
          'user-agent': 'old-city-gifts',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        body: dispatchBody(reasons, now()),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`CI answered ${res.status} ${res.statusText}${detail ? `: ${detail}` : ''}`);
      }
    },
  });
  return {
    request: (reason: string) => sender.requestRebuild(reason),
    whenIdle: () => sender.whenIdle(),
    stop: () => sender.stop(),
    status: () => ({ lastAskedAt: sender.lastBuiltAt?.toISOString() ?? null, lastError: sender.lastError }),
  };
}
