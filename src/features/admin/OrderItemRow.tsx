import { useId, useState } from 'react';
import { showToast } from '../../components/ui/toast-store.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { ORDER_ITEM_MESSAGES, orderItemEditProblem } from '../../lib/orders/item-edit.ts';
import { itemsEditable } from '../../lib/orders/status.ts';
import { AdminStatusBadge } from './AdminStatusBadge.tsx';
import { editOrderItem, type AdminOrder } from './api.ts';
import { itemEditMoney } from './order-edit-money.ts';

const itemMessageKeys: Record<string, string> = {
  [ORDER_ITEM_MESSAGES.quantity]: 'admin.orders.quantityMin',
  [ORDER_ITEM_MESSAGES.unitPrice]: 'admin.orders.unitPriceMin',
  [ORDER_ITEM_MESSAGES.unitPriceStep]: 'admin.orders.unitPriceStep',
};

type Line = AdminOrder['orderItems'][number];

interface Props {
  order: AdminOrder;
  line: Line;
  onSaved: (order: AdminOrder) => void;
}

/** One line of an order in All Orders, and its correction (quantity and unit price) while the order allows it. */
export function OrderItemRow({ order, line, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [unitPrice, setUnitPrice] = useState(line.unitPrice.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editable = itemsEditable(order.status);
  const sizes = order.orderItems.filter((l) => l.productId === line.productId).length;
  const money = itemEditMoney(order, line, quantity, unitPrice);
  const refundCents = editing ? money.refundCents : 0;

  async function save() {
    const edit = {
      quantity: Number(quantity),
      unitPrice: Number(unitPrice),
      ...(sizes > 1 ? { size: line.size } : {}),
    };
    const wrong =
      quantity.trim() === ''
        ? ORDER_ITEM_MESSAGES.quantity
        : unitPrice.trim() === ''
          ? ORDER_ITEM_MESSAGES.unitPrice
          : orderItemEditProblem(edit);
    if (wrong) return setProblem(itemMessageKeys[wrong] ? t(itemMessageKeys[wrong]) : wrong);
    if (refundCents < 0) {
      const amounts = { total: formatUsd(money.newTotalCents), paid: formatUsd(money.paidCents) };
      return setProblem(t('admin.refunds.itemTooHigh', amounts));
    }
    setProblem(null);
    setSaving(true);
    try {
      onSaved(await editOrderItem(order.orderId, line.productId, edit));
      setEditing(false);
      showToast(t('admin.orders.itemUpdated'), 'success');
    } catch (err) {
      showToast(t('admin.orders.itemUpdateFailed', { message: (err as Error).message }), 'error');
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setQuantity(String(line.quantity));
    setUnitPrice(line.unitPrice.toFixed(2));
    setProblem(null);
    setEditing(false);
  }

  const numberField = {
    className: 'input admin-orders__num',
    type: 'number',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `${id}-problem`,
  } as const;

  return (
    <tr>
      <td>
        <a href={localizePath(`/product/${line.productId}`, locale)}>{line.productId}</a>
        <span className="hint admin-orders__line-name">
          {' '}
          {line.name} · {t('admin.orders.size', { size: line.size })}
        </span>
      </td>
      <td>
        {editing ? (
          <input
            {...numberField}
            min="1"
            step="1"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-label={t('admin.orders.quantityOf', { name: line.name })}
          />
        ) : (
          line.quantity
        )}
      </td>
      <td>
        {editing ? (
          <input
            {...numberField}
            min="0"
            step="0.01"
            value={unitPrice}
            onChange={(e) => setUnitPrice(e.target.value)}
            aria-label={t('admin.orders.unitPriceOf', { name: line.name })}
          />
        ) : (
          formatUsd(toCents(line.unitPrice))
        )}
      </td>
      <td>
        <AdminStatusBadge order={order} />
      </td>
      <td>
        {editing ? (
          <span className="admin-orders__actions">
            <button type="button" className="btn btn--small" onClick={() => void save()} disabled={saving}>
              {refundCents > 0
                ? t('admin.refunds.itemSave', { amount: formatUsd(refundCents) })
                : t('admin.orders.save')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={cancel} disabled={saving}>
              {t('admin.orders.cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => setEditing(true)}
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
        <span id={`${id}-problem`} className="field-error" role={problem ? 'alert' : undefined}>
          {problem}
        </span>
      </td>
    </tr>
  );
}
