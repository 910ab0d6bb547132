import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import type { Product } from '../../lib/api/product.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, type Translate } from '../../lib/i18n/react.tsx';
import { canSaveProduct, PRODUCT_INPUT_MESSAGES, validateProductInput, type ProductInputMode } from '../../lib/products/product-input.ts';
import type { FormFacts } from './admin-facts.ts';
import { createProduct, updateProduct } from './api.ts';
import { ImageManager } from './ImageManager.tsx';
import { CUSTOM_SIZE, draftToInput, emptyDraft, newSizeRow, ruleFacts, sizeChoices, type ProductDraft, type SizeRow } from './product-draft.ts';

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

/** SPEC.md §5's messages, in the page's language. */
const messageKeys: Record<string, string> = {
  [PRODUCT_INPUT_MESSAGES.required]: 'admin.form.required',
  [PRODUCT_INPUT_MESSAGES.sizeRowsCreate]: 'admin.form.sizeRowsCreate',
  [PRODUCT_INPUT_MESSAGES.sizeRowsEdit]: 'admin.form.sizeRowsEdit',
  [PRODUCT_INPUT_MESSAGES.noSizeRows]: 'admin.form.noSizeRows',
  [PRODUCT_INPUT_MESSAGES.duplicateSize]: 'admin.form.duplicateSize',
  [PRODUCT_INPUT_MESSAGES.unknownCategory]: 'admin.form.unknownCategory',
  [PRODUCT_INPUT_MESSAGES.subCategoryMismatch]: 'admin.form.subCategoryMismatch',
  [PRODUCT_INPUT_MESSAGES.unknownColor]: 'admin.form.unknownColor',
  [PRODUCT_INPUT_MESSAGES.unknownMaterial]: 'admin.form.unknownMaterial',
  [PRODUCT_INPUT_MESSAGES.priceCents]: 'admin.form.priceCents',
  [PRODUCT_INPUT_MESSAGES.imageUrl]: 'admin.form.imageUrl',
};

export function translateProblem(t: Translate, message: string): string {
  const key = messageKeys[message];
  return key ? t(key) : message;
}

type Notice = { tone: 'success' | 'error'; text: string; link?: { href: string; label: string } } | null;

