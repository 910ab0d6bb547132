interface Props {
  id: string;
  name: string;
  className: string;
  label: string;
  value: string;
  /** Min above max: both fields are marked, and the status line says why. */
  invalid: boolean;
  onChange: (value: string) => void;
}

/** The lowest or highest price: a typed filter, committed after a pause. */
export function PriceFilterField({ id, name, className, label, value, invalid, onChange }: Props) {
  return (
    <div className={`listing-filters__field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        name={name}
        min={0}
        step="0.01"
        inputMode="decimal"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'listing-status' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
