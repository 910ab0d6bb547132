import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { stampText } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { refundAmountIssue } from '../../lib/orders/refunds.ts';
import { refundOrder, type AdminOrder } from './api.ts';

const STATUS_TONE = { REQUESTED: 'warning', PENDING: 'info', COMPLETED: 'success' } as const;
const REFUNDABLE_STATUSES = new Set(['Paid', 'Shipped', 'Delivered']);

/**
 * An order's refunds in All Orders: what went back and what is left, and a refund of any part of the rest, sent
 * only after the owner confirms the amount (the server checks it again and asks PayPal).
 */
export function OrderRefunds({ order, onChanged }: { order: AdminOrder; onChanged: (order: AdminOrder) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const leftCents = toCents(order.refundable);
  const [amount, setAmount] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const canRefund = leftCents > 0 && REFUNDABLE_STATUSES.has(order.status);
  if (!order.refunds.length && !canRefund) return null;

  const asked = amount === null ? 0 : Number(amount);
  const askedText = formatUsd(toCents(asked));

  function review(event: FormEvent) {
    event.preventDefault();
    const issue = amount === null || amount.trim() === '' ? 'positive' : refundAmountIssue(Number(amount), leftCents);
    if (issue) return setProblem(t(`admin.refunds.issue.${issue}`, { max: formatUsd(leftCents) }));
    setProblem(null);
    setConfirming(true);
  }

  function close() {
    setAmount(null);
    setConfirming(false);
    setProblem(null);
  }

  async function send() {
    setSending(true);
    try {
      // The whole rest goes as "no amount", so a total that changed meanwhile is never over-refunded by a stale number.
      onChanged(await refundOrder(order.orderId, toCents(asked) === leftCents ? undefined : asked));
      showToast(t('admin.refunds.done', { amount: askedText }), 'success');
      close();
    } catch (err) {
      showToast(t('admin.refunds.failed', { message: (err as Error).message }), 'error');
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="admin-refunds" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-refunds__title">
        {t('admin.refunds.title')}
      </h3>
      {order.refunds.length > 0 ? (
        <ul className="admin-refunds__list">
          {order.refunds.map((r) => (
            <li key={r.id} data-refund-id={r.id}>
              <strong>{formatUsd(toCents(r.amount))}</strong>{' '}
              <Badge tone={STATUS_TONE[r.status]}>{t(`admin.refunds.status.${r.status}`)}</Badge>{' '}
              <time dateTime={r.createdAt}>{stampText(locale, r.createdAt)}</time>{' '}
              <span className="hint admin-refunds__id">{r.id}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {canRefund ? <p className="hint">{t('admin.refunds.left', { amount: formatUsd(leftCents) })}</p> : null}

      {canRefund && amount === null ? (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setAmount((leftCents / 100).toFixed(2))}
        >
          {t('admin.refunds.open')}
        </button>
      ) : null}

      {canRefund && amount !== null && !confirming ? (
        <form className="admin-refunds__form" onSubmit={review} noValidate>
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t('admin.refunds.amount')}</label>
            <input
              id={`${id}-amount`}
              className="input admin-orders__num"
              type="number"
              inputMode="decimal"
              min="0.01"
              max={(leftCents / 100).toFixed(2)}
              step="0.01"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-amount-hint ${id}-amount-problem`}
            />
            <span id={`${id}-amount-hint`} className="hint">
              {t('admin.refunds.amountHint', { max: formatUsd(leftCents) })}
            </span>
            <span id={`${id}-amount-problem`} className="field-error" role={problem ? 'alert' : undefined}>
              {problem}
            </span>
          </div>
          <span className="admin-orders__actions">
            <button type="submit" className="btn btn--small">
              {t('admin.refunds.review')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={close}>
              {t('admin.orders.cancel')}
            </button>
          </span>
        </form>
      ) : null}

      {canRefund && confirming ? (
        <div className="admin-refunds__confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {t(order.paymentProvider === 'test' ? 'admin.refunds.confirmTest' : 'admin.refunds.confirmText', {
              amount: askedText,
            })}
          </p>
          <span className="admin-orders__actions">
            <button type="button" className="btn btn--accent btn--small" onClick={() => void send()} disabled={sending}>
              {t('admin.refunds.confirm', { amount: askedText })}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => setConfirming(false)}
              disabled={sending}
            >
              {t('admin.refunds.back')}
            </button>
          </span>
        </div>
      ) : null}
    </section>
  );
}
