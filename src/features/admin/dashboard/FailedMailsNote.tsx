import { useT } from '../../../lib/i18n/react.tsx';

/** How many mails did not leave, with the way to the Undelivered mail list further down the account page. */
export function FailedMailsNote({ failed, listId }: { failed: number; listId: string }) {
  const t = useT();
  return (
    <section className="dash-block" aria-labelledby="dash-mails-title">
      <h3 id="dash-mails-title">{t('dashboard.mails.title')}</h3>
      <p className={failed > 0 ? 'dash-mails__count' : undefined}>
        {failed === 0 ? t('dashboard.mails.none') : t('dashboard.mails.count', { count: failed })}
      </p>
      <p>
        <a href={`#${listId}`}>{t('dashboard.mails.link')}</a>
      </p>
    </section>
  );
}
