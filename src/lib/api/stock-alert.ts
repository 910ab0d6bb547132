import { z } from '../zod.ts';

/** "E-mail me when it's back" for one sold-out size. Signed in, the account's address is used and `email` is ignored. */
export const StockAlertRequestSchema = z
  .object({
    productId: z.number().int().positive(),
    size: z.string().trim().min(1).max(40),
    email: z.string().trim().max(254).optional(),
  })
  .meta({ id: 'StockAlertRequest' });
export type StockAlertRequest = z.infer<typeof StockAlertRequestSchema>;

export const StockAlertAnswerSchema = z
  .object({
    productId: z.number().int(),
    size: z.string(),
    email: z.string(),
    /** False when the same address already waited for this size: asking twice is one request. */
    created: z.boolean(),
  })
  .meta({ id: 'StockAlert' });
export type StockAlertAnswer = z.infer<typeof StockAlertAnswerSchema>;
