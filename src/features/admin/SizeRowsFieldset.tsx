import { useId } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import type { ProductInputMode } from '../../lib/products/product-input.ts';
import { newSizeRow, type SizeRow } from './product-draft.ts';
import { SizeRowFields } from './SizeRowFields.tsx';

interface Props {
  mode: ProductInputMode;
  rows: SizeRow[];
  choices: ReadonlyArray<{ value: string; name: string }>;
  onChange: (rows: SizeRow[]) => void;
  invalid?: boolean;
}

/** The product's sizes and their stock; a new product needs at least one unit of each, an edit may keep 0. */
export function SizeRowsFieldset({ mode, rows, choices, onChange, invalid }: Props) {
  const t = useT();
  const id = useId();
  const patch = (key: number, change: Partial<SizeRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <fieldset className="admin-sizes" aria-invalid={invalid || undefined}>
      <legend>{t('admin.form.sizes')}</legend>
      <p className="hint">{mode === 'create' ? t('admin.form.sizesHintCreate') : t('admin.form.sizesHintEdit')}</p>
      {rows.length === 0 && <p className="hint">{t('admin.form.noSizeRowsYet')}</p>}
      <ol className="admin-sizes__rows">
        {rows.map((row, i) => (
          <SizeRowFields
            key={row.key}
            id={id}
            n={i + 1}
            row={row}
            choices={choices}
            minQuantity={mode === 'create' ? 1 : 0}
            onChange={(change) => patch(row.key, change)}
            onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
          />
        ))}
      </ol>
      <button type="button" className="btn btn--ghost" onClick={() => onChange([...rows, newSizeRow()])}>
        {t('admin.form.addSize')}
      </button>
    </fieldset>
  );
}
