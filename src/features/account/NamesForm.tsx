import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { updateNames } from '../auth/actions.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { NAME_FIELDS } from '../auth/ui/name-fields.ts';
import { useFormRequest } from '../auth/ui/use-form-request.ts';

interface Props {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/** The profile's Edit mode: first and last name, both required. */
export function NamesForm({ profile, onSaved, onCancel }: Props) {
  const t = useT();
  const [names, setNames] = useState({ firstName: profile.firstName, lastName: profile.lastName });
  const { busy, error, setError, send } = useFormRequest();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!names.firstName.trim() || !names.lastName.trim()) {
      setError({ message: 'auth.validation.allFieldsRequired' });
      return;
    }
    if (await send(() => updateNames(names.firstName, names.lastName))) onSaved();
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      {NAME_FIELDS.map(({ key, label, autoComplete }) => (
        <TextField
          key={key}
          id={key === 'firstName' ? 'profile-first' : 'profile-last'}
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
