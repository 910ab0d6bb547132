import { useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toast-store.ts';
import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import {
  canSaveProduct,
  PRODUCT_INPUT_MESSAGES,
  type ProductFacts,
  type ProductInputMode,
  validateProductInput,
} from '../../lib/products/product-input.ts';
import { createProduct, updateProduct } from './api.ts';
import { draftToInput, emptyDraft, type ProductDraft } from './product-draft.ts';
import { translateProblem } from './product-problem.ts';

export type ProductNotice = { tone: 'success' | 'error'; text: string; link?: { href: string; label: string } } | null;

interface Options {
  mode: ProductInputMode;
  rules: ProductFacts;
  login: string;
  productId?: number;
  onSaved?: (product: Product) => void;
}

/**
 * Saving the product form: the shared rules first (the first problem is shown and its field marked), then
 * creating or updating; the outcome shows above the form, scrolled into view, and as a toast.
 */
export function useProductSave(
  draft: ProductDraft,
  setDraft: (draft: ProductDraft) => void,
  { mode, rules, login, productId, onSaved }: Options,
) {
  const t = useT();
  const locale = useLocale();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<ProductNotice>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  function show(next: ProductNotice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  const productLink = (product: Product) => ({
    href: localizePath(`/product/${product.id}`, locale),
    label: t('admin.form.viewProduct', { name: product.name }),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !canSaveProduct(draft)) return;
    const body = draftToInput(draft);
    const checked = validateProductInput(body, mode, rules);
    if (!checked.ok) {
      setInvalidField(checked.field?.split('.')[0] ?? null);
      const text = translateProblem(t, checked.message);
      const noRows = checked.message === PRODUCT_INPUT_MESSAGES.noSizeRows;
      show({ tone: 'error', text: noRows ? `${text} ${t('admin.form.invalidEntry')}` : text });
      return;
    }
    setInvalidField(null);
    setSaving(true);
    setNotice(null);
    try {
      if (mode === 'create') {
        const product = await createProduct(login, body);
        setDraft(emptyDraft());
        const text = t('admin.form.added');
        show({ tone: 'success', text, link: productLink(product) });
        showToast(text, 'success');
        onSaved?.(product);
      } else {
        const product = await updateProduct(productId!, body);
        show({ tone: 'success', text: t('admin.form.saved'), link: productLink(product) });
        showToast(t('admin.form.saved'), 'success');
        onSaved?.(product);
      }
    } catch (err) {
      const reason = translateProblem(t, (err as Error).message);
      const text =
        mode === 'create' ? t('admin.form.saveError', { message: reason }) : `${t('admin.form.saveFailed')}: ${reason}`;
      show({ tone: 'error', text });
      showToast(mode === 'create' ? text : t('admin.form.saveFailed'), 'error');
    } finally {
      setSaving(false);
    }
  }

  return { saving, notice, noticeRef, invalidField, onSubmit };
}
