/**
 * When to try a mail again. The first retry comes within a minute (a blip), later ones further apart, so eight
 * attempts span almost eight hours: a mail server that is down for an afternoon still gets every mail.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000,
];

/** Attempts before a mail is marked failed (the administrator can send it again). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How long to wait after the `attempts`-th failed attempt, or null when that was the last one. Each wait is
 * spread by ±10% (`random` in [0, 1)) so mails that failed together during an outage do not all retry at once.
 */
export function retryDelayMs(attempts: number, random: number = Math.random()): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_MS[attempts - 1]!;
  return Math.round(base * (0.9 + 0.2 * Math.min(Math.max(random, 0), 1)));
}

export interface DeliveryFailure {
  /** Retrying cannot help: the receiving server refused the address itself. */
  permanent: boolean;
  /** One line for the administrator. */
  message: string;
}

/**
 * What a failed delivery means. Only a 5xx answer to RCPT TO (no such mailbox, address refused) is final;
 * anything else (connection refused, timeouts, 4xx "try later", a login problem the owner can fix) is retried.
 */
export function describeFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as {
    message?: unknown;
    responseCode?: unknown;
    command?: unknown;
    response?: unknown;
    code?: unknown;
  };
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const permanent = code !== null && code >= 500 && code < 600 && e.command === 'RCPT TO';
  const text =
    typeof e.response === 'string' && e.response
      ? e.response
      : typeof e.message === 'string'
        ? e.message
        : String(error);
  const prefix = typeof e.code === 'string' ? `${e.code}: ` : '';
  return { permanent, message: `${prefix}${text}`.replace(/\s+/g, ' ').trim().slice(0, 500) };
}
