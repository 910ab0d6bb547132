import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { changePassword } from '../auth/actions.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { PasswordInput } from '../auth/ui/PasswordInput.tsx';
import { passwordChangeProblem } from '../auth/validation.ts';
import { FormButtons } from './FormButtons.tsx';
import { useFormRequest } from '../auth/ui/use-form-request.ts';

const EMPTY = { current: '', next: '', repeat: '' };

/** The profile's password mode: the current password, the new one twice; the fields empty after every try. */
export function PasswordForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const t = useT();
  const [passwords, setPasswords] = useState(EMPTY);
  const { busy, error, setError, send } = useFormRequest();

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = passwordChangeProblem(passwords.current, passwords.next, passwords.repeat);
    if (problem) {
      setError({ message: problem });
      return;
    }
    const saved = await send(() => changePassword(passwords.current, passwords.next));
    setPasswords(EMPTY);
    if (saved) onSaved();
  }

  const field = (key: keyof typeof EMPTY) => ({
    value: passwords[key],
    onChange: (e: { target: { value: string } }) => setPasswords({ ...passwords, [key]: e.target.value }),
  });

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <PasswordInput
        id="password-current"
        label={t('account.password.current')}
        autoComplete="current-password"
        {...field('current')}
      />
      <PasswordInput
        id="password-new"
        label={t('account.password.new')}
        autoComplete="new-password"
        {...field('next')}
      />
      <PasswordInput
        id="password-repeat"
        label={t('account.password.repeat')}
        autoComplete="new-password"
        {...field('repeat')}
      />
      <p className="hint">{t('auth.passwordHint')}</p>
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
