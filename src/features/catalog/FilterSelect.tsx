import type { Option } from './filter-option.ts';

interface Props {
  id: string;
  name: string;
  className: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, meaning "no filter". */
  all: string;
  options: Option[];
}

/** A listing filter chosen from a list (material, colour): it applies at once. */
export function FilterSelect({ id, name, className, label, value, onChange, all, options }: Props) {
  return (
    <div className={`listing-filters__field ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
