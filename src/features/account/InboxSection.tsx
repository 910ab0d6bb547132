import { useT } from '../../lib/i18n/react.tsx';
import { ContactInbox } from '../admin/ContactInbox.tsx';
import { NewsletterComposer } from '../admin/NewsletterComposer.tsx';
import { SUBSCRIBERS_CSV_URL } from '../admin/newsletter-api.ts';
import { SectionCard } from './SectionCard.tsx';

/** Contact-form messages, for ADMINISTRATOR only: read, reply by mail, mark answered. */
export function InboxSection() {
  const t = useT();
  return (
    <SectionCard id="account-inbox" title={t('admin.inbox.title')}>
      <ContactInbox />
    </SectionCard>
  );
}

/** The newsletter, for ADMINISTRATOR only (the server checks too): its confirmed subscribers as CSV, and a new issue to send. */
export function NewsletterSection() {
  const t = useT();
  return (
    <SectionCard id="account-newsletter" title={t('admin.newsletter.title')}>
      <p>{t('admin.newsletter.intro')}</p>
      <a className="btn btn--ghost" href={SUBSCRIBERS_CSV_URL} download="newsletter-subscribers.csv">
        {t('admin.newsletter.export')}
      </a>
      <NewsletterComposer />
    </SectionCard>
  );
}
