import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { calendarDayText } from '../../../lib/i18n/dates.ts';
import { LOCALE_TAGS } from '../../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../../lib/money.ts';

/** The charts' numbers, day by day, behind a toggle: what a screen reader or a careful reader reads. */
export function SalesTable({ sales }: { sales: Pick<Dashboard, 'days' | 'totals'> }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const usd = (dollars: number) => formatUsd(toCents(dollars));
  return (
    <details className="dash-table">
      <summary>{t('dashboard.table.show')}</summary>
      <div className="dash-table__scroll">
        <table className="admin-table">
          <caption>{t('dashboard.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.table.day')}</th>
              <th scope="col">{t('dashboard.sales.orders')}</th>
              <th scope="col">{t('dashboard.sales.paid')}</th>
              <th scope="col">{t('dashboard.sales.refunded')}</th>
              <th scope="col">{t('dashboard.sales.net')}</th>
            </tr>
          </thead>
          <tbody>
            {[...sales.days].reverse().map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{calendarDayText(locale, d.day, 'dayMonth')}</th>
                <td>{count.format(d.orders)}</td>
                <td>{usd(d.paid)}</td>
                <td>{usd(d.refunded)}</td>
                <td>{usd(d.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('dashboard.table.total')}</th>
              <td>{count.format(sales.totals.orders)}</td>
              <td>{usd(sales.totals.paid)}</td>
              <td>{usd(sales.totals.refunded)}</td>
              <td>{usd(sales.totals.net)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
