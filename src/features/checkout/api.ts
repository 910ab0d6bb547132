import type { CheckoutRequest } from '../../lib/checkout/request.ts';
import type { Order } from '../../lib/orders/order.ts';
import { apiCall } from '../cart/api-client.ts';

export interface PaymentConfig {
  mode: 'paypal' | 'test';
  clientId: string | null;
  currency: 'USD';
}

export function fetchPaymentConfig(): Promise<PaymentConfig> {
  return apiCall<PaymentConfig>('GET', '/payments/config');
}

/** POST /api/checkOut; the same key for a retry of the same checkout answers the same order. */
export function placeOrder(body: CheckoutRequest, idempotencyKey: string): Promise<Order> {
  return apiCall<Order>('POST', '/checkOut', { json: body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface CaptureAnswer {
  order: Order;
  payerGivenName: string | null;
  message: string;
}

/** POST /api/order/{orderId}/capture after the buyer approved. */
export function captureOrder(orderId: string): Promise<CaptureAnswer> {
  return apiCall<CaptureAnswer>('POST', `/order/${encodeURIComponent(orderId)}/capture`);
}
