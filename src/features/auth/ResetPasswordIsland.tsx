import { useEffect, useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { usersApi } from './api.ts';
import { AuthDone } from './ui/AuthDone.tsx';
import { FormAlert } from './ui/FormAlert.tsx';
import { NewPasswordField } from './ui/NewPasswordField.tsx';
import type { RequestState } from './ui/request-state.ts';
import { SubmitButton } from './ui/SubmitButton.tsx';
import { useSignedInRedirect } from './ui/use-signed-in-redirect.ts';
import { resetProblem } from './validation.ts';

/** The token is the last path segment (/reset-password/{token}); the built shell is /reset-password/_. */
export function tokenFromPath(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return last === '_' || last === 'reset-password' ? '' : decodeURIComponent(last);
}

function ResetForm() {
  const t = useT();
  const locale = useLocale();
  const gate = useSignedInRedirect(locale);
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<RequestState>({ kind: 'idle' });
  useEffect(() => {
    setToken(tokenFromPath(location.pathname));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'loading') return;
    const problem = resetProblem(token, password);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'loading' });
    const answer = await usersApi.resetPassword(token, password.trim());
    setPassword('');
    if (answer.ok) setState({ kind: 'success' });
    else if (answer.status === 0) setState({ kind: 'error', message: 'auth.reset.network' });
    else setState({ kind: 'error', message: 'auth.reset.failed' });
  }

  if (gate !== 'form') return <Spinner label={t(gate === 'redirecting' ? 'auth.redirecting' : 'common.loading')} />;

  if (state.kind === 'success') {
    return (
      <AuthDone message={t('auth.reset.success')}>
        <p>
          <a className="btn" href={localizePath('/login', locale)}>
            {t('auth.reset.login')}
          </a>
        </p>
      </AuthDone>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={state.kind === 'loading'}>
      <FormAlert error={state.kind === 'error' ? state : null} />
      {state.kind === 'error' && state.message === 'auth.reset.failed' && (
        <p className="auth-form__aside">
          <a href={localizePath('/forgot-password', locale)}>{t('auth.reset.requestNew')}</a>
        </p>
      )}
      <NewPasswordField
        id="reset-password"
        label={t('auth.reset.newPassword')}
        value={password}
        onChange={setPassword}
      />
      <SubmitButton busy={state.kind === 'loading'}>{t('auth.reset.submit')}</SubmitButton>
    </form>
  );
}

export default islandOf(ResetForm);
