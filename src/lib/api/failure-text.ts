import { ApiError } from './client.ts';

/** What a failed call shows: the page's own sentence, then the server's reason ('… Only 2 of … are in stock.'). */
export function failureText(fallback: string, err: unknown, networkText?: string): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return networkText ? `${fallback} ${networkText}` : fallback;
    return err.message ? `${fallback} ${err.message}` : fallback;
  }
  return fallback;
}
