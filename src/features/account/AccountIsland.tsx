import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { $user, refreshProfile } from '../auth/actions.ts';
import { AddressSection } from './AddressSection.tsx';
import { InboxSection, NewsletterSection } from './InboxSection.tsx';
import { MailsSection } from './MailsSection.tsx';
import { OrdersSection } from './OrdersSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { ProductsSection, UsersSection } from './ProductsSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';

/** The owner's dashboard is fetched only when an administrator opens the page. */
const DashboardSection = lazy(() => import('./DashboardSection.tsx'));
/** So are the discount codes' list and form. */
const DiscountsSection = lazy(() => import('./DiscountsSection.tsx'));

interface AccountProps {
  /** The 77 destination countries, in the shop's order. */
  countries: string[];
}

/** /account: asks the server for the profile (the session is the HttpOnly cookie), then draws the sections. */
function Account({ countries }: AccountProps) {
  const t = useT();
  const locale = useLocale();
  const user = useStore($user);
  const [status, setStatus] = useState<'loading' | 'ready' | 'signedOut' | 'failed'>('loading');

  useEffect(() => {
    void refreshProfile().then((answer) => {
      if (answer.ok) setStatus('ready');
      else setStatus(answer.status === 401 ? 'signedOut' : 'failed');
    });
  }, []);

  if (status === 'loading') return <Spinner label={t('account.loading')} />;
  if (status === 'signedOut' || (status === 'ready' && !user.profile)) {
    const login = `${localizePath('/login', locale)}?next=${encodeURIComponent(localizePath('/account', locale))}`;
    return (
      <div className="card account-section">
        <p>{t('account.signInPrompt')}</p>
        <p>
          <a className="btn" href={login}>
            {t('topbar.login')}
          </a>
        </p>
      </div>
    );
  }
  if (status === 'failed' || !user.profile) {
    return (
      <Alert tone="error">
        <p>{t('auth.error.fetchProfile')}</p>
      </Alert>
    );
  }
  const profile = user.profile;
  const managesProducts = profile.roles.includes('ADMINISTRATOR') || profile.roles.includes('MODERATOR');
  return (
    <div className="account-grid">
      {profile.roles.includes('ADMINISTRATOR') && (
        <Suspense fallback={<Spinner label={t('dashboard.loading')} />}>
          <DashboardSection />
        </Suspense>
      )}
      <ProfileSection profile={profile} />
      <OrdersSection orders={profile.orders} />
      <AddressSection profile={profile} countries={countries} />
      <PaymentSection profile={profile} />
      {managesProducts && <ProductsSection isAdmin={profile.roles.includes('ADMINISTRATOR')} />}
      {profile.roles.includes('ADMINISTRATOR') && <UsersSection myLogin={profile.login} />}
      {profile.roles.includes('ADMINISTRATOR') && <MailsSection />}
      {profile.roles.includes('ADMINISTRATOR') && <InboxSection />}
      {profile.roles.includes('ADMINISTRATOR') && <NewsletterSection />}
      {profile.roles.includes('ADMINISTRATOR') && (
        <Suspense fallback={<Spinner label={t('admin.discounts.loading')} />}>
          <DiscountsSection />
        </Suspense>
      )}
    </div>
  );
}

export default islandOf(Account);
