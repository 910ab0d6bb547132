import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { stampText } from '../../lib/i18n/dates.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { fetchFailedMails, resendMail, type OutboxMail } from './api.ts';
import { errorText, usePagedList } from './use-paged-list.ts';

const PAGE_SIZE = 10;

const fetchMailPage = async (_query: null, page: number, size: number) => {
  const { mails, total } = await fetchFailedMails(page, size);
  return { items: mails, total };
};

/** An order id names the order's invoice; other references (a contact message) are shown as they are. */
const isOrderId = (reference: string | null): reference is string =>
  !!reference && /^[A-Za-z0-9_-]{22,64}$/.test(reference);

/**
 * The mails the shop could not deliver after all its attempts, each with the last error and "Send again"
 * (needs the admin.mails.*, admin.pager.* and common.* messages).
 */
export function FailedMails() {
  const t = useT();
  const locale = useLocale();
  const list = usePagedList(fetchMailPage, null, PAGE_SIZE);
  const { state } = list;
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function sendAgain(mail: OutboxMail) {
    setBusy(mail.id);
    setNotice(null);
    try {
      await resendMail(mail.id);
      setNotice({ tone: 'success', text: t('admin.mails.resent', { to: mail.to }) });
      list.reload();
    } catch (err) {
      setNotice({ tone: 'error', text: `${t('admin.mails.resendFailed')}: ${(err as Error).message}` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p>{t('admin.mails.intro')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.mails.loading')} />}
      {state.kind === 'error' && (
        <Alert tone="error">{t('admin.mails.loadError', { message: errorText(state.error) })}</Alert>
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p role="status">{t('admin.mails.none')}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
        <>
          <ul className="admin-mails">
            {state.items.map((mail) => (
              <li key={mail.id} className="admin-mails__item" data-mail-id={mail.id}>
                <p className="admin-mails__subject">{mail.subject}</p>
                <p className="admin-mails__facts">
                  {t('admin.mails.to', { to: mail.to })} · {stampText(locale, mail.createdAt)} ·{' '}
                  {t('admin.mails.attempts', { count: mail.attempts })}
                  {isOrderId(mail.reference) && (
                    <>
                      {' · '}
                      <a href={localizePath(`/orders/${encodeURIComponent(mail.reference)}`, locale)}>
                        {t('admin.mails.order')}
                      </a>
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
          <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
        </>
      )}
    </>
  );
}
