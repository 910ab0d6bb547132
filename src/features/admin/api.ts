import type { Product } from '../../lib/catalog/product.ts';
import type { Order } from '../../lib/orders/order.ts';
import { pageLocale } from '../../lib/i18n/page-language.ts';
import type { ProductInputDraft } from '../../lib/products/product-input.ts';

/**
 * The admin screens' calls (SPEC.md §7 and issue 6). The session is the HttpOnly cookie, so every call is
 * same-origin with credentials; failures throw AdminApiError carrying the server's own message and status.
 */
export class AdminApiError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const base = '/api';

async function call<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ body: T; res: Response }> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  h.set('accept', 'application/json');
  h.set('accept-language', pageLocale());
  if (json !== undefined) h.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body, credentials: 'same-origin' });
  } catch {
    throw new AdminApiError(0, 'Network error or server is unreachable.');
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // An empty or non-JSON answer: the status says enough.
  }
  if (!res.ok) {
    const message = typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : `${res.status}`;
    throw new AdminApiError(res.status, message);
  }
  return { body: body as T, res };
}

// ---------- who is calling ----------

export interface Me {
  login: string;
  roles: string[];
}

/** The signed-in account, or null when there is no session. */
export async function fetchMe(): Promise<Me | null> {
  try {
    const { body } = await call<Me>('/users/me');
    return { login: body.login, roles: body.roles };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 401) return null;
    throw err;
  }
}

// ---------- products ----------

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { body } = await call<{ url?: string; fileUrl?: string }>('/post/file/upload', { method: 'POST', body: form });
  const url = body?.url ?? body?.fileUrl;
  if (!url) throw new AdminApiError(500, 'Image upload failed');
  return url;
}

export async function createProduct(login: string, product: ProductInputDraft): Promise<Product> {
  return (await call<Product>(`/post/${encodeURIComponent(login)}`, { method: 'POST', json: product })).body;
}

export async function updateProduct(id: number, product: ProductInputDraft): Promise<Product> {
  return (await call<Product>(`/post/${id}`, { method: 'PUT', json: product })).body;
}

export async function deleteProduct(id: number): Promise<void> {
  await call(`/post/${id}`, { method: 'DELETE' });
}

/** null when the product does not exist. */
export async function fetchProduct(id: number): Promise<Product | null> {
  try {
    return (await call<Product>(`/post/${id}`)).body;
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 404) return null;
    throw err;
  }
}

/** One page of the shop's products, newest first, optionally by name. */
export async function searchProducts(name: string, page: number, size: number): Promise<{ products: Product[]; total: number }> {
  const { body, res } = await call<Product[]>('/posts/search', {
    method: 'POST',
    json: { name: name.trim() || undefined, sortField: 'dateCreated', asc: false, page, size },
  });
  return { products: body, total: Number(res.headers.get('x-total-count') ?? body.length) };
}

// ---------- orders ----------

export type AdminOrder = Order & { customerEmail: string };

export async function fetchAllOrders(filter: { status?: string; q?: string; page: number; size: number }) {
  const params = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const { body, res } = await call<AdminOrder[]>(`/orders?${params}`);
  return { orders: body, total: Number(res.headers.get('x-total-count') ?? body.length) };
}

export async function changeOrderStatus(orderId: string, status: string): Promise<AdminOrder> {
  return (await call<AdminOrder>(`/order/${encodeURIComponent(orderId)}/status`, { method: 'PUT', json: { status } })).body;
}

/** Refunds through PayPal: `amount` in dollars, or none for everything that is left. */
export async function refundOrder(orderId: string, amount?: number): Promise<AdminOrder> {
  return (await call<AdminOrder>(`/order/${encodeURIComponent(orderId)}/refund`, { method: 'POST', json: amount === undefined ? {} : { amount } })).body;
}

export async function editOrderItem(orderId: string, productId: number, edit: { quantity: number; unitPrice: number; size?: string }): Promise<AdminOrder> {
  return (await call<AdminOrder>(`/order/${encodeURIComponent(orderId)}/items/${productId}`, { method: 'PUT', json: edit })).body;
}

// ---------- mail ----------

/** A mail of the outbox as the administrator sees it (never its body). */
export interface OutboxMail {
  id: number;
  kind: string;
  reference: string | null;
  to: string;
  subject: string;
  locale: string;
  status: 'waiting' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** GET /api/mails?status=failed: the mails that could not be delivered, newest first. */
export async function fetchFailedMails(page: number, size: number): Promise<{ mails: OutboxMail[]; total: number }> {
  const params = new URLSearchParams({ status: 'failed', page: String(page), size: String(size) });
  return (await call<{ mails: OutboxMail[]; total: number }>(`/mails?${params}`)).body;
}

/** POST /api/mails/{id}/resend: a failed mail waits for the sender again, with a fresh set of attempts. */
export async function resendMail(id: number): Promise<OutboxMail> {
  return (await call<OutboxMail>(`/mails/${id}/resend`, { method: 'POST' })).body;
}

// ---------- users and roles ----------

export interface UserListItem {
  login: string;
  firstName: string;
  lastName: string;
  roles: string[];
  createdAt: string;
}

export async function fetchUsers(q: string, page: number, limit: number): Promise<{ users: UserListItem[]; total: number }> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  const { body } = await call<{ users: UserListItem[]; total: number }>(`/users?${params}`);
  return body;
}

export async function setModerator(login: string, granted: boolean): Promise<void> {
  await call(`/users/user/${encodeURIComponent(login)}/role/MODERATOR`, { method: granted ? 'PUT' : 'DELETE' });
}

export async function deleteUser(login: string): Promise<void> {
  await call(`/users/user/${encodeURIComponent(login)}`, { method: 'DELETE' });
}
