import { useT } from '../../lib/i18n/react.tsx';
import { formatUsd } from '../../lib/money.ts';
import { itemsEditable } from '../../lib/orders/status.ts';
import type { AdminOrder } from './api.ts';
import type { OrderItemEdit } from './use-order-item-edit.ts';

interface Props {
  order: AdminOrder;
  edit: OrderItemEdit;
  problemId: string;
}

/** An order line's last cell: Edit (while the order allows it), or Save / Cancel, the refund it makes, its problem. */
export function OrderItemActions({ order, edit, problemId }: Props) {
  const t = useT();
  const editable = itemsEditable(order.status);
  const { refundCents, problem } = edit;
  return (
    <td>
      {edit.editing ? (
        <span className="admin-orders__actions">
          <button type="button" className="btn btn--small" onClick={edit.save} disabled={edit.saving}>
            {refundCents > 0 ? t('admin.refunds.itemSave', { amount: formatUsd(refundCents) }) : t('admin.orders.save')}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={edit.cancel} disabled={edit.saving}>
            {t('admin.orders.cancel')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={edit.start}
          disabled={!editable}
          title={editable ? undefined : t('admin.orders.lockedHint')}
        >
          {t('admin.orders.editItem')}
        </button>
      )}
      {refundCents > 0 ? (
        <span className="hint admin-orders__money-note">
          {t(order.paymentProvider === 'test' ? 'admin.refunds.itemNoteTest' : 'admin.refunds.itemNote', {
            amount: formatUsd(refundCents),
          })}
        </span>
      ) : null}
      <span id={problemId} className="field-error" role={problem ? 'alert' : undefined}>
        {problem}
      </span>
    </td>
  );
}
