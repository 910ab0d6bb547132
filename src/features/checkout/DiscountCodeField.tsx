import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { DiscountState } from './use-discount.ts';

interface Props {
  discount: DiscountState;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The checkout summary's code box: type a code and apply it; an applied code can be removed. */
export function DiscountCodeField({ discount, onApply, onRemove }: Props) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const applied = discount.state === 'applied';
  return (
    <div className="checkout__discount">
      <label htmlFor={id}>{t('checkout.discount.label')}</label>
      <div className="checkout__discount-row">
        <input
          id={id}
          className="input"
          name="discountCode"
          autoComplete="off"
          maxLength={40}
          value={typed}
          readOnly={applied}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (typed.trim()) onApply(typed);
          }}
        />
        {applied ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setTyped('');
              onRemove();
            }}
          >
            {t('checkout.discount.remove')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!typed.trim() || discount.state === 'checking'}
            onClick={() => onApply(typed)}
          >
            {t('checkout.discount.apply')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {applied ? <p className="hint">{t('checkout.discount.applied', { code: discount.code })}</p> : null}
        {discount.state === 'refused' ? <Alert tone="error">{discount.message}</Alert> : null}
      </div>
    </div>
  );
}
