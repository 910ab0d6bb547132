import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';

interface Props {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** An auth form's submit button: a spinner beside the words while the request runs, and off meanwhile. */
export function SubmitButton({ busy, disabled = busy, children }: Props) {
  return (
    <button type="submit" className="btn auth-form__submit" disabled={disabled}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
