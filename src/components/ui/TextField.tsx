import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode };

/** A labelled text input in the shop's field style: the label above, the input below. */
export function TextField({ id, label, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} />
    </div>
  );
}
