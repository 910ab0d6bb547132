import type { ReactNode } from 'react';

interface Props {
  /** What the cell shows while the line is not being corrected. */
  shown: ReactNode;
  editing: boolean;
  value: string;
  onChange: (value: string) => void;
  min: string;
  step: string;
  label: string;
  /** The id of the line's problem message, which describes the field. */
  problemId: string;
  invalid: boolean;
}

/** A number of an order line (quantity or unit price): shown as it is, or as a field while the line is corrected. */
export function OrderItemNumberCell({ shown, editing, value, onChange, min, step, label, problemId, invalid }: Props) {
  return (
    <td>
      {editing ? (
        <input
          className="input admin-orders__num"
          type="number"
          min={min}
          step={step}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={problemId}
        />
      ) : (
        shown
      )}
    </td>
  );
}
