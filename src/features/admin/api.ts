import { ApiError, apiCall, apiRequest, countHeader } from '../../lib/api/client.ts';
import type { MailSummary, OutboxPage } from '../../lib/api/mail.ts';
import type { AdminOrder, OrderStatus } from '../../lib/api/order.ts';
import type { Product, UploadAnswer } from '../../lib/api/product.ts';
import type { Profile, UserPage } from '../../lib/api/profile.ts';
import type { ProductInputDraft } from '../../lib/products/product-input.ts';
import type { SessionProfile } from '../auth/session-store.ts';

/** The admin screens' calls; the server checks the role on each one, these only carry the session cookie. */

export type { AdminOrder } from '../../lib/api/order.ts';
export type { MailSummary as OutboxMail } from '../../lib/api/mail.ts';
export type { UserListItem } from '../../lib/api/profile.ts';

const enc = encodeURIComponent;

// ---------- who is calling ----------

/** Who is signed in, as the header also keeps it between pages. */
export type Me = Pick<SessionProfile, 'login' | 'roles'>;

/** The signed-in account, or null when there is no session. */
export async function fetchMe(): Promise<Me | null> {
  try {
    const { login, roles } = await apiCall<Profile>('GET', '/users/me');
    return { login, roles };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

// ---------- products ----------

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await apiCall<UploadAnswer>('POST', '/post/file/upload', { form });
  return url;
}

export function createProduct(login: string, product: ProductInputDraft): Promise<Product> {
  return apiCall<Product>('POST', `/post/${enc(login)}`, { json: product });
}

export function updateProduct(id: number, product: ProductInputDraft): Promise<Product> {
  return apiCall<Product>('PUT', `/post/${id}`, { json: product });
}

export async function deleteProduct(id: number): Promise<void> {
  await apiCall('DELETE', `/post/${id}`);
}

/** One page of the shop's products, newest first, optionally by name. */
export async function searchProducts(
  name: string,
  page: number,
  size: number,
): Promise<{ products: Product[]; total: number }> {
  const { body, headers } = await apiRequest<Product[]>('POST', '/posts/search', {
    json: { name: name.trim() || undefined, sortField: 'dateCreated', asc: false, page, size },
  });
  return { products: body, total: countHeader(headers, 'x-total-count', body.length) };
}

// ---------- orders ----------

export async function fetchAllOrders(filter: { status?: string; q?: string; page: number; size: number }) {
  const params = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const { body, headers } = await apiRequest<AdminOrder[]>('GET', `/orders?${params}`);
  return { orders: body, total: countHeader(headers, 'x-total-count', body.length) };
}

export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<AdminOrder> {
  return apiCall<AdminOrder>('PUT', `/order/${enc(orderId)}/status`, { json: { status } });
}

/** Refunds through PayPal: `amount` in dollars, or none for everything that is left. */
export function refundOrder(orderId: string, amount?: number): Promise<AdminOrder> {
  return apiCall<AdminOrder>('POST', `/order/${enc(orderId)}/refund`, { json: amount === undefined ? {} : { amount } });
}

/** Corrects one line: quantity, unit price in dollars, and the size when the product is in the order twice. */
export function editOrderItem(
  orderId: string,
  productId: number,
  edit: { quantity: number; unitPrice: number; size?: string },
): Promise<AdminOrder> {
  return apiCall<AdminOrder>('PUT', `/order/${enc(orderId)}/items/${productId}`, { json: edit });
}

// ---------- mail ----------

/** GET /api/mails?status=failed: the mails that could not be delivered, newest first. */
export function fetchFailedMails(page: number, size: number): Promise<OutboxPage> {
  const params = new URLSearchParams({ status: 'failed', page: String(page), size: String(size) });
  return apiCall<OutboxPage>('GET', `/mails?${params}`);
}

/** POST /api/mails/{id}/resend: a failed mail waits for the sender again, with a fresh set of attempts. */
export function resendMail(id: number): Promise<MailSummary> {
  return apiCall<MailSummary>('POST', `/mails/${id}/resend`);
}

// ---------- users and roles ----------

export async function fetchUsers(q: string, page: number, limit: number): Promise<UserPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  return apiCall<UserPage>('GET', `/users?${params}`);
}

export async function setModerator(login: string, granted: boolean): Promise<void> {
  await apiCall(granted ? 'PUT' : 'DELETE', `/users/user/${enc(login)}/role/MODERATOR`);
}

export async function deleteUser(login: string): Promise<void> {
  await apiCall('DELETE', `/users/user/${enc(login)}`);
}
