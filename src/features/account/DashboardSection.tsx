import { useT } from '../../lib/i18n/react.tsx';
import { Dashboard } from '../admin/dashboard/Dashboard.tsx';
import { SectionCard } from './SectionCard.tsx';

/** The owner's dashboard, for ADMINISTRATOR only; the account page loads this file only for them. */
export default function DashboardSection() {
  const t = useT();
  return (
    <SectionCard id="account-dashboard" title={t('dashboard.title')}>
      <Dashboard mailListId="account-mails" />
    </SectionCard>
  );
}
