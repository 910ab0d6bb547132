import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { AdminStatusBadge } from './AdminStatusBadge.tsx';
import type { AdminOrder } from './api.ts';
import { OrderItemActions } from './OrderItemActions.tsx';
import { OrderItemNumberCell } from './OrderItemNumberCell.tsx';
import { type OrderLine, useOrderItemEdit } from './use-order-item-edit.ts';

interface Props {
  order: AdminOrder;
  line: OrderLine;
  onSaved: (order: AdminOrder) => void;
}

/** One line of an order in All Orders, and its correction (quantity and unit price) while the order allows it. */
export function OrderItemRow({ order, line, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const problemId = `${useId()}-problem`;
  const edit = useOrderItemEdit(order, line, onSaved);
  const field = { editing: edit.editing, problemId, invalid: !!edit.problem };

  return (
    <tr>
      <td>
        <a href={localizePath(`/product/${line.productId}`, locale)}>{line.productId}</a>
        <span className="hint admin-orders__line-name">
          {' '}
          {line.name} · {t('admin.orders.size', { size: line.size })}
        </span>
      </td>
      <OrderItemNumberCell
        {...field}
        shown={line.quantity}
        value={edit.quantity}
        onChange={edit.setQuantity}
        min="1"
        step="1"
        label={t('admin.orders.quantityOf', { name: line.name })}
      />
      <OrderItemNumberCell
        {...field}
        shown={formatUsd(toCents(line.unitPrice))}
        value={edit.unitPrice}
        onChange={edit.setUnitPrice}
        min="0"
        step="0.01"
        label={t('admin.orders.unitPriceOf', { name: line.name })}
      />
      <td>
        <AdminStatusBadge order={order} />
      </td>
      <OrderItemActions order={order} edit={edit} problemId={problemId} />
    </tr>
  );
}
