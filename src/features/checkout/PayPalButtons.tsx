import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';

/** The SDK's loading states: loading, ready, failed. */
export type SdkState = 'initial' | 'pending' | 'resolved' | 'rejected';

interface Props {
  clientId: string;
  /** The PayPal order our server created for this order's total: the buttons approve exactly that. */
  paypalOrderId: string;
  /** Called after the buyer approved in PayPal's window; captures on our server. */
  onApprove: () => Promise<void>;
  onCancel?: () => void;
}

/** PayPal's buttons, loaded from PayPal only on checkout, for a server-created order. */
export function PayPalButtons({ clientId, paypalOrderId, onApprove, onCancel }: Props) {
  const t = useT();
  const [state, setState] = useState<SdkState>('initial');
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, without re-rendering PayPal's iframe when the parent re-renders.
  const approve = useRef(onApprove);
  const cancel = useRef(onCancel);
  approve.current = onApprove;
  cancel.current = onCancel;

  useEffect(() => {
    let closed = false;
    let buttons: { close: () => Promise<void> } | undefined;
    setState('pending');
    setFailed(false);
    loadScript({ clientId, currency: 'USD', intent: 'capture' })
      .then(async (paypal: PayPalNamespace | null) => {
        if (closed) return;
        if (!paypal?.Buttons || !container.current) throw new Error('PayPal SDK has no Buttons');
        const rendered = paypal.Buttons({
          createOrder: async () => paypalOrderId,
          onApprove: async () => {
            await approve.current();
          },
          onCancel: () => cancel.current?.(),
          onError: () => setFailed(true),
        });
        buttons = rendered;
        await rendered.render(container.current);
        if (!closed) setState('resolved');
      })
      .catch(() => {
        if (!closed) setState('rejected');
      });
    return () => {
      closed = true;
      buttons?.close().catch(() => undefined);
    };
  }, [clientId, paypalOrderId]);

  return (
    <div className="paypal" data-sdk-state={state}>
      {state === 'pending' || state === 'initial' ? <Spinner label={t('checkout.paypalLoading')} /> : null}
      {state === 'rejected' || failed ? <Alert tone="error">{t('checkout.paypalError')}</Alert> : null}
      <div ref={container} className="paypal__buttons" />
    </div>
  );
}
