import { Alert } from '../../../components/ui/Alert.tsx';
import { useT } from '../../../lib/i18n/react.tsx';
import type { UiError } from '../errors.ts';

/** The red alert of the auth forms: a dictionary key (with vars) or a server's own sentence. */
export function FormAlert({ error }: { error: UiError | string | null }) {
  const t = useT();
  if (!error) return null;
  const e = typeof error === 'string' ? { message: error } : error;
  return (
    <Alert tone="error">
      <p>{t(e.message, e.vars)}</p>
    </Alert>
  );
}
