import { apiCall } from '../../lib/api/client.ts';
import type { Suggestions } from '../../lib/api/suggest.ts';

/** GET /api/posts/suggest in the page's language; `signal` cancels it when a newer text replaces it. */
export function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  return apiCall<Suggestions>('GET', `/posts/suggest?q=${encodeURIComponent(query)}`, { signal });
}
