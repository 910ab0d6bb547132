import { apiCall, apiHref } from '../../lib/api/client.ts';
import type { NewsletterIssue, NewsletterQueued } from '../../lib/api/newsletter.ts';

/** Where the owner downloads the confirmed newsletter subscribers (the session cookie proves who asks). */
export const SUBSCRIBERS_CSV_URL = apiHref('/newsletter/subscribers.csv');

/** POST /api/newsletter/issues: queues the newsletter to every confirmed subscriber; answers how many. */
export const sendNewsletterIssue = (issue: NewsletterIssue) =>
  apiCall<NewsletterQueued>('POST', '/newsletter/issues', { json: issue });
