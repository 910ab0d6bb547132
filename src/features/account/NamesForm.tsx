import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { updateNames } from '../auth/actions.ts';
import type { UiError } from '../auth/errors.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';

/** First and last name, as the browser's autofill knows them. */
const NAME_FIELDS = [
  { key: 'firstName', id: 'profile-first', label: 'auth.field.firstName', autoComplete: 'given-name' },
  { key: 'lastName', id: 'profile-last', label: 'auth.field.lastName', autoComplete: 'family-name' },
] as const;

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
      {NAME_FIELDS.map(({ key, id, label, autoComplete }) => (
        <TextField
          key={key}
          id={id}
          label={t(label)}
          autoComplete={autoComplete}
          value={names[key]}
          onChange={(e) => setNames({ ...names, [key]: e.target.value })}
        />
      ))}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
