import { useState } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import type { Profile } from '../../lib/api/profile.ts';
import { NamesForm } from './NamesForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SectionCard } from './SectionCard.tsx';

type Mode = 'view' | 'edit' | 'password';

/** User Profile: read-only, an Edit mode for the names (Cancel restores, Save commits), and a password mode. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);

  function open(next: Mode) {
    setNotice(null);
    setMode(next);
  }
  const saved = (message: string) => () => {
    setMode('view');
    setNotice(message);
  };

  const actions =
    mode === 'view' ? (
      <>
        <button type="button" className="btn btn--ghost" onClick={() => open('edit')}>
          {t('account.edit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => open('password')}>
          {t('account.password.change')}
        </button>
      </>
    ) : null;

  return (
    <SectionCard id="account-profile" title={t('account.profile.heading')} actions={actions}>
      {notice && (
        <p className="account-notice" role="status">
          {t(notice)}
        </p>
      )}
      {mode === 'view' && (
        <dl className="account-facts">
          <dt>{t('auth.field.email')}</dt>
          <dd>{profile.login}</dd>
          <dt>{t('auth.field.firstName')}</dt>
          <dd>{profile.firstName}</dd>
          <dt>{t('auth.field.lastName')}</dt>
          <dd>{profile.lastName}</dd>
          <dt>{t('account.profile.roles')}</dt>
          <dd>{profile.roles.map((r) => t(`account.role.${r}`)).join(', ')}</dd>
        </dl>
      )}
      {mode === 'edit' && (
        <NamesForm profile={profile} onSaved={saved('account.saved')} onCancel={() => open('view')} />
      )}
      {mode === 'password' && (
        <PasswordForm onSaved={saved('account.password.changed')} onCancel={() => open('view')} />
      )}
    </SectionCard>
  );
}
