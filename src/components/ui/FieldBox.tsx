import type { ReactNode } from 'react';

/** A controlled text field's own props: where it is, what it holds, and what to tell when it changes. */
export interface TextValueProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export interface FieldBoxProps {
  id: string;
  label: ReactNode;
  /** The class of the box (the shop's `field` unless a form lays its fields out itself). */
  fieldClassName?: string;
  /** The field's problem, already in words; given (even empty), the field keeps a place to say it. */
  problem?: string | null;
  /** What stands under the control: a hint, say. */
  after?: ReactNode;
}

/** The ARIA a control needs to be marked wrong and described by its problem while it has one. */
export const problemAria = (id: string, problem: string | null | undefined) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? `${id}-error` : undefined,
});

/** A form field's box: the label, the control, what follows it, and the line that says what is wrong. */
export function FieldBox({
  id,
  label,
  fieldClassName = 'field',
  problem,
  after,
  children,
}: FieldBoxProps & { children: ReactNode }) {
  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>{label}</label>
      {children}
      {after}
      {problem === undefined ? null : (
        <span id={`${id}-error`} className="field-error">
          {problem ?? ''}
        </span>
      )}
    </div>
  );
}
