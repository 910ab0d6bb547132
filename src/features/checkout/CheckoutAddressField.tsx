import { useT } from '../../lib/i18n/react.tsx';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the field, already translated; empty when none. */
  message: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  optional?: boolean;
}

/** One text field of the checkout address, its label and its problem. */
export function CheckoutAddressField({ id, name, label, value, onChange, message, optional, ...input }: Props) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="hint"> ({t('checkout.optional')})</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={!optional}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <p id={`${id}-error`} className="field-error">
        {message}
      </p>
    </div>
  );
}
