import type { InvoiceOrder, Order } from '../../lib/api/order.ts';
import { apiCall } from '../../lib/api/client.ts';

/** GET /api/order/{orderId}: one order for its invoice (no login needed). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<InvoiceOrder> {
  return apiCall<InvoiceOrder>('GET', `/order/${encodeURIComponent(orderId)}`, { signal });
}

/** GET /api/ordersByUser/{login}: the customer's orders, newest first. */
export function fetchOrdersByUser(login: string, signal?: AbortSignal): Promise<Order[]> {
  return apiCall<Order[]>('GET', `/ordersByUser/${encodeURIComponent(login)}`, { signal });
}

/** POST /api/order/{orderId}/cancel: cancels an unpaid order; 409 when it has been paid. */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiCall<Order>('POST', `/order/${encodeURIComponent(orderId)}/cancel`);
}

/** POST /api/order/{orderId}/pay: makes an unpaid order payable now (same order, same total). */
export function reopenPayment(orderId: string): Promise<Order> {
  return apiCall<Order>('POST', `/order/${encodeURIComponent(orderId)}/pay`);
}
