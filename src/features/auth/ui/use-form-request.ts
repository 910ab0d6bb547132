import { useState } from 'react';
import type { Answer } from '../api.ts';
import type { UiError } from '../errors.ts';

/**
 * A form that sends one request at a time: busy while it runs, and the error to show (the form's own check's or
 * the server's).
 */
export function useFormRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiError | null>(null);

  /** Sends the request with the form busy meanwhile; true when it worked, and when not, the error is shown. */
  async function send<T>(request: () => Promise<Answer<T>>): Promise<boolean> {
    setBusy(true);
    const answer = await request();
    setBusy(false);
    if (!answer.ok) setError(answer.error);
    return answer.ok;
  }

  return { busy, error, setError, send };
}
