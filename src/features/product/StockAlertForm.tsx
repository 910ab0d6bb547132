import { useEffect, useId, useState } from 'react';
import type { SizeQuantity } from '../../lib/api/product.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { $sessionProfile } from '../auth/session-store.ts';
import { askStockAlert } from './stock-alert-api.ts';
import './stock-alert.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Under the purchase buttons while a size is sold out: "E-mail me when it's back". Signed in it is one click (the
 * account's address); signed out it asks for an address. A choice of size appears when several are sold out.
 */
export function StockAlertForm({ productId, sizes }: { productId: number; sizes: SizeQuantity[] }) {
  const t = useT();
  const id = useId();
  const soldOut = sizes.filter((s) => s.quantity <= 0).map((s) => s.size);
  const [size, setSize] = useState(soldOut[0] ?? '');
  const [email, setEmail] = useState('');
  const [login, setLogin] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // The saved session is read after hydration, never while rendering (the server HTML has no session).
  useEffect(() => $sessionProfile.subscribe((p) => setLogin(p?.login ?? null)), []);

  if (soldOut.length === 0) return null;
  const chosen = soldOut.includes(size) ? size : soldOut[0];

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await askStockAlert({ productId, size: chosen, ...(login ? {} : { email: email.trim() }) });
      const vars = { email: answer.email, size: answer.size };
      setOutcome({
        tone: 'success',
        text: sizes.length === 1 ? t('product.alert.doneOneSize', vars) : t('product.alert.done', vars),
      });
    } catch (err) {
      setOutcome({ tone: 'error', text: (err as Error).message || t('product.alert.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stock-alert" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-lead`}>
      <p className="stock-alert__lead" id={`${id}-lead`}>
        {t('product.alert.lead')}
      </p>
      <div className="stock-alert__row">
        {soldOut.length > 1 && (
          <label className="stock-alert__field stock-alert__field--size">
            <span>{t('product.alert.size')}</span>
            <select className="input" value={chosen} onChange={(e) => setSize(e.target.value)}>
              {soldOut.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {!login && (
          <label className="stock-alert__field">
            <span>{t('product.alert.email')}</span>
            <input
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              aria-invalid={outcome?.tone === 'error' ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
        )}
        <button type="submit" className="btn btn--ghost stock-alert__button" disabled={busy}>
          {busy ? t('product.alert.busy') : t('product.alert.button')}
        </button>
      </div>
      <p className={`stock-alert__outcome stock-alert__outcome--${outcome?.tone ?? 'none'}`} role="status">
        {outcome?.text ?? ''}
      </p>
    </form>
  );
}
