import { pageLanguageHeaders } from '../../lib/i18n/page-language.ts';

/** The browser's calls to the shop API for the cart, wishlist, checkout and orders: JSON in, JSON out, errors typed. */

/** A refusal or failure, with the server's own reason when it gave one (`{message}`), and the HTTP status (0: network). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export async function apiCall<T>(method: string, path: string, options: { json?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...pageLanguageHeaders(), ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, '');
  }
  if (!res.ok) {
    let message = '';
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body?.message === 'string') message = body.message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, message);
  }
  return (await res.json()) as T;
}

/** '§8 text' plus the server's reason: 'addCartlist failed! Only 2 of … are in stock.' */
export function failureText(fallback: string, err: unknown, networkText?: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return networkText ? `${fallback} ${networkText}` : fallback;
    return err.message ? `${fallback} ${err.message}` : fallback;
  }
  return fallback;
}
