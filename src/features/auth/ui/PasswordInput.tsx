import { useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '../../../lib/i18n/react.tsx';

/** A password field with a show/hide toggle. The value lives only in the form's state, never in storage. */
export function PasswordInput({ label, id, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const t = useT();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-input">
        <input {...input} id={inputId} className="input" type={visible ? 'text' : 'password'} />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
    </div>
  );
}
