import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema.ts';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer.ts';
import { address, type Shopper } from '../fixtures/checkout-fixtures.ts';
import type { TestApp } from './harness.ts';

/** Helpers for the mail suites: orders placed and paid through the API, and a mailer that remembers. */

export async function placeOrder(
  app: TestApp,
  shopper: Shopper,
  items: Array<{ productId: number; size?: string; quantity: number }>,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.request('/checkOut', {
    method: 'POST',
    json: { paymentMethod: 'PayPal', shippingAddress: address, orderItems: items },
    headers: { ...shopper.auth, 'Idempotency-Key': crypto.randomUUID(), ...headers },
  });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${await res.text()}`);
  return (await res.json()).orderId as string;
}

export async function payOrder(app: TestApp, shopper: Shopper, orderId: string): Promise<void> {
  const res = await app.request(`/order/${orderId}/capture`, { method: 'POST', headers: shopper.auth });
  if (res.status !== 200) throw new Error(`capture: ${res.status} ${await res.text()}`);
}

export async function setStatus(
  app: TestApp,
  admin: { auth: Record<string, string> },
  orderId: string,
  status: string,
): Promise<Response> {
  return app.request(`/order/${orderId}/status`, { method: 'PUT', json: { status }, headers: admin.auth });
}

export function outboxRows(app: TestApp) {
  return app.services.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

export function outboxRowsAbout(app: TestApp, reference: string) {
  return app.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.reference, reference))
    .orderBy(mailOutbox.id);
}

/** A mailer that keeps what it is given, and fails while `failing` says so. */
export function recordingMailer(): Mailer & { sent: MailMessage[]; failing: Error | null } {
  const mailer = {
    describe: 'memory',
    sent: [] as MailMessage[],
    failing: null as Error | null,
    async send(message: MailMessage) {
      if (mailer.failing) throw mailer.failing;
      mailer.sent.push(message);
    },
  };
  return mailer;
}

/** Waits for background work (a reset link is made after the answer). */
export async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
