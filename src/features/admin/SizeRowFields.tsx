import { useT } from '../../lib/i18n/react.tsx';
import { CUSTOM_SIZE, type SizeRow } from './product-draft.ts';

interface Props {
  id: string;
  /** 1-based, for the labels. */
  n: number;
  row: SizeRow;
  choices: ReadonlyArray<{ value: string; name: string }>;
  minQuantity: number;
  onChange: (patch: Partial<SizeRow>) => void;
  onRemove: () => void;
}

/** One size of the product form: the size (a listed one or typed), its quantity, and ✕ to drop it. */
export function SizeRowFields({ id, n, row, choices, minQuantity, onChange, onRemove }: Props) {
  const t = useT();
  return (
    <li className="admin-sizes__row">
      <div className="field">
        <label htmlFor={`${id}-size-${row.key}`}>{t('admin.form.size', { n })}</label>
        <select
          id={`${id}-size-${row.key}`}
          className="input"
          value={row.choice}
          onChange={(e) => onChange({ choice: e.target.value })}
        >
          <option value="">{t('admin.form.chooseSize')}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value === CUSTOM_SIZE ? t('admin.form.customSize') : c.name}
            </option>
          ))}
        </select>
      </div>
      {row.choice === CUSTOM_SIZE && (
        <div className="field">
          <label htmlFor={`${id}-custom-${row.key}`}>{t('admin.form.customSizeText', { n })}</label>
          <input
            id={`${id}-custom-${row.key}`}
            className="input"
            value={row.custom}
            maxLength={40}
            onChange={(e) => onChange({ custom: e.target.value })}
          />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-qty-${row.key}`}>{t('admin.form.quantity', { n })}</label>
        <input
          id={`${id}-qty-${row.key}`}
          className="input"
          type="number"
          inputMode="numeric"
          min={minQuantity}
          step="1"
          value={row.quantity}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--small admin-sizes__remove"
        onClick={onRemove}
        aria-label={t('admin.form.removeSize', { n })}
      >
        ✕
      </button>
    </li>
  );
}
