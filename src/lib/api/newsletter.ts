import { z } from '../zod.ts';

/** One language's words of a newsletter: the subject line and its paragraphs. */
export const NewsletterWordsSchema = z
  .object({
    subject: z.string().trim().min(1).max(200),
    paragraphs: z.array(z.string().trim().min(1).max(5000)).min(1).max(30),
  })
  .meta({ id: 'NewsletterWords' });
export type NewsletterWords = z.infer<typeof NewsletterWordsSchema>;

/**
 * A newsletter to send. English is required; a subscriber whose language has no words of its own receives the
 * English ones, so the owner can write one language and still reach everyone.
 */
export const NewsletterIssueSchema = z
  .object({
    en: NewsletterWordsSchema,
    hy: NewsletterWordsSchema.optional(),
    ru: NewsletterWordsSchema.optional(),
  })
  .meta({ id: 'NewsletterIssue' });
export type NewsletterIssue = z.infer<typeof NewsletterIssueSchema>;

export const NewsletterQueuedSchema = z
  .object({ queued: z.number().int().describe('Mails queued in the outbox, one per confirmed subscriber') })
  .meta({ id: 'NewsletterQueued' });
export type NewsletterQueued = z.infer<typeof NewsletterQueuedSchema>;
