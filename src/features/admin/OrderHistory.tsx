import { useId, useState } from 'react';
import { stampText } from '../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import type { AdminOrder } from './api.ts';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';

/**
 * An order's history in All Orders, newest first: moves, refunds, and PayPal's notes for the owner (disputes,
 * denied payments). Shown on request; a button rather than a nested <details>, so the order's own summary stays its only one.
 */
export function OrderHistory({ order }: { order: AdminOrder }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!order.statusHistory.length) return null;
  const label = (status: string | null) => (status ? t(`admin.status.${status}`) : null);
  return (
    <div className="admin-history">
      <ToggleButton open={open} controls={`${id}-list`} onToggle={() => setOpen(!open)}>
        {t('admin.history.title', { count: order.statusHistory.length })}
      </ToggleButton>
      <ol id={`${id}-list`} className="admin-history__list" hidden={!open}>
        {[...order.statusHistory].reverse().map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <time dateTime={h.at}>{stampText(locale, h.at)}</time>
            {h.fromStatus !== h.toStatus ? (
              <span className="admin-history__move">
                {[label(h.fromStatus), label(h.toStatus)].filter(Boolean).join(' → ')}
              </span>
            ) : null}
            {h.note ? <span className="admin-history__note">{h.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
