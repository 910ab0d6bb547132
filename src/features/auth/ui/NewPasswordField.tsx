import type { TextValueProps } from '../../../components/ui/FieldBox.tsx';
import { useT } from '../../../lib/i18n/react.tsx';
import { PasswordInput } from './PasswordInput.tsx';

type Props = TextValueProps & { label: string };

/** A new password, with the rule it must follow written under it. */
export function NewPasswordField({ id, label, value, onChange }: Props) {
  const t = useT();
  return (
    <>
      <PasswordInput
        id={id}
        label={label}
        name="password"
        autoComplete="new-password"
        aria-describedby={`${id}-hint`}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="hint auth-form__hint">
        {t('auth.passwordHint')}
      </p>
    </>
  );
}
