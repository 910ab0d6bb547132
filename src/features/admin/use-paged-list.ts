import { useCallback, useEffect, useState } from 'react';

export type PagedState<T> =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; items: T[]; total: number };

type FetchPage<Q, T> = (query: Q, page: number, size: number) => Promise<{ items: T[]; total: number }>;

/**
 * One administrator's list, a page at a time: the query and page asked for, what came back, and how many pages
 * there are. A new query starts again at page 1. `fetchPage` must be a function declared outside the component.
 */
export function usePagedList<Q, T>(fetchPage: FetchPage<Q, T>, initialQuery: NoInfer<Q>, pageSize: number) {
  const [applied, setApplied] = useState({ query: initialQuery, page: 1 });
  const [state, setState] = useState<PagedState<T>>({ kind: 'loading' });

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    fetchPage(applied.query, applied.page, pageSize)
      .then((result) => setState({ kind: 'ready', ...result }))
      .catch((error: unknown) => setState({ kind: 'error', error }));
  }, [fetchPage, applied, pageSize]);
  useEffect(reload, [reload]);

  return {
    query: applied.query,
    page: applied.page,
    pages: state.kind === 'ready' ? Math.max(1, Math.ceil(state.total / pageSize)) : 1,
    state,
    reload,
    search: (query: Q) => setApplied({ query, page: 1 }),
    goTo: (page: number) => setApplied((a) => ({ ...a, page })),
    /** Puts a changed item in the place of the one `same` picks, without loading the page again. */
    replace: (same: (item: T) => boolean, changed: T) =>
      setState((s) => (s.kind === 'ready' ? { ...s, items: s.items.map((i) => (same(i) ? changed : i)) } : s)),
  };
}

/** An error as the list shows it: the server's message, or what went wrong on the way. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
