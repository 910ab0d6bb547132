import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { Category } from '../../../lib/api/product.ts';
import { useT, useTOr } from '../../../lib/i18n/react.tsx';
import type { DiscountDraft } from './discount-draft.ts';

interface Props {
  initial: DiscountDraft;
  categories: readonly Category[];
  saving: boolean;
  onSave: (draft: DiscountDraft) => void;
  onCancel: () => void;
}

type TextKey = 'code' | 'value' | 'minSubtotal' | 'maxUses' | 'maxUsesPerCustomer';
const NUMBERS: TextKey[] = ['value', 'minSubtotal', 'maxUses', 'maxUsesPerCustomer'];

/** The owner's form for one discount code; the server checks every field and says what is wrong. */
export function DiscountCodeForm({ initial, categories, saving, onSave, onCancel }: Props) {
  const t = useT();
  const tOr = useTOr();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof DiscountDraft>(key: K, value: DiscountDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: TextKey) => (
    <TextField
      id={`${id}-${key}`}
      label={t(`admin.discounts.${key}`)}
      value={draft[key]}
      inputMode={NUMBERS.includes(key) ? 'decimal' : undefined}
      required={key === 'code' || key === 'value'}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const date = (key: 'startsAt' | 'endsAt') => (
    <TextField
      id={`${id}-${key}`}
      type="date"
      label={t(`admin.discounts.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <form
      className="discount-form"
      data-testid="discount-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
    >
      {text('code')}
      <fieldset className="discount-form__kind">
        <legend>{t('admin.discounts.kind')}</legend>
        {(['percent', 'fixed'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name={`${id}-kind`} checked={draft.kind === kind} onChange={() => set('kind', kind)} />{' '}
            {t(`admin.discounts.${kind}`)}
          </label>
        ))}
      </fieldset>
      {text('value')}
      {text('minSubtotal')}
      {date('startsAt')}
      {date('endsAt')}
      {text('maxUses')}
      {text('maxUsesPerCustomer')}
      <fieldset className="discount-form__categories">
        <legend>{t('admin.discounts.categories')}</legend>
        {categories.map((c) => (
          <label key={c.route}>
            <input
              type="checkbox"
              checked={draft.categories.includes(c.route)}
              onChange={(e) =>
                set(
                  'categories',
                  e.target.checked ? [...draft.categories, c.route] : draft.categories.filter((r) => r !== c.route),
                )
              }
            />{' '}
            {tOr(`category.${c.route}`, c.title)}
          </label>
        ))}
      </fieldset>
      <label>
        <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} />{' '}
        {t('admin.discounts.active')}
      </label>
      <div className="discount-form__actions">
        <button type="submit" className="btn btn--accent" disabled={saving}>
          {saving ? <Spinner /> : null}
          {t('admin.discounts.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('admin.discounts.cancel')}
        </button>
      </div>
    </form>
  );
}
