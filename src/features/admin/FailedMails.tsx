import { stampText } from '../../lib/i18n/dates.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { PagedListView } from './PagedListView.tsx';
import { fetchFailedMails, resendMail, type OutboxMail } from './api.ts';
import { usePagedList } from './use-paged-list.ts';
import { useRowAction } from './use-row-action.ts';

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
  const action = useRowAction<number>(list.reload);
  const sendAgain = (mail: OutboxMail) =>
    void action.run(
      mail.id,
      () => resendMail(mail.id),
      t('admin.mails.resent', { to: mail.to }),
      (message) => `${t('admin.mails.resendFailed')}: ${message}`,
    );

  return (
    <>
      <p>{t('admin.mails.intro')}</p>
      <PagedListView list={list} words="admin.mails" notice={action.notice}>
        {(mails) => (
          <ul className="admin-mails">
            {mails.map((mail) => (
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
                  disabled={action.busy === mail.id}
                  aria-label={t('admin.mails.resendNamed', { subject: mail.subject, to: mail.to })}
                  onClick={() => sendAgain(mail)}
                >
                  {t('admin.mails.resend')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </>
  );
}
