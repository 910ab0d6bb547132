import { useEffect, useId, useRef, type ReactNode } from 'react';
import { LineIcon } from './LineIcon.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Close and Continue). */
  actions?: ReactNode;
  /** Accessible name of the × button (pass the translated 'common.close'). */
  closeLabel: string;
  size?: 'small' | 'medium' | 'large' | 'full';
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes through onClose, a click on the backdrop closes, and focus returns to what opened it.
 */
export function Modal({ open, onClose, title, children, actions, closeLabel, size = 'medium', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open]);

  useEffect(() => () => returnFocus.current?.focus(), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (onCancel).
    <dialog
      ref={ref}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
              <LineIcon name="close" />
            </button>
          </div>
          <div className="modal__body">{children}</div>
          {actions && <div className="modal__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
