import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import type { Order } from '../../lib/api/order.ts';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { cancelOrder } from './api.ts';

/** "Cancel order" with a confirmation, for an unpaid order; a paid one is pointed to the refund policy. */
export function CancelOrder({
  orderId,
  onCancelled,
  small = false,
  label,
}: {
  orderId: string;
  onCancelled: (order: Order) => void;
  small?: boolean;
  /** An accessible name that tells the order apart, where several are listed. */
  label?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ paid: boolean; text: string } | null>(null);
  const size = small ? ' btn--small' : '';

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onCancelled(await cancelOrder(orderId));
      setAsking(false);
    } catch (err) {
      const paid = err instanceof ApiError && err.status === 409 && /paid/i.test(err.message);
      setError({
        paid,
        text: paid
          ? t('order.actions.paidCannotCancel')
          : failureText(t('order.actions.cancelFailed'), err, t('common.networkError')),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="cancel-order">
      {asking ? (
        <div className="cancel-order__confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>{t('order.actions.confirmCancel')}</p>
          <div className="cancel-order__buttons">
            <button type="button" className={`btn btn--accent${size}`} onClick={() => void confirm()} disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('order.actions.confirmYes')}
            </button>
            <button type="button" className={`btn btn--ghost${size}`} onClick={() => setAsking(false)} disabled={busy}>
              {t('order.actions.confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={`btn btn--ghost${size}`} onClick={() => setAsking(true)} aria-label={label}>
          {t('order.actions.cancel')}
        </button>
      )}
      {error ? (
        <Alert tone="error">
          {error.text}
          {error.paid ? (
            <>
              {' '}
              <a href={localizePath('/orders-and-returns', locale)}>{t('order.actions.policyLink')}</a>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
