import { formatUsd, toCents } from '../../../lib/money.ts';
import type { Order } from '../../../lib/orders/order.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';

/** The order confirmation for the customer and the new-order notice for the shop, sent once an order is Paid. */
export async function sendOrderMails(services: Services, order: Order, customerEmail: string): Promise<void> {
  const invoiceUrl = `${services.config.publicSiteUrl}/orders/${order.orderId}`;
  await services.mailer.send(orderConfirmationMail(order, customerEmail, invoiceUrl));
  await services.mailer.send(newOrderMail(order, services.content.shopInfo.contact.email, customerEmail, invoiceUrl));
}

function lines(order: Order): string[] {
  return order.orderItems.map(
    (i) => `- ${i.name} (size ${i.size}) × ${i.quantity} at ${formatUsd(toCents(i.unitPrice))} = ${formatUsd(toCents(i.lineTotal))}`,
  );
}

function totals(order: Order): string[] {
  return [
    `Subtotal: ${formatUsd(toCents(order.subtotal))}`,
    `Shipping (EMS, ${(order.weight / 1000).toFixed(2)} kg): ${formatUsd(toCents(order.shipping))}`,
    `Total: ${formatUsd(toCents(order.total))} ${order.currency}`,
  ];
}

function address(order: Order): string[] {
  const a = order.shippingAddress;
  return [a.fullName, a.street, [a.zipCode, a.city, a.state].filter(Boolean).join(' '), a.country, a.phone];
}

export function orderConfirmationMail(order: Order, to: string, invoiceUrl: string): MailMessage {
  const testNote = order.paymentProvider === 'test' ? ['', 'Note: this order was paid in test-payment mode; no money was taken.'] : [];
  return {
    to,
    subject: `Your order ${order.orderId} is confirmed`,
    text: [
      `Thank you for your order${order.payerGivenName ? `, ${order.payerGivenName}` : ''}!`,
      '',
      `Order: ${order.orderId}`,
      `Paid: ${order.paidAt ?? ''}`,
      '',
      ...lines(order),
      '',
      ...totals(order),
      '',
      'Ships to:',
      ...address(order),
      '',
      `Your invoice: ${invoiceUrl}`,
      ...testNote,
    ].join('\n'),
  };
}

export function newOrderMail(order: Order, shopEmail: string, customerEmail: string, invoiceUrl: string): MailMessage {
  return {
    to: shopEmail,
    subject: `New order ${order.orderId}: ${formatUsd(toCents(order.total))}${order.paymentProvider === 'test' ? ' (test payment)' : ''}`,
    text: [
      `A new paid order from ${customerEmail}.`,
      '',
      ...lines(order),
      '',
      ...totals(order),
      '',
      'Ship to:',
      ...address(order),
      '',
      `Invoice: ${invoiceUrl}`,
    ].join('\n'),
  };
}
