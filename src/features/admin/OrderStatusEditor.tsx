import { useId, useState } from 'react';
import { showToast } from '../../components/ui/toast-store.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { formatUsd } from '../../lib/money.ts';
import { nextStatuses, type OrderStatusName } from '../../lib/orders/status.ts';
import { adminStatusLabel } from './AdminStatusBadge.tsx';
import { changeOrderStatus, type AdminOrder } from './api.ts';
import { statusChangeRefundCents } from './order-edit-money.ts';

interface Props {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}

/** "Edit status": the moves the order's state allows, and what a cancellation or refund sends back first. */
export function OrderStatusEditor({ order, onChanged }: Props) {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [next, setNext] = useState<OrderStatusName | ''>('');
  const [saving, setSaving] = useState(false);
  const moves = nextStatuses(order.status);
  const refundCents = statusChangeRefundCents(next, order);
  const refundsRest = refundCents > 0 ? formatUsd(refundCents) : null;

  async function save() {
    if (!next) return;
    setSaving(true);
    try {
      onChanged(await changeOrderStatus(order.orderId, next));
      setEditing(false);
      setNext('');
      showToast(t('admin.orders.statusUpdated'), 'success');
    } catch (err) {
      showToast(t('admin.orders.statusUpdateFailed', { message: (err as Error).message }), 'error');
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <button type="button" className="btn btn--small" onClick={() => setEditing(true)} disabled={moves.length === 0}>
        {t('admin.orders.editStatus')}
      </button>
    );
  }
  return (
    <>
      <label htmlFor={`${id}-status`} className="sr-only">
        {t('admin.orders.newStatus')}
      </label>
      <select
        id={`${id}-status`}
        className="input admin-orders__status-select"
        value={next}
        onChange={(e) => setNext(e.target.value as OrderStatusName)}
      >
        <option value="">{t('admin.orders.chooseStatus')}</option>
        {moves.map((s) => (
          <option key={s} value={s}>
            {adminStatusLabel(t, s)}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--small" onClick={() => void save()} disabled={!next || saving}>
        {refundsRest ? t('admin.refunds.statusSave', { amount: refundsRest }) : t('admin.orders.save')}
      </button>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(false)} disabled={saving}>
        {t('admin.orders.cancel')}
      </button>
      {refundsRest ? (
        <p className="hint admin-orders__money-note" role="status">
          {t(order.paymentProvider === 'test' ? 'admin.refunds.statusNoteTest' : 'admin.refunds.statusNote', {
            amount: refundsRest,
          })}
        </p>
      ) : null}
    </>
  );
}
