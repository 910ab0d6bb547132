import { ORDER_STATUSES } from '../orders/status.ts';
import { LISTED_REFUND_STATUSES } from '../orders/refunds.ts';
import { z } from '../zod.ts';
import { AddressSchema } from './address.ts';
import { grams, timestamp, usd } from './units.ts';

export const OrderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** What a badge shows: Overdue is a Pending order past its 30-minute payment window, not a stored status. */
export const DisplayStatusSchema = z.enum([...ORDER_STATUSES, 'Overdue']).meta({
  id: 'DisplayStatus',
  description: 'The status, or Overdue for a Pending order past its 30-minute payment window',
});
export type DisplayStatus = z.infer<typeof DisplayStatusSchema>;

/** A copy of the product as it was sold: later catalog edits do not change an invoice. */
export const OrderItemSchema = z
  .object({
    productId: z.number().int(),
    size: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    material: z.string().nullable(),
    color: z.string().nullable(),
    category: z.string().nullable(),
    unitPrice: usd('Price per unit when sold'),
    weight: grams('Weight per unit'),
    quantity: z.number().int(),
    lineTotal: usd('unitPrice × quantity'),
    discount: usd("This line's share of the order's discount"),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Money sent (or being sent) back to the buyer through the payment provider. */
export const OrderRefundSchema = z
  .object({
    id: z
      .string()
      .meta({ description: "The provider's refund id; the request id while the provider has not answered" }),
    amount: usd('Sent back'),
    status: z
      .enum(LISTED_REFUND_STATUSES)
      .meta({ description: 'REQUESTED: no answer from the provider yet · PENDING: on its way · COMPLETED: sent back' }),
    createdAt: timestamp(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderStatusChangeSchema = z
  .object({ fromStatus: z.string().nullable(), toStatus: z.string(), note: z.string().nullable(), at: timestamp() })
  .meta({ id: 'OrderStatusChange' });
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const OrderSchema = z
  .object({
    orderId: z.string(),
    status: OrderStatusSchema,
    displayStatus: DisplayStatusSchema,
    dateCreated: timestamp(),
    userId: z.number().int().nullable(),
    shippingAddress: AddressSchema,
    orderItems: z.array(OrderItemSchema),
    itemCount: z.number().int().meta({ description: 'Units over all lines' }),
    subtotal: usd('Sum of the lines'),
    discountCode: z.string().nullable().meta({ description: 'The discount code the order was placed with' }),
    discount: usd('What the code took off the goods (0 without one); shipping is never discounted'),
    shipping: usd('EMS shipping'),
    total: usd('subtotal − discount + shipping'),
    currency: z.string(),
    weight: grams('Weight of all units'),
    paymentProvider: z.enum(['paypal', 'test']),
    paypalOrderId: z
      .string()
      .nullable()
      .meta({ description: 'The PayPal order the buttons approve; TEST-… in test-payment mode' }),
    paymentDueAt: timestamp('Unpaid orders release their stock at this time').nullable(),
    paidAt: timestamp().nullable(),
    payerGivenName: z.string().nullable(),
    captureId: z
      .string()
      .nullable()
      .meta({ description: "The payment provider's capture id once paid; null when nothing was captured" }),
    refunds: z
      .array(OrderRefundSchema)
      .meta({ description: 'Refunds through the payment provider, oldest first; refused ones are in statusHistory' }),
    refundable: usd('What can still be refunded through the payment provider (0 without a capture)'),
    statusHistory: z.array(OrderStatusChangeSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** The invoice page's order: who is looking decides whether Pay now and Cancel order are offered. */
export const InvoiceOrderSchema = OrderSchema.extend({
  viewerIsCustomer: z.boolean().meta({ description: 'True when the signed-in caller placed the order' }),
}).meta({ id: 'InvoiceOrder' });
export type InvoiceOrder = z.infer<typeof InvoiceOrderSchema>;

/** An order on the administrators' All Orders screen: the customer's e-mail too. */
export const AdminOrderSchema = OrderSchema.extend({ customerEmail: z.string() }).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** An administrator's move of an order to another status, with an optional note for its history. */
export const StatusChangeRequestSchema = z
  .object({ status: OrderStatusSchema, note: z.string().max(500).optional() })
  .meta({ id: 'StatusChangeRequest' });
export type StatusChangeRequest = z.infer<typeof StatusChangeRequestSchema>;
