import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { updateNames } from '../auth/actions.ts';
import type { UiError } from '../auth/errors.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';

interface Props {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/** The profile's Edit mode: first and last name, both required. */
export function NamesForm({ profile, onSaved, onCancel }: Props) {
  const t = useT();
  const [names, setNames] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiError | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!names.firstName.trim() || !names.lastName.trim()) {
      setError({ message: 'auth.validation.allFieldsRequired' });
      return;
    }
    setBusy(true);
    const answer = await updateNames(names.firstName, names.lastName);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    onSaved();
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
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
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
