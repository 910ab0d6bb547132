import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { register } from './actions.ts';
import type { UiError } from './errors.ts';
import { FormAlert } from './ui/FormAlert.tsx';
import { PasswordInput } from './ui/PasswordInput.tsx';
import { useSignedInRedirect } from './ui/use-signed-in-redirect.ts';
import { registrationProblem, safeNext } from './validation.ts';

function RegisterForm() {
  const t = useT();
  const locale = useLocale();
  const gate = useSignedInRedirect(locale);
  const [fields, setFields] = useState({ login: '', password: '', firstName: '', lastName: '' });
  const [terms, setTerms] = useState(false);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<UiError | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const problem = registrationProblem(fields, terms);
    if (problem) {
      setError({ message: problem });
      return;
    }
    setError(null);
    setLoading(true);
    const answer = await register(fields);
    setLoading(false);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    // Registered and signed in.
    setDone(true);
    const next = safeNext(new URLSearchParams(location.search).get('next'), localizePath('/account', locale));
    setTimeout(() => location.assign(next), 1000);
  }

  if (gate !== 'form' && !done)
    return <Spinner label={t(gate === 'redirecting' ? 'auth.redirecting' : 'common.loading')} />;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={loading}>
      <FormAlert error={error} />
      {done && (
        <p className="auth-form__success" role="status">
          {t('auth.register.success')}
        </p>
      )}
      <div className="auth-form__row">
        <div className="field">
          <label htmlFor="reg-first">{t('auth.field.firstName')}</label>
          <input
            id="reg-first"
            className="input"
            name="firstName"
            autoComplete="given-name"
            required
            value={fields.firstName}
            onChange={set('firstName')}
          />
        </div>
        <div className="field">
          <label htmlFor="reg-last">{t('auth.field.lastName')}</label>
          <input
            id="reg-last"
            className="input"
            name="lastName"
            autoComplete="family-name"
            required
            value={fields.lastName}
            onChange={set('lastName')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="reg-login">{t('auth.field.email')}</label>
        <input
          id="reg-login"
          className="input"
          type="email"
          name="login"
          inputMode="email"
          autoComplete="username"
          required
          value={fields.login}
          onChange={set('login')}
        />
      </div>
      <PasswordInput
        id="reg-password"
        label={t('auth.field.password')}
        name="password"
        autoComplete="new-password"
        aria-describedby="reg-password-hint"
        required
        value={fields.password}
        onChange={set('password')}
      />
      <p id="reg-password-hint" className="hint auth-form__hint">
        {t('auth.passwordHint')}
      </p>
      <div className="auth-form__check">
        <input
          id="reg-terms"
          type="checkbox"
          name="terms"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <label htmlFor="reg-terms">{t('auth.register.terms')}</label>{' '}
        <a href={localizePath('/terms-and-conditions', locale)} target="_blank" rel="noopener">
          {t('auth.register.readTerms')}
        </a>
      </div>
      <button type="submit" className="btn auth-form__submit" disabled={loading || done}>
        {loading && <Spinner />}
        {t('auth.register.submit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.register.haveAccount')} <a href={localizePath('/login', locale)}>{t('auth.register.signIn')}</a>
      </p>
    </form>
  );
}

export default function RegisterIsland(props: IslandI18nProps) {
  return (
    <I18nProvider {...props}>
      <RegisterForm />
    </I18nProvider>
  );
}
