import { TextField } from '../../components/ui/TextField.tsx';

interface Props {
  bound: 'min' | 'max';
  label: string;
  value: string;
  /** Min above max: both fields are marked, and the status line says why. */
  invalid: boolean;
  onChange: (value: string) => void;
}

/** The lowest or highest price: a typed filter, committed after a pause. */
export function PriceFilterField({ bound, label, value, invalid, onChange }: Props) {
  return (
    <TextField
      id={`listing-${bound}`}
      fieldClassName={`listing-filters__field lf-${bound}`}
      label={label}
      type="number"
      name={bound}
      min={0}
      step="0.01"
      inputMode="decimal"
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? 'listing-status' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
