import { useState } from 'react';
import { showToast } from '../../components/ui/toast-store.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { formatUsd } from '../../lib/money.ts';
import { ORDER_ITEM_MESSAGES, orderItemEditProblem } from '../../lib/orders/item-edit.ts';
import { editOrderItem, type AdminOrder } from './api.ts';
import { itemEditMoney } from './order-edit-money.ts';

const itemMessageKeys: Record<string, string> = {
  [ORDER_ITEM_MESSAGES.quantity]: 'admin.orders.quantityMin',
  [ORDER_ITEM_MESSAGES.unitPrice]: 'admin.orders.unitPriceMin',
  [ORDER_ITEM_MESSAGES.unitPriceStep]: 'admin.orders.unitPriceStep',
};

export type OrderLine = AdminOrder['orderItems'][number];

/**
 * The correction of one order line (quantity and unit price) as the administrator types it: the draft, what it
 * would refund, the problem that stops it, and saving it through the API.
 */
export function useOrderItemEdit(order: AdminOrder, line: OrderLine, onSaved: (order: AdminOrder) => void) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [unitPrice, setUnitPrice] = useState(line.unitPrice.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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

  return {
    editing,
    quantity,
    unitPrice,
    problem,
    saving,
    refundCents,
    setQuantity,
    setUnitPrice,
    start: () => setEditing(true),
    save: () => void save(),
    cancel,
  };
}

export type OrderItemEdit = ReturnType<typeof useOrderItemEdit>;
