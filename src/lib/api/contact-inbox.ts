import { LOCALES } from '../i18n/locales.ts';
import { z } from '../zod.ts';
import { timestamp } from './units.ts';

/** A contact-form message as the owner's inbox shows it. */
export const InboxMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    locale: z.enum(LOCALES).meta({ description: 'The language of the page it was written on' }),
    createdAt: timestamp(),
    readAt: timestamp().nullable(),
    answeredAt: timestamp().nullable(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const INBOX_FILTERS = ['open', 'answered', 'all'] as const;

export const InboxPageSchema = z
  .object({
    messages: z.array(InboxMessageSchema),
    total: z.number().int(),
    /** Not marked answered, in all. */
    open: z.number().int(),
  })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.infer<typeof InboxPageSchema>;
