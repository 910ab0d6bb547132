import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { AdminPager } from './AdminPager.tsx';
import type { PagedState } from './use-paged-list.ts';

interface Props<T> {
  list: { state: PagedState<T>; page: number; pages: number; goTo: (page: number) => void };
  /** The words of each state: loading, the load error, an empty page. */
  loading: string;
  failed: (error: unknown) => string;
  none: string;
  /** What a page with items shows above the pager. */
  children: (items: T[], total: number) => ReactNode;
}

/** An admin list's page as its state has it: a spinner, the load error, "none", or the items and the pager. */
export function PagedListView<T>({ list, loading, failed, none, children }: Props<T>) {
  const { state } = list;
  if (state.kind === 'loading') return <Spinner label={loading} />;
  if (state.kind === 'error') return <Alert tone="error">{failed(state.error)}</Alert>;
  if (state.items.length === 0) return <p role="status">{none}</p>;
  return (
    <>
      {children(state.items, state.total)}
      <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
    </>
  );
}
