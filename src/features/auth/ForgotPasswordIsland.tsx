import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { usersApi } from './api.ts';
import { AuthDone } from './ui/AuthDone.tsx';
import { EmailField } from './ui/EmailField.tsx';
import { FormAlert } from './ui/FormAlert.tsx';
import type { RequestState } from './ui/request-state.ts';
import { SubmitButton } from './ui/SubmitButton.tsx';
import { useSignedInRedirect } from './ui/use-signed-in-redirect.ts';
import { forgotProblem } from './validation.ts';

function ForgotForm() {
  const t = useT();
  const locale = useLocale();
  const gate = useSignedInRedirect(locale);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<RequestState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'loading') return;
    const problem = forgotProblem(email);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'loading' });
    const answer = await usersApi.requestReset(email.trim());
    if (answer.ok) setState({ kind: 'success' });
    else if (answer.status === 0) setState({ kind: 'error', message: 'auth.error.network' });
    else if (answer.status === 429) setState({ kind: 'error', ...answer.error });
    else
      setState({
        kind: 'error',
        message: answer.status === 400 ? 'auth.validation.emailInvalid' : 'auth.forgot.failed',
      });
  }

  if (gate !== 'form') return <Spinner label={t(gate === 'redirecting' ? 'auth.redirecting' : 'common.loading')} />;

  if (state.kind === 'success') {
    return (
      <AuthDone message={t('auth.forgot.success')}>
        <p className="auth-form__switch">
          <a href={localizePath('/login', locale)}>{t('auth.forgot.backToLogin')}</a>
        </p>
      </AuthDone>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={state.kind === 'loading'}>
      <p className="auth-form__intro">{t('auth.forgot.intro')}</p>
      <FormAlert error={state.kind === 'error' ? state : null} />
      <EmailField id="forgot-email" name="email" value={email} onChange={setEmail} />
      <SubmitButton busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </SubmitButton>
      <p className="auth-form__switch">
        <a href={localizePath('/login', locale)}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </form>
  );
}

export default islandOf(ForgotForm);
