import type { CaptureAnswer, PaymentConfig } from '../../lib/api/checkout.ts';
import { apiCall } from '../../lib/api/client.ts';
import type { Order } from '../../lib/api/order.ts';
import type { CheckoutRequest } from '../../lib/checkout/request.ts';

export function fetchPaymentConfig(): Promise<PaymentConfig> {
  return apiCall<PaymentConfig>('GET', '/payments/config');
}

/** POST /api/checkOut; the same key for a retry of the same checkout answers the same order. */
export function placeOrder(body: CheckoutRequest, idempotencyKey: string): Promise<Order> {
  return apiCall<Order>('POST', '/checkOut', { json: body, idempotencyKey });
}

/** POST /api/order/{orderId}/capture after the buyer approved. */
export function captureOrder(orderId: string): Promise<CaptureAnswer> {
  return apiCall<CaptureAnswer>('POST', `/order/${encodeURIComponent(orderId)}/capture`);
}
