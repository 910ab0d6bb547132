import { Badge } from '../../components/ui/Badge.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { DisplayStatus } from '../../lib/orders/order.ts';
import { statusTone } from '../../lib/orders/status.ts';

/** SPEC §4: Paid green, Pending yellow, Overdue red, anything else grey. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const t = useT();
  const tone = status === 'Overdue' ? statusTone('Pending', true) : statusTone(status);
  return <Badge tone={tone}>{t(`order.status.${status}`)}</Badge>;
}
