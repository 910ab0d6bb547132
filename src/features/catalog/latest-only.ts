/**
 * Guards a stream of requests so that only the newest one may land: starting a request aborts the one before it,
 * and a response that still arrives late (an aborted fetch that already resolved) is recognised as stale by its
 * sequence number.
 */
export interface RequestTicket {
  signal: AbortSignal;
  /** True while no newer request has started. */
  isCurrent(): boolean;
}

export function createLatestOnly() {
  let sequence = 0;
  let controller: AbortController | null = null;
  return {
    begin(): RequestTicket {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const id = ++sequence;
      return { signal: own.signal, isCurrent: () => id === sequence };
    },
    /** Cancels whatever is in flight; its answer will be ignored. */
    cancel(): void {
      controller?.abort();
      controller = null;
      sequence++;
    },
  };
}

export type LatestOnly = ReturnType<typeof createLatestOnly>;
