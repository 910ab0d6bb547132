import type { DiscountCode } from '../../../lib/api/discount.ts';
import type { Category } from '../../../lib/api/product.ts';
import { calendarDayText } from '../../../lib/i18n/dates.ts';
import { useLocale, useT, useTOr } from '../../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../../lib/money.ts';

interface Props {
  code: DiscountCode;
  categories: readonly Category[];
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}

/** One code in the owner's list: what it takes off, where and when, its uses, and Edit / (De)activate. */
export function DiscountCodeRow({ code: c, categories, busy, onEdit, onToggle }: Props) {
  const t = useT();
  const tOr = useTOr();
  const locale = useLocale();
  const categoryName = (route: string) =>
    tOr(`category.${route}`, categories.find((x) => x.route === route)?.title ?? route);
  // The last day shown is the day before the end (ends_at is the next midnight, UTC).
  const days =
    !c.startsAt && !c.endsAt
      ? t('admin.discounts.anyDay')
      : [c.startsAt, c.endsAt ? new Date(Date.parse(c.endsAt) - 86_400_000).toISOString() : null]
          .map((iso) => (iso ? calendarDayText(locale, iso.slice(0, 10)) : '…'))
          .join(' – ');
  return (
    <tr data-code={c.code}>
      <td>
        <strong>{c.code}</strong>
        <br />
        <small>
          {c.categories.length ? c.categories.map(categoryName).join(', ') : t('admin.discounts.allCategories')}
        </small>
      </td>
      <td>{c.kind === 'percent' ? `${c.value} %` : formatUsd(toCents(c.value))}</td>
      <td>{days}</td>
      <td>{t('admin.discounts.uses', { uses: c.uses, limit: c.maxUses ?? t('admin.discounts.unlimited') })}</td>
      <td className="discount-codes__actions">
        <span>{c.active ? t('admin.discounts.active') : t('admin.discounts.inactive')}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={onEdit}>
          {t('admin.discounts.edit')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={onToggle}>
          {c.active ? t('admin.discounts.deactivate') : t('admin.discounts.activate')}
        </button>
      </td>
    </tr>
  );
}
