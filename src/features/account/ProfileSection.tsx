import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { changePassword, updateNames } from '../auth/actions.ts';
import type { UiError } from '../auth/errors.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { PasswordInput } from '../auth/ui/PasswordInput.tsx';
import { passwordChangeProblem } from '../auth/validation.ts';
import { SectionCard } from './SectionCard.tsx';

type Mode = 'view' | 'edit' | 'password';

/** User Profile: read-only, an Edit mode for the names (Cancel restores, Save commits), and a password mode. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('view');
  const [names, setNames] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [passwords, setPasswords] = useState({ current: '', next: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function open(next: Mode) {
    setNames({ firstName: profile.firstName, lastName: profile.lastName });
    setPasswords({ current: '', next: '', repeat: '' });
    setError(null);
    setNotice(null);
    setMode(next);
  }

  async function saveNames(event: FormEvent) {
    event.preventDefault();
    if (!names.firstName.trim() || !names.lastName.trim()) {
      setError({ message: 'auth.validation.allFieldsRequired' });
      return;
    }
    setBusy(true);
    const answer = await updateNames(names.firstName, names.lastName);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setMode('view');
    setNotice('account.saved');
  }

  async function savePassword(event: FormEvent) {
    event.preventDefault();
    const problem = passwordChangeProblem(passwords.current, passwords.next, passwords.repeat);
    if (problem) {
      setError({ message: problem });
      return;
    }
    setBusy(true);
    const answer = await changePassword(passwords.current, passwords.next);
    setBusy(false);
    setPasswords({ current: '', next: '', repeat: '' });
    if (!answer.ok) return setError(answer.error);
    setMode('view');
    setNotice('account.password.changed');
  }

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
        <form onSubmit={saveNames} noValidate aria-busy={busy}>
          <FormAlert error={error} />
          <div className="field">
            <label htmlFor="profile-first">{t('auth.field.firstName')}</label>
            <input
              id="profile-first"
              className="input"
              autoComplete="given-name"
              value={names.firstName}
              onChange={(e) => setNames({ ...names, firstName: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="profile-last">{t('auth.field.lastName')}</label>
            <input
              id="profile-last"
              className="input"
              autoComplete="family-name"
              value={names.lastName}
              onChange={(e) => setNames({ ...names, lastName: e.target.value })}
            />
          </div>
          <FormButtons busy={busy} onCancel={() => open('view')} />
        </form>
      )}
      {mode === 'password' && (
        <form onSubmit={savePassword} noValidate aria-busy={busy}>
          <FormAlert error={error} />
          <PasswordInput
            id="password-current"
            label={t('account.password.current')}
            autoComplete="current-password"
            value={passwords.current}
            onChange={(e) => setPasswords({ ...passwords, current: e.target.value })}
          />
          <PasswordInput
            id="password-new"
            label={t('account.password.new')}
            autoComplete="new-password"
            value={passwords.next}
            onChange={(e) => setPasswords({ ...passwords, next: e.target.value })}
          />
          <PasswordInput
            id="password-repeat"
            label={t('account.password.repeat')}
            autoComplete="new-password"
            value={passwords.repeat}
            onChange={(e) => setPasswords({ ...passwords, repeat: e.target.value })}
          />
          <p className="hint">{t('auth.passwordHint')}</p>
          <FormButtons busy={busy} onCancel={() => open('view')} />
        </form>
      )}
    </SectionCard>
  );
}

export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="account-form__buttons">
      <button type="submit" className="btn" disabled={busy}>
        {busy && <Spinner />}
        {busy ? t('account.saving') : t('account.save')}
      </button>
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
        {t('account.cancel')}
      </button>
    </div>
  );
}
