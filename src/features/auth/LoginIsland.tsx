import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { GOOGLE_ERROR_PARAM, googleErrorKey } from '../../lib/account/google-sign-in.ts';
import { login } from './actions.ts';
import { fetchSignInOptions, googleSignInHref } from './api.ts';
import type { UiError } from './errors.ts';
import { FormAlert } from './ui/FormAlert.tsx';
import { GoogleSignInButton } from './ui/GoogleSignInButton.tsx';
import { PasswordInput } from './ui/PasswordInput.tsx';
import { useSignedInRedirect } from './ui/use-signed-in-redirect.ts';
import { loginProblem, safeNext } from './validation.ts';

/** The login button gives feedback for 1.5 s, so a quick answer is still seen. */
export const LOGIN_FEEDBACK_MS = 1500;

function LoginForm() {
  const t = useT();
  const locale = useLocale();
  const gate = useSignedInRedirect(locale);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [feedback, setFeedback] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<UiError | null>(null);
  const [google, setGoogle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Sign in with Google: shown only when the server has it configured; a failed round trip comes back here
  // with ?google_error=<reason>, said once in the page's language and taken out of the address.
  useEffect(() => {
    fetchSignInOptions()
      .then((options) => setGoogle(options.google))
      .catch(() => setGoogle(false));
    const url = new URL(location.href);
    const reason = url.searchParams.get(GOOGLE_ERROR_PARAM);
    if (reason) {
      setError({ message: googleErrorKey(reason) });
      url.searchParams.delete(GOOGLE_ERROR_PARAM);
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const problem = loginProblem(email, password);
    if (problem) {
      setError({ message: problem });
      return;
    }
    setError(null);
    setLoading(true);
    const answer = await login(email, password);
    setLoading(false);
    clearTimeout(timer.current);
    if (answer.ok) {
      setPassword('');
      setFeedback('success');
      const next = nextPage();
      timer.current = setTimeout(() => location.assign(next), LOGIN_FEEDBACK_MS);
    } else {
      setError(answer.error);
      setFeedback('failure');
      timer.current = setTimeout(() => setFeedback(null), LOGIN_FEEDBACK_MS);
    }
  }

  const nextParam = () => new URLSearchParams(location.search).get('next');
  const nextPage = () => safeNext(nextParam(), localizePath('/', locale));

  if (gate !== 'form') return <Spinner label={t(gate === 'redirecting' ? 'auth.redirecting' : 'common.loading')} />;

  return (
    <>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={loading}>
        <FormAlert error={error} />
        {feedback === 'success' && (
          <p className="auth-form__success" role="status">
            {t('auth.login.success')}
          </p>
        )}
        <div className="field">
          <label htmlFor="login-email">{t('auth.field.email')}</label>
          <input
            id="login-email"
            className="input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <PasswordInput
          id="login-password"
          label={t('auth.field.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="auth-form__aside">
          <a href={localizePath('/forgot-password', locale)}>{t('auth.login.forgot')}</a>
        </p>
        <button
          type="submit"
          className={`btn auth-form__submit${feedback ? ` auth-form__submit--${feedback}` : ''}`}
          disabled={loading || feedback === 'success'}
        >
          {loading && <Spinner />}
          {loading
            ? t('auth.login.submitting')
            : feedback === 'success'
              ? t('auth.login.signedIn')
              : t('auth.login.submit')}
        </button>
      </form>
      {google && (
        <div className="auth-alt">
          <p className="auth-alt__or">
            <span>{t('auth.google.or')}</span>
          </p>
          <GoogleSignInButton href={googleSignInHref(locale, safeNext(nextParam(), '') || null)} />
        </div>
      )}
    </>
  );
}

export default function LoginIsland(props: IslandI18nProps) {
  return (
    <I18nProvider {...props}>
      <LoginForm />
    </I18nProvider>
  );
}
