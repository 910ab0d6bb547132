import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { stampText } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { fetchInbox, type InboxFilter, type InboxMessage, markMessageAnswered, markMessageRead } from './inbox-api.ts';
import { replyHref } from './reply-link.ts';
import { errorText, usePagedList } from './use-paged-list.ts';
import './contact-inbox.css';

const PAGE_SIZE = 10;
const FILTERS: InboxFilter[] = ['open', 'answered', 'all'];

/** How many messages wait for an answer, from the latest page loaded (one inbox per page). */
let openCount = 0;
const fetchPage = async (filter: InboxFilter, page: number, size: number) => {
  const { messages, total, open } = await fetchInbox(filter, page, size);
  openCount = open;
  return { items: messages, total };
};

/**
 * The contact-form messages for the owner: open ones first, each opened in place (which marks it read), answered
 * by mail through a mailto link and then marked answered (needs the admin.inbox.* and admin.pager.* messages).
 */
export function ContactInbox() {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList(fetchPage, 'open' as InboxFilter, PAGE_SIZE);
  const { state } = list;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function change(message: InboxMessage, action: () => Promise<InboxMessage>) {
    setBusy(message.id);
    setError(null);
    try {
      const changed = await action();
      list.replace((m) => m.id === message.id, changed);
      if (changed.answeredAt !== message.answeredAt) list.reload();
    } catch (err) {
      setError(t('admin.inbox.saveFailed', { message: errorText(err) }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p>{t('admin.inbox.intro')}</p>
      <div className="inbox-filters" role="group" aria-label={t('admin.inbox.show')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`btn btn--small ${list.query === filter ? 'btn--accent' : 'btn--ghost'}`}
            aria-pressed={list.query === filter}
            onClick={() => list.search(filter)}
          >
            {filter === 'open' ? t('admin.inbox.filter.open', { count: openCount }) : t(`admin.inbox.filter.${filter}`)}
          </button>
        ))}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.inbox.loading')} />}
      {state.kind === 'error' && (
        <Alert tone="error">{t('admin.inbox.loadError', { message: errorText(state.error) })}</Alert>
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p role="status">{t('admin.inbox.none')}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <>
          <ul className="inbox">
            {state.items.map((m) => (
              <li key={m.id} className={`inbox__item${m.readAt ? '' : ' inbox__item--new'}`} data-message-id={m.id}>
                <details
                  onToggle={(e) => {
                    if ((e.target as HTMLDetailsElement).open && !m.readAt) void change(m, () => markMessageRead(m.id));
                  }}
                >
                  <summary className="inbox__summary">
                    <span className="inbox__subject">{m.subject}</span>
                    {!m.readAt && <span className="badge badge--warning">{t('admin.inbox.new')}</span>}
                    {m.answeredAt && (
                      <span className="badge badge--success">
                        {t('admin.inbox.answeredOn', { date: stampText(locale, m.answeredAt) })}
                      </span>
                    )}
                    <span className="inbox__facts">
                      {m.name} · {stampText(locale, m.createdAt)}
                    </span>
                  </summary>
                  <div className="inbox__body">
                    <p className="inbox__facts">
                      {t('admin.inbox.from', { name: m.name, email: m.email, phone: m.phone })}
                    </p>
                    <p className="inbox__facts">{t(`admin.inbox.writtenIn.${m.locale}`)}</p>
                    <p className="inbox__message">{m.message}</p>
                    <div className="inbox__actions">
                      <a
                        className="btn btn--accent btn--small"
                        href={replyHref(m, t('admin.inbox.replySubject', { subject: m.subject }))}
                      >
                        {t('admin.inbox.reply')}
                      </a>
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        disabled={busy === m.id}
                        onClick={() => void change(m, () => markMessageAnswered(m.id, !m.answeredAt))}
                      >
                        {m.answeredAt ? t('admin.inbox.markOpen') : t('admin.inbox.markAnswered')}
                      </button>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
        </>
      )}
    </>
  );
}