/** The add/edit product form (SPEC.md §2 "Add/Edit product", §5 rules, §8 messages). */
export function ProductForm({ mode, facts, login, productId, initial, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState<ProductDraft>(() => initial ?? emptyDraft());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const category = facts.categories.find((c) => c.route === draft.category);
  const choices = useMemo(() => sizeChoices(facts.sizes, draft.subCategory), [facts.sizes, draft.subCategory]);
  const rules = useMemo(() => ruleFacts(facts), [facts]);
  const minQuantity = mode === 'create' ? 1 : 0;

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setRow = (key: number, patch: Partial<SizeRow>) =>
    setDraft((d) => ({ ...d, sizeRows: d.sizeRows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));

  function onSubCategory(sub: string) {
    const offered = new Set(sizeChoices(facts.sizes, sub).map((c) => c.value));
    // A size that the new sub-category does not offer must be chosen again.
    setDraft((d) => ({ ...d, subCategory: sub, sizeRows: d.sizeRows.map((r) => (offered.has(r.choice) ? r : { ...r, choice: '' })) }));
  }

  function show(next: Notice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !canSaveProduct(draft)) return;
    const body = draftToInput(draft);
    const checked = validateProductInput(body, mode, rules);
    if (!checked.ok) {
      setInvalidField(checked.field?.split('.')[0] ?? null);
      const text = translateProblem(t, checked.message);
      show({ tone: 'error', text: checked.message === PRODUCT_INPUT_MESSAGES.noSizeRows ? `${text} ${t('admin.form.invalidEntry')}` : text });
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
        show({ tone: 'success', text, link: { href: localizePath(`/product/${product.id}`, locale), label: t('admin.form.viewProduct', { name: product.name }) } });
        showToast(text, 'success');
        onSaved?.(product);
      } else {
        const product = await updateProduct(productId!, body);
        show({ tone: 'success', text: t('admin.form.saved'), link: { href: localizePath(`/product/${product.id}`, locale), label: t('admin.form.viewProduct', { name: product.name }) } });
        showToast(t('admin.form.saved'), 'success');
        onSaved?.(product);
      }
    } catch (err) {
      const reason = translateProblem(t, (err as Error).message);
      const text = mode === 'create' ? t('admin.form.saveError', { message: reason }) : `${t('admin.form.saveFailed')}: ${reason}`;
      show({ tone: 'error', text });
      showToast(mode === 'create' ? text : t('admin.form.saveFailed'), 'error');
    } finally {
      setSaving(false);
    }
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

      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>
            {t('admin.form.name')} <span className="hint">({t('common.required')})</span>
          </label>
          <input id={`${id}-name`} className="input" value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={200} required aria-invalid={invalid('name')} />
        </div>

        <div className="field">
          <label htmlFor={`${id}-price`}>
            {t('admin.form.price')} <span className="hint">({t('common.required')})</span>
          </label>
          <input id={`${id}-price`} className="input" type="number" inputMode="decimal" min="0.01" step="0.01" value={draft.price} onChange={(e) => set('price', e.target.value)} aria-invalid={invalid('price')} />
        </div>

        <div className="field">
          <label htmlFor={`${id}-category`}>
            {t('admin.form.category')} <span className="hint">({t('common.required')})</span>
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={draft.category}
            onChange={(e) => {
              set('category', e.target.value);
              onSubCategory('');
            }}
            aria-invalid={invalid('category')}
          >
            <option value="">{t('admin.form.chooseCategory')}</option>
            {facts.categories.map((c) => (
              <option key={c.route} value={c.route}>
                {c.title}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={`${id}-sub`}>{t('admin.form.subCategory')}</label>
          <select id={`${id}-sub`} className="input" value={draft.subCategory} onChange={(e) => onSubCategory(e.target.value)} disabled={!category} aria-invalid={invalid('subCategory')}>
            <option value="">{t('admin.form.noSubCategory')}</option>
            {category?.subCategories.map((s) => (
              <option key={s.route} value={s.route}>
                {s.title}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={`${id}-color`}>{t('admin.form.color')}</label>
          <select id={`${id}-color`} className="input" value={draft.color} onChange={(e) => set('color', e.target.value)} aria-invalid={invalid('color')}>
            <option value="">{t('admin.form.noColor')}</option>
            {facts.colors.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={`${id}-material`}>{t('admin.form.material')}</label>
          <select id={`${id}-material`} className="input" value={draft.material} onChange={(e) => set('material', e.target.value)} aria-invalid={invalid('material')}>
            <option value="">{t('admin.form.noMaterial')}</option>
            {facts.materials.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>

        <div className="field">
          <label htmlFor={`${id}-weight`}>{t('admin.form.weight')}</label>
          <input id={`${id}-weight`} className="input" type="number" inputMode="numeric" min="0" step="1" value={draft.weight} onChange={(e) => set('weight', e.target.value)} aria-describedby={`${id}-weight-hint`} />
          <span id={`${id}-weight-hint`} className="hint">
            {t('admin.form.weightHint')}
          </span>
        </div>
      </div>

      <div className="field">
        <label htmlFor={`${id}-desc`}>{t('admin.form.description')}</label>
        <textarea id={`${id}-desc`} className="input" value={draft.desc} onChange={(e) => set('desc', e.target.value)} maxLength={5000} />
      </div>

      <ImageManager
        urls={draft.imageUrls}
        onChange={(urls) => set('imageUrls', urls)}
        failureText={mode === 'create' ? t('admin.form.imageUploadFailed') : t('admin.form.uploadFailed')}
        onFailure={(text) => showToast(text, 'error')}
      />

      <fieldset className="admin-sizes" aria-invalid={invalid('sizeQuantities')}>
        <legend>{t('admin.form.sizes')}</legend>
        <p className="hint">{mode === 'create' ? t('admin.form.sizesHintCreate') : t('admin.form.sizesHintEdit')}</p>
        {draft.sizeRows.length === 0 && <p className="hint">{t('admin.form.noSizeRowsYet')}</p>}
        <ol className="admin-sizes__rows">
          {draft.sizeRows.map((row, i) => (
            <li key={row.key} className="admin-sizes__row">
              <div className="field">
                <label htmlFor={`${id}-size-${row.key}`}>{t('admin.form.size', { n: i + 1 })}</label>
                <select id={`${id}-size-${row.key}`} className="input" value={row.choice} onChange={(e) => setRow(row.key, { choice: e.target.value })}>
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
                  <label htmlFor={`${id}-custom-${row.key}`}>{t('admin.form.customSizeText', { n: i + 1 })}</label>
                  <input id={`${id}-custom-${row.key}`} className="input" value={row.custom} maxLength={40} onChange={(e) => setRow(row.key, { custom: e.target.value })} />
                </div>
              )}
              <div className="field">
                <label htmlFor={`${id}-qty-${row.key}`}>{t('admin.form.quantity', { n: i + 1 })}</label>
                <input id={`${id}-qty-${row.key}`} className="input" type="number" inputMode="numeric" min={minQuantity} step="1" value={row.quantity} onChange={(e) => setRow(row.key, { quantity: e.target.value })} />
              </div>
              <button type="button" className="btn btn--ghost btn--small admin-sizes__remove" onClick={() => set('sizeRows', draft.sizeRows.filter((r) => r.key !== row.key))} aria-label={t('admin.form.removeSize', { n: i + 1 })}>
                ✕
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn--ghost" onClick={() => set('sizeRows', [...draft.sizeRows, newSizeRow()])}>
          {t('admin.form.addSize')}
        </button>
      </fieldset>

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
