import { and, asc, eq, lte } from 'drizzle-orm';
import { refunds } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { every } from '../every.ts';
import { askProviderForRefund } from './settle-refund.ts';
import { dropOrderProducts } from '../orders/order-products.ts';

/** A refund without an answer is asked again once it has waited this long (an answer normally takes seconds). */
const RETRY_AFTER_MS = 60_000;

/**
 * Asks the provider again, with the same request id, about every refund that got no answer (a timeout, PayPal
 * down), and settles the answers. Returns how many were settled either way.
 */
export async function resumeUnansweredRefunds(services: Services): Promise<number> {
  const { db } = services.database;
  const due = await db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.status, 'REQUESTED'), lte(refunds.updatedAt, new Date(services.now().getTime() - RETRY_AFTER_MS))),
    )
    .orderBy(asc(refunds.id))
    .limit(100);
  let settled = 0;
  for (const row of due) {
    const outcome = await askProviderForRefund(services, row);
    if (outcome.kind === 'unanswered') continue;
    settled++;
    if (outcome.kind === 'settled' && outcome.stockChanged) await dropOrderProducts(services, [row.orderId]);
  }
  return settled;
}

/** Runs resumeUnansweredRefunds every `intervalMs` (default one minute) until the returned stop() is called. */
export function startRefundRetryTimer(services: Services, intervalMs = 60_000): () => void {
  const log = services.log.child({ name: 'refunds' });
  return every(
    intervalMs,
    async () => {
      const n = await resumeUnansweredRefunds(services);
      if (n) log.info({ refunds: n }, `settled ${n} refund${n === 1 ? '' : 's'} that had waited for PayPal's answer`);
    },
    (err) => log.error({ err }, 'asking PayPal again about refunds failed'),
  );
}
