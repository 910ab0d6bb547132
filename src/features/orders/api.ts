import type { Order } from '../../lib/orders/order.ts';
import { apiCall } from '../cart/api-client.ts';

/** GET /api/order/{orderId}: one order for its invoice (no login needed). */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiCall<Order>('GET', `/order/${encodeURIComponent(orderId)}`, { signal });
}

/** GET /api/ordersByUser/{login}: the customer's orders, newest first. */
export function fetchOrdersByUser(login: string, signal?: AbortSignal): Promise<Order[]> {
  return apiCall<Order[]>('GET', `/ordersByUser/${encodeURIComponent(login)}`, { signal });
}
