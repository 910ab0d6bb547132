import type { Order } from '../../../lib/orders/order.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** The customer's "your order is on its way" mail, sent when an administrator marks the order Shipped. */
export function orderShippedMail(order: Order, to: string, invoiceUrl: string): MailMessage {
  const a = order.shippingAddress;
  return {
    to,
    subject: `Your order ${order.orderId} has shipped`,
    text: [
      'Good news: your order is on its way.',
      '',
      `Order: ${order.orderId}`,
      `Status: Shipped`,
      '',
      ...order.orderItems.map((i) => `- ${i.name} (size ${i.size}) × ${i.quantity}`),
      '',
      'Shipping to:',
      ...[a.fullName, a.street, [a.zipCode, a.city, a.state].filter(Boolean).join(' '), a.country].filter(Boolean),
      '',
      `Your invoice: ${invoiceUrl}`,
    ].join('\n'),
  };
}
