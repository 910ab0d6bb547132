import { useId, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { SizeQuantity } from '../../lib/api/product.ts';
import { useT, useSizeName } from '../../lib/i18n/react.tsx';
import './size-modal.css';

interface Props {
  open: boolean;
  title: string;
  sizes: SizeQuantity[];
  busy: boolean;
  error: string;
  onClose: () => void;
  onContinue: (size: string) => void;
}

/** The sizes with their availability, Close and Continue. A single size in stock is chosen already. */
export function SizeModal({ open, title, sizes, busy, error, onClose, onContinue }: Props) {
  const t = useT();
  const sizeLabel = useSizeName();
  const available = sizes.filter((s) => s.quantity > 0);
  const [chosen, setChosen] = useState<string>(available.length === 1 ? available[0]!.size : '');
  const [missing, setMissing] = useState(false);
  const name = useId();
  const hintId = useId();
  const message = missing ? t('product.chooseSize') : error;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('product.close')}
      size="small"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('product.close')}
          </button>
          <button
            type="button"
            className="btn btn--accent"
            disabled={busy || available.length === 0}
            onClick={() => {
              if (!chosen) return setMissing(true);
              onContinue(chosen);
            }}
          >
            {t('product.continue')}
          </button>
        </>
      }
    >
      <fieldset className="size-choice" aria-describedby={message ? hintId : undefined}>
        <legend className="sr-only">{t('product.size')}</legend>
        {sizes.map((s) => {
          const soldOut = s.quantity <= 0;
          return (
            <label key={s.size} className={`size-choice__option${soldOut ? ' size-choice__option--out' : ''}`}>
              <input
                type="radio"
                name={name}
                value={s.size}
                checked={chosen === s.size}
                disabled={soldOut}
                onChange={() => {
                  setChosen(s.size);
                  setMissing(false);
                }}
              />
              <span className="size-choice__size">{sizeLabel(s.size)}</span>
              <span className="size-choice__stock">
                {soldOut ? t('product.sizeSoldOut') : t('product.sizeAvailable')}
              </span>
              <span className="size-choice__count" data-auth-show="admin">
                {t('product.sizeAvailableCount', { count: s.quantity })}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p id={hintId} className="field-error" role="alert">
        {message}
      </p>
    </Modal>
  );
}
