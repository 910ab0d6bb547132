import { z } from '../zod.ts';
import { OrderSchema } from './order.ts';

/** How the checkout pays: PayPal with its public client id, or the clearly labelled test-payment mode. */
export const PaymentConfigSchema = z
  .object({
    mode: z.enum(['paypal', 'test']),
    clientId: z
      .string()
      .nullable()
      .meta({ description: 'PayPal client id for the browser SDK; null in test-payment mode' }),
    currency: z.literal('USD'),
  })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** The answer to a capture: the paid order and who paid. */
export const CaptureAnswerSchema = z
  .object({
    order: OrderSchema,
    payerGivenName: z.string().nullable(),
    message: z.string().meta({ example: 'Payment completed by Ada' }),
  })
  .meta({ id: 'CaptureAnswer' });
export type CaptureAnswer = z.infer<typeof CaptureAnswerSchema>;
