import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TableHead } from '../../../components/ui/TableHead.tsx';
import type { DiscountCode } from '../../../lib/api/discount.ts';
import type { Category } from '../../../lib/api/product.ts';
import { useT } from '../../../lib/i18n/react.tsx';
import type { Notice } from '../use-row-action.ts';
import { errorText } from '../use-paged-list.ts';
import { fetchCategories, fetchCodes, saveCode } from './api.ts';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';
import { DiscountCodeRow } from './DiscountCodeRow.tsx';
import { type DiscountDraft, draftFrom, inputFrom } from './discount-draft.ts';
import './discounts.css';

/** Which form is open: none, a new code, or the code with this id. */
type Editing = null | 'new' | number;

/** The owner's discount codes: the list with their uses, a form to create or edit one, (de)activate in place. */
export function DiscountCodes() {
  const t = useT();
  const [codes, setCodes] = useState<DiscountCode[] | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = () =>
    fetchCodes()
      .then(setCodes)
      .catch((err) => setLoadError(t('admin.discounts.loadError', { message: errorText(err) })));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the section opens
  useEffect(() => {
    void load();
    void fetchCategories()
      .then(setCategories)
      .catch(() => setCategories([]));
  }, []);

  async function save(draft: DiscountDraft, id?: number) {
    setSaving(true);
    setNotice(null);
    try {
      const code = await saveCode(inputFrom(draft), id);
      setNotice({ tone: 'success', text: t('admin.discounts.saved', { code: code.code }) });
      setEditing(null);
      await load();
    } catch (err) {
      setNotice({ tone: 'error', text: t('admin.discounts.saveFailed', { message: errorText(err) }) });
    } finally {
      setSaving(false);
    }
  }

  const form = (id?: number) => (
    <DiscountCodeForm
      initial={draftFrom(codes?.find((c) => c.id === id))}
      categories={categories}
      saving={saving}
      onSave={(draft) => void save(draft, id)}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <>
      <p>{t('admin.discounts.intro')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {editing === 'new' ? (
        form()
      ) : (
        <button type="button" className="btn btn--accent" onClick={() => setEditing('new')}>
          {t('admin.discounts.new')}
        </button>
      )}
      {codes === null && !loadError ? <Spinner label={t('admin.discounts.loading')} /> : null}
      {codes?.length === 0 ? <p role="status">{t('admin.discounts.none')}</p> : null}
      {codes?.length ? (
        <div className="discount-codes__scroll">
          <table className="discount-codes" data-testid="discount-codes">
            <TableHead
              caption={t('admin.discounts.title')}
              columns={['code', 'off', 'days', 'usesTitle', 'status'].map((k) => t(`admin.discounts.${k}`))}
            />
            <tbody>
              {codes.map((c) =>
                editing === c.id ? (
                  <tr key={c.id}>
                    <td colSpan={5}>{form(c.id)}</td>
                  </tr>
                ) : (
                  <DiscountCodeRow
                    key={c.id}
                    code={c}
                    categories={categories}
                    busy={saving}
                    onEdit={() => setEditing(c.id)}
                    onToggle={() => void save({ ...draftFrom(c), active: !c.active }, c.id)}
                  />
                ),
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
