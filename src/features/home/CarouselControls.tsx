import type { ReactNode } from 'react';
import { LineIcon } from '../../components/ui/LineIcon.tsx';
import type { Translate } from '../../lib/i18n/engine.ts';

interface Props {
  t: Translate;
  snapCount: number;
  selected: number;
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onPause: (paused: boolean) => void;
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="carousel-button" onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

/** Under the bestsellers: previous, a dot per stop, next, and pause / play of the autoplay. */
export function CarouselControls({ t, snapCount, selected, paused, onPrevious, onNext, onGoTo, onPause }: Props) {
  return (
    <div className="bestsellers__controls">
      <CarouselButton label={t('carousel.previous')} onClick={onPrevious}>
        <LineIcon name="previous" strokeWidth={2.2} />
      </CarouselButton>
      <div className="bestsellers__dots">
        {Array.from({ length: snapCount }, (_, i) => (
          <button
            type="button"
            key={i}
            className="carousel-dot"
            aria-label={t('carousel.goTo', { index: i + 1, total: snapCount })}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => onGoTo(i)}
          />
        ))}
      </div>
      <CarouselButton label={t('carousel.next')} onClick={onNext}>
        <LineIcon name="next" strokeWidth={2.2} />
      </CarouselButton>
      <CarouselButton label={paused ? t('carousel.play') : t('carousel.pause')} onClick={() => onPause(!paused)}>
        {!paused ? (
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        ) : (
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path d="M7 5v14l12-7z" />
          </svg>
        )}
      </CarouselButton>
    </div>
  );
}
