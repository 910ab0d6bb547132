import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { DASHBOARD_DAYS, daysEndingOn, fillDays, SHOP_TIME_ZONE, shopDay } from '../../../lib/dashboard/shop-days.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { fromCents } from '../../../lib/money.ts';
import type { Services } from '../../services.ts';
import { failedMailCount, LOW_STOCK_THRESHOLD, lowStock, ordersByStatus } from './attention.ts';
import { salesByDay, topProducts } from './sales.ts';

/**
 * The owner's dashboard, in five aggregate queries (sales by day, top products, orders by status, low sizes, failed
 * mails): none reads more than the month's orders, so it stays cheap to load on every visit.
 */
export async function dashboard(services: Services, locale: Locale): Promise<Dashboard> {
  const { db } = services.database;
  const days = daysEndingOn(shopDay(services.now()), DASHBOARD_DAYS);
  const window = { firstDay: days[0], lastDay: days[days.length - 1] };
  const [sales, top, statuses, low, failedMails] = await Promise.all([
    salesByDay(db, window),
    topProducts(db, window, locale),
    ordersByStatus(db),
    lowStock(db, locale),
    failedMailCount(db),
  ]);
  const filled = fillDays(days, sales, { orders: 0, paidCents: 0, refundedCents: 0 });
  const sum = (pick: (d: (typeof filled)[number]) => number) => filled.reduce((s, d) => s + pick(d), 0);
  const money = (orders: number, paidCents: number, refundedCents: number) => ({
    orders,
    paid: fromCents(paidCents),
    refunded: fromCents(refundedCents),
    net: fromCents(paidCents - refundedCents),
  });
  return {
    timeZone: SHOP_TIME_ZONE,
    days: filled.map((d) => ({ day: d.day, ...money(d.orders, d.paidCents, d.refundedCents) })),
    totals: money(
      sum((d) => d.orders),
      sum((d) => d.paidCents),
      sum((d) => d.refundedCents),
    ),
    ordersByStatus: statuses,
    topProducts: top.map((p) => ({
      productId: p.productId,
      name: p.name,
      units: p.units,
      revenue: fromCents(p.revenueCents),
    })),
    lowStock: { threshold: LOW_STOCK_THRESHOLD, ...low },
    failedMails,
  };
}
