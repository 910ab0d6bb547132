import { LOCALES } from '../i18n/locales.ts';
import { z } from '../zod.ts';
import { timestamp } from './units.ts';

export const MAIL_STATUSES = ['waiting', 'sent', 'failed'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** A mail of the outbox as the administrator sees it (never its body). */
export const MailSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.string().meta({ example: 'order-confirmed' }),
    reference: z.string().nullable().meta({ description: 'The order id or contact message the mail is about' }),
    to: z.string(),
    subject: z.string(),
    locale: z.enum(LOCALES),
    status: MailStatusSchema,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: timestamp(),
    nextAttemptAt: timestamp().nullable(),
    sentAt: timestamp().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type MailSummary = z.infer<typeof MailSummarySchema>;

export const OutboxPageSchema = z
  .object({ mails: z.array(MailSummarySchema), total: z.number().int() })
  .meta({ id: 'OutboxPage' });
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
