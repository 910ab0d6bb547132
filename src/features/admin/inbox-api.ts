import { apiCall, apiHref } from '../../lib/api/client.ts';
import type { InboxMessage, InboxPage, INBOX_FILTERS } from '../../lib/api/contact-inbox.ts';

export type InboxFilter = (typeof INBOX_FILTERS)[number];
export type { InboxMessage };

/** GET /api/contact-messages: one page of the contact inbox, newest first. */
export function fetchInbox(filter: InboxFilter, page: number, size: number): Promise<InboxPage> {
  const params = new URLSearchParams({ filter, page: String(page), size: String(size) });
  return apiCall<InboxPage>('GET', `/contact-messages?${params}`);
}

/** POST /api/contact-messages/{id}/read: opened by the owner. */
export const markMessageRead = (id: number) => apiCall<InboxMessage>('POST', `/contact-messages/${id}/read`);

/** PUT /api/contact-messages/{id}/answered. */
export const markMessageAnswered = (id: number, answered: boolean) =>
  apiCall<InboxMessage>('PUT', `/contact-messages/${id}/answered`, { json: { answered } });

/** Where the owner downloads the confirmed newsletter subscribers (the session cookie proves who asks). */
export const SUBSCRIBERS_CSV_URL = apiHref('/newsletter/subscribers.csv');
