import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { calendarDayText } from '../../../lib/i18n/dates.ts';
import { LOCALE_TAGS } from '../../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../../lib/money.ts';
import { DailyBarChart } from './DailyBarChart.tsx';
import { SalesTable } from './SalesTable.tsx';

/** The best day of a series: its index (the latest of equal days), or -1 when every day is zero. */
function bestDay(values: number[]): number {
  let best = -1;
  values.forEach((v, i) => {
    if (v > 0 && (best < 0 || v >= values[best])) best = i;
  });
  return best;
}

/** Whole dollars on an axis: '$1,200' (ticks are whole dollars). */
const axisUsd = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

/** The month's totals, revenue and orders per day as charts, and the same numbers as a table. */
export function SalesCharts({ sales }: { sales: Pick<Dashboard, 'days' | 'totals'> }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const { days, totals } = sales;
  const shortDays = days.map((d) => calendarDayText(locale, d.day, 'dayMonth'));
  const longDay = (i: number) => calendarDayText(locale, days[i].day);
  const from = longDay(0);
  const to = longDay(days.length - 1);
  const net = days.map((d) => toCents(d.net));
  const orders = days.map((d) => d.orders);
  const bestNet = bestDay(net);
  const bestOrders = bestDay(orders);

  return (
    <div className="dash-sales">
      <dl className="dash-totals">
        <div>
          <dt>{t('dashboard.sales.net')}</dt>
          <dd>{formatUsd(toCents(totals.net))}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sales.paid')}</dt>
          <dd>{formatUsd(toCents(totals.paid))}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sales.refunded')}</dt>
          <dd>{formatUsd(toCents(totals.refunded))}</dd>
        </div>
        <div>
          <dt>{t('dashboard.sales.orders')}</dt>
          <dd>{count.format(totals.orders)}</dd>
        </div>
      </dl>
      <div className="dash-sales__charts">
        <DailyBarChart
          tone="revenue"
          title={t('dashboard.chart.revenueTitle')}
          summary={
            bestNet < 0
              ? t('dashboard.chart.empty', { from, to })
              : t('dashboard.chart.revenueSummary', {
                  from,
                  to,
                  total: formatUsd(toCents(totals.net)),
                  best: longDay(bestNet),
                  amount: formatUsd(net[bestNet]),
                })
          }
          dayLabels={shortDays}
          values={net}
          minStep={100}
          tickText={axisUsd}
          barText={(i) =>
            t('dashboard.chart.barRevenue', {
              day: longDay(i),
              amount: formatUsd(net[i]),
              paid: formatUsd(toCents(days[i].paid)),
              refunded: formatUsd(toCents(days[i].refunded)),
            })
          }
        />
        <DailyBarChart
          tone="orders"
          title={t('dashboard.chart.ordersTitle')}
          summary={
            bestOrders < 0
              ? t('dashboard.chart.empty', { from, to })
              : t('dashboard.chart.ordersSummary', {
                  from,
                  to,
                  total: count.format(totals.orders),
                  best: longDay(bestOrders),
                  count: count.format(orders[bestOrders]),
                })
          }
          dayLabels={shortDays}
          values={orders}
          minStep={1}
          tickText={(n) => count.format(n)}
          barText={(i) => t('dashboard.chart.barOrders', { day: longDay(i), count: orders[i] })}
        />
      </div>
      <SalesTable sales={sales} />
    </div>
  );
}
