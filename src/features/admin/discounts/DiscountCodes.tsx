import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TableHead } from '../../../components/ui/TableHead.tsx';
import type { DiscountCode } from '../../../lib/api/discount.ts';
import type { Category } from '../../../lib/api/product.ts';
import { calendarDayText } from '../../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../../lib/money.ts';
import type { Notice } from '../use-row-action.ts';
import { errorText } from '../use-paged-list.ts';
import { fetchCategories, fetchCodes, saveCode } from './api.ts';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';
import { type DiscountDraft, draftFrom, inputFrom } from './discount-draft.ts';
import './discounts.css';

/** Which form is open: none, a new code, or the code with this id. */
type Editing = null | 'new' | number;

/** The owner's discount codes: the list with their uses, a form to create or edit one, (de)activate in place. */
export function DiscountCodes() {
  const t = useT();
  const locale = useLocale();
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

  const valueText = (c: DiscountCode) => (c.kind === 'percent' ? `${c.value} %` : formatUsd(toCents(c.value)));
  const days = (c: DiscountCode) =>
    [c.startsAt, c.endsAt ? new Date(Date.parse(c.endsAt) - 86_400_000).toISOString() : null]
      .map((iso) => (iso ? calendarDayText(locale, iso.slice(0, 10)) : '…'))
      .join(' – ');
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
              columns={['code', 'value', 'days', 'usesTitle', 'status'].map((k) => t(`admin.discounts.${k}`))}
            />
            <tbody>
              {codes.map((c) =>
                editing === c.id ? (
                  <tr key={c.id}>
                    <td colSpan={5}>{form(c.id)}</td>
                  </tr>
                ) : (
                  <tr key={c.id} data-code={c.code}>
                    <td>
                      <strong>{c.code}</strong>
                      <br />
                      <small>
                        {c.categories.length ? c.categories.join(', ') : t('admin.discounts.allCategories')}
                      </small>
                    </td>
                    <td>{valueText(c)}</td>
                    <td>{days(c)}</td>
                    <td>
                      {t('admin.discounts.uses', {
                        uses: c.uses,
                        limit: c.maxUses ?? t('admin.discounts.unlimited'),
                      })}
                    </td>
                    <td className="discount-codes__actions">
                      <span>{c.active ? t('admin.discounts.active') : t('admin.discounts.inactive')}</span>
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(c.id)}>
                        {t('admin.discounts.edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        disabled={saving}
                        onClick={() => void save({ ...draftFrom(c), active: !c.active }, c.id)}
                      >
                        {c.active ? t('admin.discounts.deactivate') : t('admin.discounts.activate')}
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
