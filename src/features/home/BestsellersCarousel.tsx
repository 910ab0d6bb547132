import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { translator, type Messages } from '../../lib/i18n/engine.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { BestsellerSlide, type BestsellerTile } from './BestsellerSlide.tsx';
import { CarouselControls } from './CarouselControls.tsx';
import { useBestsellersEmbla } from './use-bestsellers-embla.ts';

interface Props {
  locale: Locale;
  /** carousel.* messages (pickMessages(locale, ['carousel.'])). */
  messages: Messages;
  tiles: BestsellerTile[];
  /** Accessible name of the carousel region. */
  label: string;
}

/**
 * 'Bestsellers': category tiles in an infinite embla carousel. 4 per view from 1024 px, 3 below (CSS), dots,
 * previous/next, arrow keys, drag or swipe (a drag shorter than 80 px snaps back), autoplay paused while hovered or
 * while focus is anywhere inside (tiles and controls) and off with prefers-reduced-motion, plus a pause button
 * (WCAG 2.2.2). Embla's own hover and focus stops restart the timer behind the pause button, so this component
 * decides alone when autoplay runs (carousel-motion.ts).
 */
export default function BestsellersCarousel({ locale, messages, tiles, label }: Props) {
  const t = translator(locale, messages);
  const reducedMotion = useRef(
    typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  /** The visitor's choice through the pause button; reduced motion starts paused. */
  const [paused, setPaused] = useState(reducedMotion.current);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const { emblaRef, emblaApi, selected, snapCount, moves, viewportPointer } = useBestsellersEmbla({
    slideCount: tiles.length,
    paused,
    hovered,
    focusInside,
  });

  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      emblaApi?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      emblaApi?.scrollNext();
    }
  };
  return (
    <div
      className="bestsellers"
      role="group"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      data-moving={moves ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div className="bestsellers__viewport" ref={emblaRef} {...viewportPointer}>
        <div className="bestsellers__container">
          {tiles.map((tile, i) => (
            <BestsellerSlide key={tile.href} t={t} tile={tile} index={i} total={tiles.length} />
          ))}
        </div>
      </div>
      <CarouselControls
        t={t}
        snapCount={snapCount}
        selected={selected}
        paused={paused}
        onPrevious={() => emblaApi?.scrollPrev()}
        onNext={() => emblaApi?.scrollNext()}
        onGoTo={scrollTo}
        onPause={setPaused}
      />
    </div>
  );
}
