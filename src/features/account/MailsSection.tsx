import { useT } from '../../lib/i18n/react.tsx';
import { FailedMails } from '../admin/FailedMails.tsx';
import { SectionCard } from './SectionCard.tsx';

/** Mail the shop could not deliver, for ADMINISTRATOR only: the reason, and sending it again. */
export function MailsSection() {
  const t = useT();
  return (
    <SectionCard id="account-mails" title={t('admin.mails.title')}>
      <FailedMails />
    </SectionCard>
  );
}
