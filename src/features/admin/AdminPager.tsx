import { useT } from '../../lib/i18n/react.tsx';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / "page / pages" / Next under an admin list; nothing when everything fits on one page. */
export function AdminPager({ page, pages, onPage }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.label')}>
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </button>
      <span>
        {page} / {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
