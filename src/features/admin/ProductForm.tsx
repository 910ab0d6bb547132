import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import type { Product } from '../../lib/api/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { canSaveProduct, type ProductInputMode } from '../../lib/products/product-input.ts';
import type { FormFacts } from './admin-facts.ts';
import { ImageManager } from './ImageManager.tsx';
import { ProductDetailsFields } from './ProductDetailsFields.tsx';
import { ProductWordsTabs } from './ProductWordsTabs.tsx';
import { emptyDraft, ruleFacts, sizeChoices, type ProductDraft } from './product-draft.ts';
import { SizeRowsFieldset } from './SizeRowsFieldset.tsx';
import { useProductSave } from './use-product-save.ts';

interface Props {
  mode: ProductInputMode;
  facts: FormFacts;
  /** The caller's login: POST /post/{login}. */
  login: string;
  /** Edit mode: the product being edited and its form state. */
  productId?: number;
  initial?: ProductDraft;
  onSaved?: (product: Product) => void;
}

/** The add/edit product form: words per language, details, pictures and sizes, checked by the shared product rules. */
export function ProductForm({ mode, facts, login, productId, initial, onSaved }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<ProductDraft>(() => initial ?? emptyDraft());
  const choices = useMemo(() => sizeChoices(facts.sizes, draft.subCategory), [facts.sizes, draft.subCategory]);
  const rules = useMemo(() => ruleFacts(facts), [facts]);
  const { saving, notice, noticeRef, invalidField, onSubmit } = useProductSave(draft, setDraft, {
    mode,
    rules,
    login,
    productId,
    onSaved,
  });

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function onCategory(category: string, subCategory: string) {
    const offered = new Set(sizeChoices(facts.sizes, subCategory).map((c) => c.value));
    // A size that the new sub-category does not offer must be chosen again.
    setDraft((d) => ({
      ...d,
      category,
      subCategory,
      sizeRows: d.sizeRows.map((r) => (offered.has(r.choice) ? r : { ...r, choice: '' })),
    }));
  }

  const invalid = (field: string) => (invalidField === field ? true : undefined);
  const saveEnabled = canSaveProduct(draft) && !saving;

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <div ref={noticeRef}>
        {notice && (
          <Alert tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.link && (
              <p>
                <a href={notice.link.href}>{notice.link.label}</a>
              </p>
            )}
          </Alert>
        )}
      </div>

      <ProductWordsTabs draft={draft} setDraft={setDraft} invalid={invalid} />
      <ProductDetailsFields draft={draft} facts={facts} set={set} onCategory={onCategory} invalid={invalid} />

      <ImageManager
        urls={draft.imageUrls}
        onChange={(urls) => set('imageUrls', urls)}
        failureText={mode === 'create' ? t('admin.form.imageUploadFailed') : t('admin.form.uploadFailed')}
        onFailure={(text) => showToast(text, 'error')}
      />

      <SizeRowsFieldset
        mode={mode}
        rows={draft.sizeRows}
        choices={choices}
        onChange={(rows) => set('sizeRows', rows)}
        invalid={invalid('sizeQuantities')}
      />

      <div className="admin-form__actions">
        <button type="submit" className="btn btn--accent" disabled={!saveEnabled}>
          {saving && <Spinner size={16} />}
          {mode === 'create' ? t('admin.form.create') : t('admin.form.save')}
        </button>
        {!canSaveProduct(draft) && <span className="hint">{t('admin.form.saveNeeds')}</span>}
      </div>
    </form>
  );
}
