import { useT } from '../../lib/i18n/react.tsx';

interface Props {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with 'page / total'. */
export function Pager({ page, pages, busy, onPage }: Props) {
  const t = useT();
  return (
    <nav className="pager" aria-label={t('listing.pager')}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('listing.previous')}
      </button>
      <span className="pager__status">
        <span aria-hidden="true">{t('listing.pageOf', { page, total: pages })}</span>
        <span className="sr-only">{t('listing.pageLabel', { page, total: pages })}</span>
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('listing.next')}
      </button>
    </nav>
  );
}
