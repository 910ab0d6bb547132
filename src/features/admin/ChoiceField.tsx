import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "none chosen". */
  none: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  invalid?: boolean;
  disabled?: boolean;
}

/** A labelled drop-down of the product form: "none" first, then the choices. */
export function ChoiceField({ id, label, value, onChange, none, choices, invalid, disabled }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
      >
        <option value="">{none}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
