import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from './toast-store.ts';

/** Renders the toast queue in a polite live region (errors assertively). `dismissLabel`: translated 'common.dismiss'. */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useStore($toasts);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismissToast(toast.id)}
            aria-label={dismissLabel}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
