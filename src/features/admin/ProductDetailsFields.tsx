import { useId } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import type { FormFacts } from './admin-facts.ts';
import type { ProductDraft } from './product-draft.ts';
import { ChoiceField } from './ChoiceField.tsx';

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
      <div className="field">
        <label htmlFor={`${id}-price`}>
          {t('admin.form.price')} {required}
        </label>
        <input
          id={`${id}-price`}
          className="input"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={draft.price}
          onChange={(e) => set('price', e.target.value)}
          aria-invalid={invalid('price')}
        />
      </div>

      <ChoiceField
        id={`${id}-category`}
        label={
          <>
            {t('admin.form.category')} {required}
          </>
        }
        value={draft.category}
        onChange={(value) => onCategory(value, '')}
        none={t('admin.form.chooseCategory')}
        choices={routes(facts.categories)}
        invalid={invalid('category')}
      />
      <ChoiceField
        id={`${id}-sub`}
        label={t('admin.form.subCategory')}
        value={draft.subCategory}
        onChange={(value) => onCategory(draft.category, value)}
        none={t('admin.form.noSubCategory')}
        choices={routes(category?.subCategories ?? [])}
        disabled={!category}
        invalid={invalid('subCategory')}
      />
      <ChoiceField
        id={`${id}-color`}
        label={t('admin.form.color')}
        value={draft.color}
        onChange={(value) => set('color', value)}
        none={t('admin.form.noColor')}
        choices={facts.colors}
        invalid={invalid('color')}
      />
      <ChoiceField
        id={`${id}-material`}
        label={t('admin.form.material')}
        value={draft.material}
        onChange={(value) => set('material', value)}
        none={t('admin.form.noMaterial')}
        choices={facts.materials}
        invalid={invalid('material')}
      />

      <div className="field">
        <label htmlFor={`${id}-weight`}>{t('admin.form.weight')}</label>
        <input
          id={`${id}-weight`}
          className="input"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          value={draft.weight}
          onChange={(e) => set('weight', e.target.value)}
          aria-describedby={`${id}-weight-hint`}
        />
        <span id={`${id}-weight-hint`} className="hint">
          {t('admin.form.weightHint')}
        </span>
      </div>
    </div>
  );
}
