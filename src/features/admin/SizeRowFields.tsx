import { useT } from '../../lib/i18n/react.tsx';
import { CUSTOM_SIZE, type SizeRow } from './product-draft.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';

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
      <SelectField
        id={`${id}-size-${row.key}`}
        label={t('admin.form.size', { n })}
        value={row.choice}
        onChange={(choice) => onChange({ choice })}
        first={t('admin.form.chooseSize')}
        options={choices.map((c) => ({
          value: c.value,
          label: c.value === CUSTOM_SIZE ? t('admin.form.customSize') : c.name,
        }))}
      />
      {row.choice === CUSTOM_SIZE && (
        <TextField
          id={`${id}-custom-${row.key}`}
          label={t('admin.form.customSizeText', { n })}
          value={row.custom}
          maxLength={40}
          onChange={(e) => onChange({ custom: e.target.value })}
        />
      )}
      <TextField
        id={`${id}-qty-${row.key}`}
        label={t('admin.form.quantity', { n })}
        type="number"
        inputMode="numeric"
        min={minQuantity}
        step="1"
        value={row.quantity}
        onChange={(e) => onChange({ quantity: e.target.value })}
      />
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
