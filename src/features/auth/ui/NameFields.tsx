import { TextField } from '../../../components/ui/TextField.tsx';
import { useT } from '../../../lib/i18n/react.tsx';

/** First and last name, each with its label and the autofill token browsers fill it from. */
const NAME_FIELDS = [
  { key: 'firstName', idSuffix: 'first', label: 'auth.field.firstName', autoComplete: 'given-name' },
  { key: 'lastName', idSuffix: 'last', label: 'auth.field.lastName', autoComplete: 'family-name' },
] as const;

export type NameKey = (typeof NAME_FIELDS)[number]['key'];

interface Props {
  /** The fields' ids are `{idPrefix}-first` and `{idPrefix}-last`. */
  idPrefix: string;
  names: Record<NameKey, string>;
  onChange: (key: NameKey, value: string) => void;
  required?: boolean;
}

/** The first and last name fields, as sign-up and the profile ask for them. */
export function NameFields({ idPrefix, names, onChange, required }: Props) {
  const t = useT();
  return (
    <>
      {NAME_FIELDS.map(({ key, idSuffix, label, autoComplete }) => (
        <TextField
          key={key}
          id={`${idPrefix}-${idSuffix}`}
          label={t(label)}
          name={key}
          autoComplete={autoComplete}
          required={required}
          value={names[key]}
          onChange={(e) => onChange(key, e.target.value)}
        />
      ))}
    </>
  );
}
