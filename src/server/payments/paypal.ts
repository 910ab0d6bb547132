import { said } from '../http/server-message.ts';
import {
  centsToDecimalString,
  decimalStringToCents,
  PaymentError,
  type CapturedPayment,
  type CapturePaymentOrder,
  type CreatePaymentOrder,
  type PaymentOrderState,
  type PaymentProvider,
  type ProviderRefund,
  type RefundCapture,
  type WebhookNotice,
} from './provider.ts';

/**
 * PayPal over fetch: OAuth2 client credentials; Orders v2 create (intent CAPTURE), capture and read; Payments v2
 * capture refunds; and the verify-webhook-signature call for PayPal's notifications.
 */
export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stand-in. */
  apiBase: string;
  /** The webhook's id in PayPal's developer dashboard (PAYPAL_WEBHOOK_ID); without it notifications cannot be verified. */
  webhookId?: string;
  /** Per request, in ms. */
  timeoutMs?: number;
  /** Extra attempts after a dropped connection or timeout; safe because every POST carries PayPal-Request-Id. */
  retries?: number;
  fetch?: typeof fetch;
  /** For token expiry; tests may move it. */
  now?: () => number;
}

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

interface PayPalMoney {
  currency_code?: string;
  value?: string;
}

interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: PayPalMoney;
}

interface PayPalRefund {
  id?: string;
  status?: string;
  amount?: PayPalMoney;
  status_details?: { reason?: string };
}

interface PayPalOrder {
  id?: string;
  status?: string;
  payer?: { name?: { given_name?: string } };
  payment_source?: { paypal?: { name?: { given_name?: string } } };
  purchase_units?: Array<{ payments?: { captures?: PayPalCapture[] } }>;
}

/** Re-fetch the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type Action = 'payment' | 'refund';

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 1;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  /** One HTTP exchange; network trouble and timeouts become a retryable PaymentError. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        lastError = err;
      }
    }
    throw new PaymentError(
      'unavailable',
      said(
        lastError instanceof Error && lastError.name === 'TimeoutError'
          ? 'api.paypalTimedOut'
          : 'api.paypalUnreachable',
      ),
    );
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) {
      if (res.status >= 500)
        throw new PaymentError('unavailable', said('api.paypalSignInFailed', { status: res.status }));
      throw new PaymentError('misconfigured', said('api.paypalCredentials', { status: res.status }));
    }
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaymentError('unavailable', said('api.paypalNoToken'));
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 300) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** A cached token, or one shared request for a new one. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  /** A JSON call; `body` as a string is sent byte for byte (a webhook event must reach PayPal exactly as it came). */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    requestId: string | undefined,
    body?: unknown,
    action: Action = 'payment',
  ): Promise<T> {
    const payload = method !== 'POST' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {});
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (method === 'POST') {
        headers['content-type'] = 'application/json';
        if (requestId) headers['paypal-request-id'] = requestId;
      }
      const res = await send(`${base}${path}`, { method, headers, body: payload });
      if (res.status === 401 && attempt === 0) {
        // The cached token was revoked or expired early: fetch a new one once.
        token = undefined;
        continue;
      }
      if (res.ok) return (await res.json()) as T;
      throw await toPaymentError(res, action);
    }
  }

  async function getOrder(id: string): Promise<PayPalOrder> {
    return call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`, undefined);
  }

  const webhookId = options.webhookId;

  return {
    name: 'paypal',
    testMode: false,
    clientId: options.clientId,

    async createOrder(request: CreatePaymentOrder) {
      const order = await call<PayPalOrder>('POST', '/v2/checkout/orders', request.requestId, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.reference,
            custom_id: request.reference,
            amount: {
              currency_code: request.currency,
              value: centsToDecimalString(request.amountCents),
              ...(request.breakdown ? { breakdown: breakdownOf(request.currency, request.breakdown) } : {}),
            },
          },
        ],
      });
      if (!order.id) throw new PaymentError('unavailable', said('api.paypalNoOrderId'));
      return { id: order.id };
    },

    async captureOrder(request: CapturePaymentOrder): Promise<CapturedPayment> {
      const path = `/v2/checkout/orders/${encodeURIComponent(request.providerOrderId)}/capture`;
      let order: PayPalOrder;
      try {
        order = await call<PayPalOrder>('POST', path, request.requestId, {});
      } catch (err) {
        // Captured earlier (say, our answer was lost on the way back): read what happened instead of failing.
        if (err instanceof PaymentError && err.issue === 'ORDER_ALREADY_CAPTURED')
          order = await getOrder(request.providerOrderId);
        else throw err;
      }
      return readCapture(order);
    },

    async getOrderState(providerOrderId: string): Promise<PaymentOrderState> {
      const order = await getOrder(providerOrderId);
      const captured = order.purchase_units?.[0]?.payments?.captures?.length ? readCapture(order) : null;
      return { status: order.status ?? 'UNKNOWN', capture: captured };
    },

    async refundCapture(request: RefundCapture): Promise<ProviderRefund> {
      const refund = await call<PayPalRefund>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`,
        request.requestId,
        {
          amount: { currency_code: request.currency, value: centsToDecimalString(request.amountCents) },
          custom_id: request.reference.slice(0, 127),
          note_to_payer: request.noteToPayer.slice(0, 255),
        },
        'refund',
      );
      return readRefund(refund);
    },

    ...(webhookId
      ? {
          async verifyWebhook(notice: WebhookNotice): Promise<boolean> {
            // Only PayPal's own certificates sign its notifications: anything else is refused without asking PayPal.
            if (!isPayPalCertUrl(notice.certUrl, base)) return false;
            // The event goes back inside the request as the very bytes PayPal signed, never re-serialised.
            const head = JSON.stringify({
              auth_algo: notice.authAlgo,
              cert_url: notice.certUrl,
              transmission_id: notice.transmissionId,
              transmission_sig: notice.transmissionSig,
              transmission_time: notice.transmissionTime,
              webhook_id: webhookId,
            });
            const body = `${head.slice(0, -1)},"webhook_event":${notice.rawBody}}`;
            const answer = await call<{ verification_status?: string }>(
              'POST',
              '/v1/notifications/verify-webhook-signature',
              undefined,
              body,
            );
            return answer.verification_status === 'SUCCESS';
          },
        }
      : {}),
  };
}

