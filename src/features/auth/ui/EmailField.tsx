import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../lib/i18n/react.tsx';

interface Props {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

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
