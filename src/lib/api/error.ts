import { z } from '../zod.ts';

/** Every refusal and failure of the API: a sentence for a person, in the caller's language where one is known. */
export const ErrorBodySchema = z.object({ message: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A plain acknowledgement, e.g. after logout or a password reset. */
export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
