import { Badge } from '../../components/ui/Badge.tsx';
import type { Translate } from '../../lib/i18n/react.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { statusTone } from '../../lib/orders/status.ts';
import type { AdminOrder } from './api.ts';

/** A status's name on the administrator's screens (Overdue included). */
export const adminStatusLabel = (t: Translate, status: string) => t(`admin.status.${status}`);

/** An order's state in All Orders: an order left unpaid past its window shows a red Overdue. */
export function AdminStatusBadge({ order }: { order: Pick<AdminOrder, 'status' | 'displayStatus'> }) {
  const t = useT();
  return (
    <Badge tone={statusTone(order.status, order.displayStatus === 'Overdue')}>
      {adminStatusLabel(t, order.displayStatus)}
    </Badge>
  );
}
