import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { usersApi } from './api.ts';
import { FormAlert } from './ui/FormAlert.tsx';
import { useSignedInRedirect } from './ui/use-signed-in-redirect.ts';
import { forgotProblem } from './validation.ts';

/** A reset request is idle, loading, success or error. */
type RequestState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; vars?: Record<string, string | number> };

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
      <div className="auth-form">
        <Alert tone="success">
          <p>{t('auth.forgot.success')}</p>
        </Alert>
        <p className="auth-form__switch">
          <a href={localizePath('/login', locale)}>{t('auth.forgot.backToLogin')}</a>
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={state.kind === 'loading'}>
      <p className="auth-form__intro">{t('auth.forgot.intro')}</p>
      <FormAlert error={state.kind === 'error' ? state : null} />
      <div className="field">
        <label htmlFor="forgot-email">{t('auth.field.email')}</label>
        <input
          id="forgot-email"
          className="input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className="btn auth-form__submit" disabled={state.kind === 'loading'}>
        {state.kind === 'loading' && <Spinner />}
        {state.kind === 'loading' ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </button>
      <p className="auth-form__switch">
        <a href={localizePath('/login', locale)}>{t('auth.forgot.backToLogin')}</a>
      </p>
    </form>
  );
}

export default function ForgotPasswordIsland(props: IslandI18nProps) {
  return (
    <I18nProvider {...props}>
      <ForgotForm />
    </I18nProvider>
  );
}
