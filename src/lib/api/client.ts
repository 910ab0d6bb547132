import { pageLanguageHeaders } from '../i18n/page-language.ts';

/**
 * The browser's one way to call the shop API: JSON in and out, the session cookie, the page's language (so answers
 * and mails come in it), and the server's `{message}` on every refusal. Every island calls the API through here.
 */

/** A refusal or failure: the HTTP status (0 when the server could not be reached) and the server's own sentence. */
export class ApiError extends Error {
  readonly status: number;
  /** Seconds (or a date) from `Retry-After`, sent with 429 and 503. */
  readonly retryAfter: string | null;
  constructor(status: number, message: string, retryAfter: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export interface ApiOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (an upload's FormData). */
  form?: FormData;
  headers?: Record<string, string>;
  /** For a write that must happen once even when retried: the same key answers the same result. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/**
 * PUBLIC_API_URL when the site was built with it (the API on its own origin, e.g. https://api.shop.example.com),
 * else the page's own origin (config accepts only a bare origin, no path or trailing slash). Cross-origin calls
 * carry the session cookie too (the API answers CORS for the site).
 */
const API_BASE = `${import.meta.env.PUBLIC_API_URL ?? ''}/api`;

/** The address of an API path the browser navigates to itself (a link, a form's action), not one it fetches. */
export const apiHref = (path: string) => `${API_BASE}${path}`;

async function messageOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : '';
  } catch {
    return ''; // not JSON: the status says enough
  }
}

/** The answer with its headers (for X-Total-Count and the like); throws ApiError unless the status is 2xx. */
export async function apiRequest<T>(method: string, path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...pageLanguageHeaders(), ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      // Same-origin calls send the cookie either way; 'include' adds the API's own origin.
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'The server could not be reached.');
  }
  if (!res.ok) throw new ApiError(res.status, await messageOf(res), res.headers.get('retry-after'));
  const text = await res.text();
  return { body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** The answer's body; throws ApiError unless the status is 2xx. */
export async function apiCall<T>(method: string, path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiRequest<T>(method, path, options)).body;
}

/** A header count such as X-Total-Count, or `fallback` when it is missing or not a number. */
export function countHeader(headers: Headers, name: string, fallback: number): number {
  const value = headers.get(name);
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** The same failure with the page's own words when the server gave no reason of its own. */
export function withFallbackMessage(err: unknown, fallback: string): unknown {
  return err instanceof ApiError && !err.message ? new ApiError(err.status, fallback, err.retryAfter) : err;
}
