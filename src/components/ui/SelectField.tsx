import type { SelectHTMLAttributes } from 'react';
import { FieldBox, type FieldBoxProps, problemAria } from './FieldBox.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> &
  FieldBoxProps & {
    value: string;
    onChange: (value: string) => void;
    /** The first option, with the empty value: "none chosen" or "any". */
    first: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    invalid?: boolean;
  };

/** A labelled drop-down: the empty choice first, then the options. */
export function SelectField({
  id,
  label,
  fieldClassName,
  problem,
  after,
  onChange,
  first,
  options,
  invalid,
  ...select
}: Props) {
  return (
    <FieldBox id={id} label={label} fieldClassName={fieldClassName} problem={problem} after={after}>
      <select
        id={id}
        className="input"
        onChange={(e) => onChange(e.target.value)}
        {...problemAria(id, problem)}
        aria-invalid={invalid || problem ? true : undefined}
        {...select}
      >
        <option value="">{first}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}
