import { useState, type FormEvent } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { register } from './actions.ts';
import type { UiError } from './errors.ts';
import { FormAlert } from './ui/FormAlert.tsx';
import { NameFields } from './ui/NameFields.tsx';
import { EmailField } from './ui/EmailField.tsx';
import { NewPasswordField } from './ui/NewPasswordField.tsx';
import { SubmitButton } from './ui/SubmitButton.tsx';
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
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

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
        <NameFields idPrefix="reg" names={fields} onChange={(key, value) => set(key)(value)} required />
      </div>
      <EmailField id="reg-login" name="login" value={fields.login} onChange={set('login')} />
      <NewPasswordField
        id="reg-password"
        label={t('auth.field.password')}
        value={fields.password}
        onChange={set('password')}
      />
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
      <SubmitButton busy={loading} disabled={loading || done}>
        {t('auth.register.submit')}
      </SubmitButton>
      <p className="auth-form__switch">
        {t('auth.register.haveAccount')} <a href={localizePath('/login', locale)}>{t('auth.register.signIn')}</a>
      </p>
    </form>
  );
}

export default islandOf(RegisterForm);