/** PayPal's signing certificates live on its own https hosts (or on the configured API host, e.g. a local stand-in). */
export function isPayPalCertUrl(certUrl: string, apiBase: string): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (url.origin === new URL(apiBase).origin) return true;
  return url.protocol === 'https:' && (url.hostname === 'paypal.com' || url.hostname.endsWith('.paypal.com'));
}

/** A refund as PayPal answered it. */
export function readRefund(refund: PayPalRefund): ProviderRefund {
  if (!refund.id) throw new PaymentError('unavailable', said('api.paypalRefundNoId'));
  const amountCents = refund.amount?.value === undefined ? undefined : decimalStringToCents(refund.amount.value);
  return {
    id: refund.id,
    status: refund.status ?? 'UNKNOWN',
    amountCents: amountCents ?? -1,
    currency: refund.amount?.currency_code ?? '',
    reason: refund.status_details?.reason ?? null,
  };
}

/** The first capture of the first purchase unit: what was actually taken. */
export function readCapture(order: PayPalOrder): CapturedPayment {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  const amountCents = capture?.amount?.value === undefined ? undefined : decimalStringToCents(capture.amount.value);
  return {
    status: capture?.status ?? order.status ?? 'UNKNOWN',
    amountCents: amountCents ?? -1,
    currency: capture?.amount?.currency_code ?? '',
    payerGivenName: order.payment_source?.paypal?.name?.given_name ?? order.payer?.name?.given_name ?? null,
    captureId: capture?.id ?? null,
  };
}

const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'CARD_EXPIRED',
  'TRANSACTION_REFUSED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'DECLINED_DUE_TO_RELATED_TXN',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
]);

async function toPaymentError(res: Response, action: Action): Promise<PaymentError> {
  let body: PayPalErrorBody = {};
  try {
    body = (await res.json()) as PayPalErrorBody;
  } catch {
    // Not JSON: the status alone decides.
  }
  const issue = body.details?.[0]?.issue;
  // PayPal's own words stay as PayPal wrote them (English), quoted inside a sentence in the shopper's language.
  const reason = body.details?.[0]?.description ?? body.message ?? `HTTP ${res.status}`;
  if (res.status >= 500 || res.status === 429)
    return new PaymentError('unavailable', said('api.paypalUnavailable', { status: res.status }), issue);
  if (res.status === 401 || res.status === 403)
    return new PaymentError('misconfigured', said('api.paypalCredentials', { status: res.status }), issue);
  if (action === 'refund') {
    if (res.status === 400)
      return new PaymentError('misconfigured', said('api.paypalRefundRequestRejected', { reason }), issue);
    return new PaymentError('rejected', said('api.paypalRefundRefused', { reason }), issue ?? body.name);
  }
  if (issue && DECLINE_ISSUES.has(issue))
    return new PaymentError('declined', said('api.paymentDeclined', { reason }), issue);
  if (res.status === 400)
    return new PaymentError('misconfigured', said('api.paypalRequestRejected', { reason }), issue);
  return new PaymentError('rejected', said('api.paypalCouldNotComplete', { reason }), issue ?? body.name);
}

/** PayPal Orders v2 amount.breakdown: item_total − discount + shipping must equal the amount's value. */
function breakdownOf(currency: string, b: NonNullable<CreatePaymentOrder['breakdown']>) {
  const money = (cents: number) => ({ currency_code: currency, value: centsToDecimalString(cents) });
  return {
    item_total: money(b.itemTotalCents),
    shipping: money(b.shippingCents),
    ...(b.discountCents > 0 ? { discount: money(b.discountCents) } : {}),
  };
}
