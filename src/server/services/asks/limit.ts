import { HttpError, said } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { checkThrottle, recordFailure } from '../users/throttle.ts';

/** How many signed-out asks that send a mail (an alert, a newsletter confirmation) a key may make per window. */
export const ASK_LIMITS = { address: 5, client: 30 } as const;

/**
 * Counts one signed-out ask that will mail an address, per address and per client, over the sign-in throttle's
 * sliding window (the auth_failures table, shared by every instance); 429 with Retry-After once a key is used up.
 * Keeps anyone from mailing a stranger again and again, or filling the tables from one machine.
 */
export async function takeAsk(
  services: Services,
  purpose: string,
  email: string,
  client: string | null,
): Promise<void> {
  const byAddress = `${purpose}:${email}`;
  const byClient = client ? `${purpose}-ip:${client}` : null;
  const verdict = await checkThrottle(services, [byAddress], ASK_LIMITS.address);
  const clientVerdict = byClient ? await checkThrottle(services, [byClient], ASK_LIMITS.client) : verdict;
  const worst = clientVerdict.retryAfterSeconds > verdict.retryAfterSeconds ? clientVerdict : verdict;
  if (worst.blocked) {
    const minutes = Math.max(1, Math.ceil(worst.retryAfterSeconds / 60));
    throw new HttpError(429, said('api.asks.tooMany', { count: minutes }), {
      'Retry-After': String(worst.retryAfterSeconds),
    });
  }
  await recordFailure(services, byClient ? [byAddress, byClient] : [byAddress]);
}
