import type { Config } from '../config.ts';
import { createPayPalProvider } from './paypal.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

/** PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, otherwise the labelled test-payment mode. */
export function paymentProviderFor(config: Pick<Config, 'paypal'>): PaymentProvider {
  if (config.paypal) return createPayPalProvider(config.paypal);
  return createTestPaymentProvider();
}
