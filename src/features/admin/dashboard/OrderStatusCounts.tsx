import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { LOCALE_TAGS, localizePath } from '../../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../../lib/i18n/react.tsx';

/** How many orders are in each status now, and the way to All Orders. */
export function OrderStatusCounts({ statuses }: { statuses: Dashboard['ordersByStatus'] }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const allOrders = localizePath('/all-orders', locale);
  return (
    <section className="dash-block" aria-labelledby="dash-status-title">
      <h3 id="dash-status-title">{t('dashboard.status.title')}</h3>
      <ul className="dash-statuses">
        {statuses.map(({ status, count: n }) => (
          <li key={status}>
            <span className="dash-statuses__count">{count.format(n)}</span>
            <span>{t(`order.status.${status}`)}</span>
          </li>
        ))}
      </ul>
      <p>
        <a href={allOrders}>{t('dashboard.status.allOrders')}</a>
      </p>
    </section>
  );
}
