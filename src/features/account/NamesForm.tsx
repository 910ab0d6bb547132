import { useState, type FormEvent } from 'react';
import { updateNames } from '../auth/actions.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { NameFields } from '../auth/ui/NameFields.tsx';
import { useFormRequest } from '../auth/ui/use-form-request.ts';

interface Props {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/** The profile's Edit mode: first and last name, both required. */
export function NamesForm({ profile, onSaved, onCancel }: Props) {
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
      <NameFields idPrefix="profile" names={names} onChange={(key, value) => setNames({ ...names, [key]: value })} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
