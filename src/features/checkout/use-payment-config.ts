import { useEffect, useState } from 'react';
import type { PaymentConfig } from '../../lib/api/checkout.ts';
import { fetchPaymentConfig } from './api.ts';

/** How this shop takes payments (PayPal or the test mode): undefined while asking, null when the answer failed. */
export function usePaymentConfig(): PaymentConfig | null | undefined {
  const [config, setConfig] = useState<PaymentConfig | null | undefined>(undefined);
  useEffect(() => {
    fetchPaymentConfig()
      .then(setConfig)
      .catch(() => setConfig(null));
  }, []);
  return config;
}
