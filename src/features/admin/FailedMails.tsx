import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { LOCALE_TAGS, localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { fetchFailedMails, resendMail, type OutboxMail } from './api.ts';

const PAGE_SIZE = 10;

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; mails: OutboxMail[]; total: number };

/** An order id names the order's invoice; other references (a contact message) are shown as they are. */
const isOrderId = (reference: string | null): reference is string => !!reference && /^[A-Za-z0-9_-]{22,64}$/.test(reference);

/**
 * The mails the shop could not deliver after all its attempts, each with the last error and "Send again"
 * (needs the admin.mails.*, admin.pager.* and common.* messages).
 */
export function FailedMails() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchFailedMails(page, PAGE_SIZE)
      .then((result) => setState({ kind: 'ready', ...result }))
      .catch((err: Error) => setState({ kind: 'error', message: err.message }));
  }, [page]);
  useEffect(load, [load]);

  async function sendAgain(mail: OutboxMail) {
    setBusy(mail.id);
    setNotice(null);
    try {
      await resendMail(mail.id);
      setNotice({ tone: 'success', text: t('admin.mails.resent', { to: mail.to }) });
      load();
    } catch (err) {
      setNotice({ tone: 'error', text: `${t('admin.mails.resendFailed')}: ${(err as Error).message}` });
    } finally {
      setBusy(null);
    }
  }

  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.total / PAGE_SIZE)) : 1;
  return (
    <>
      <p>{t('admin.mails.intro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.mails.loading')} />}
      {state.kind === 'error' && <Alert tone="error">{t('admin.mails.loadError', { message: state.message })}</Alert>}
      {state.kind === 'ready' && state.mails.length === 0 && <p role="status">{t('admin.mails.none')}</p>}
      {state.kind === 'ready' && state.mails.length > 0 && (
        <>
          <ul className="admin-mails">
            {state.mails.map((mail) => (
              <li key={mail.id} className="admin-mails__item" data-mail-id={mail.id}>
                <p className="admin-mails__subject">{mail.subject}</p>
                <p className="admin-mails__facts">
                  {t('admin.mails.to', { to: mail.to })} · {when.format(new Date(mail.createdAt))} · {t('admin.mails.attempts', { count: mail.attempts })}
                  {isOrderId(mail.reference) && (
                    <>
                      {' · '}
                      <a href={localizePath(`/orders/${encodeURIComponent(mail.reference)}`, locale)}>{t('admin.mails.order')}</a>
                    </>
                  )}
                </p>
                {mail.lastError && (
                  <p className="admin-mails__error">
                    {t('admin.mails.lastError')} <code>{mail.lastError}</code>
                  </p>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={busy === mail.id}
                  aria-label={t('admin.mails.resendNamed', { subject: mail.subject, to: mail.to })}
                  onClick={() => void sendAgain(mail)}
                >
                  {t('admin.mails.resend')}
                </button>
              </li>
            ))}
          </ul>
          <AdminPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </>
  );
}
