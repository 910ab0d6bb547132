import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { errorText, type PagedState } from './use-paged-list.ts';
import type { Notice } from './use-row-action.ts';

interface Props<T> {
  list: { state: PagedState<T>; page: number; pages: number; goTo: (page: number) => void };
  /** The list's dictionary prefix: its `.loading`, `.none` and `.loadError` (with the message) words. */
  words: string;
  /** The load error in other words than `.loadError`. */
  failed?: (error: unknown) => string;
  /** What the last action on a row did, shown above the list. */
  notice?: Notice | null;
  /** What a page with items shows above the pager. */
  children: (items: T[], total: number) => ReactNode;
}

/** An admin list's page as its state has it: a spinner, the load error, "none", or the items and the pager. */
export function PagedListView<T>({ list, words, failed, notice, children }: Props<T>) {
  const t = useT();
  const { state } = list;
  let page: ReactNode;
  if (state.kind === 'loading') page = <Spinner label={t(`${words}.loading`)} />;
  else if (state.kind === 'error')
    page = (
      <Alert tone="error">
        {failed ? failed(state.error) : t(`${words}.loadError`, { message: errorText(state.error) })}
      </Alert>
    );
  else if (state.items.length === 0) page = <p role="status">{t(`${words}.none`)}</p>;
  else
    page = (
      <>
        {children(state.items, state.total)}
        <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
      </>
    );
  return (
    <>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {page}
    </>
  );
}
