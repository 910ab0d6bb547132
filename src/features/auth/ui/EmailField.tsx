import type { TextValueProps } from '../../../components/ui/FieldBox.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../lib/i18n/react.tsx';

type Props = TextValueProps & { name: string };

/** The account's email address, as every auth form asks for it (the browser may fill in the saved sign-in). */
export function EmailField({ id, name, value, onChange }: Props) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('auth.field.email')}
      type="email"
      name={name}
      inputMode="email"
      autoComplete="username"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
