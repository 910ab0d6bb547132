import { useId } from 'react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { FormFacts } from './admin-facts.ts';
import type { ProductDraft } from './product-draft.ts';

interface Props {
  draft: ProductDraft;
  facts: FormFacts;
  set: <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => void;
  /** Choosing another category or sub-category also clears the sizes it does not offer. */
  onCategory: (category: string, subCategory: string) => void;
  invalid: (field: string) => true | undefined;
}

/** Price, category, sub-category, colour, material and weight of the product form. */
export function ProductDetailsFields({ draft, facts, set, onCategory, invalid }: Props) {
  const t = useT();
  const id = useId();
  const category = facts.categories.find((c) => c.route === draft.category);
  const required = <span className="hint">({t('common.required')})</span>;
  const routes = (list: ReadonlyArray<{ route: string; title: string }>) =>
    list.map((c) => ({ value: c.route, label: c.title }));

  return (
    <div className="admin-form__grid">
      <TextField
        id={`${id}-price`}
        label={
          <>
            {t('admin.form.price')} {required}
          </>
        }
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={draft.price}
        onChange={(e) => set('price', e.target.value)}
        aria-invalid={invalid('price')}
      />

      <SelectField
        id={`${id}-category`}
        label={
          <>
            {t('admin.form.category')} {required}
          </>
        }
        value={draft.category}
        onChange={(value) => onCategory(value, '')}
        first={t('admin.form.chooseCategory')}
        options={routes(facts.categories)}
        invalid={invalid('category')}
      />
      <SelectField
        id={`${id}-sub`}
        label={t('admin.form.subCategory')}
        value={draft.subCategory}
        onChange={(value) => onCategory(draft.category, value)}
        first={t('admin.form.noSubCategory')}
        options={routes(category?.subCategories ?? [])}
        disabled={!category}
        invalid={invalid('subCategory')}
      />
      {(['color', 'material'] as const).map((key) => (
        <SelectField
          key={key}
          id={`${id}-${key}`}
          label={t(`admin.form.${key}`)}
          value={draft[key]}
          onChange={(value) => set(key, value)}
          first={t(key === 'color' ? 'admin.form.noColor' : 'admin.form.noMaterial')}
          options={key === 'color' ? facts.colors : facts.materials}
          invalid={invalid(key)}
        />
      ))}

      <TextField
        id={`${id}-weight`}
        label={t('admin.form.weight')}
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        value={draft.weight}
        onChange={(e) => set('weight', e.target.value)}
        aria-describedby={`${id}-weight-hint`}
        after={
          <span id={`${id}-weight-hint`} className="hint">
            {t('admin.form.weightHint')}
          </span>
        }
      />
    </div>
  );
}
