import { Badge } from '../../components/ui/Badge.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { DisplayStatus } from '../../lib/api/order.ts';
import { statusTone } from '../../lib/orders/status.ts';

/**
 * The customer's badge: Paid green, awaiting payment yellow, anything else grey. An order left unpaid past its
 * window is "Expired" in grey here: it is no debt of the customer's (All Orders keeps the red Overdue).
 */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const t = useT();
  const tone = status === 'Overdue' ? 'neutral' : statusTone(status);
  return <Badge tone={tone}>{t(`order.status.${status}`)}</Badge>;
}
