import { useEffect, useRef } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

interface Props {
  open: boolean;
  images: string[];
  index: number;
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const focusable = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen image viewer on the shared Modal (native <dialog>: Escape closes and focus returns to the opener).
 * Arrow keys move between images; Tab and Shift+Tab cycle inside the viewer.
 */
export function ZoomOverlay({ open, images, index, name, onIndex, onClose }: Props) {
  const t = useT();
  const total = images.length;
  const panelRef = useRef<HTMLDivElement>(null);
  const go = (step: number) => onIndex((index + step + total) % total);

  // Keys are heard on the whole dialog, so they work whichever control (close, previous, next) has focus.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  keyHandler.current = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (total > 1) go(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onIndex(event.key === 'Home' ? 0 : total - 1);
    } else if (event.key === 'Tab') {
      // The dialog is modal already; this also keeps Tab from leaving for the browser's own controls.
      const dialog = panelRef.current?.closest('dialog');
      const items = dialog ? [...dialog.querySelectorAll<HTMLElement>(focusable)] : [];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === first || !dialog!.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog!.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  useEffect(() => {
    const dialog = panelRef.current?.closest('dialog');
    if (!open || !dialog) return;
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    dialog.addEventListener('keydown', listener);
    return () => dialog.removeEventListener('keydown', listener);
  }, [open]);

  const src = images[index] ?? '';
  return (
    <Modal open={open} onClose={onClose} title={name} closeLabel={t('product.closeZoom')} size="full" className="zoom">
      <div className="zoom__stage" ref={panelRef}>
        <p className="sr-only">{t('product.zoomHint')}</p>
        <img
          className="zoom__image"
          src={src}
          width={1200}
          height={1200}
          alt={t('product.imageAlt', { name, n: index + 1, total })}
        />
        {total > 1 ? (
          <div className="zoom__controls">
            <button type="button" className="zoom__nav" onClick={() => go(-1)} aria-label={t('product.prevImage')}>
              <LineIcon name="previous" size={28} round />
            </button>
            <span className="zoom__counter" aria-live="polite">
              {t('product.counter', { n: index + 1, total })}
            </span>
            <button type="button" className="zoom__nav" onClick={() => go(1)} aria-label={t('product.nextImage')}>
              <LineIcon name="next" size={28} round />
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
