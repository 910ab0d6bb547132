import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { translator, type Messages } from '../../lib/i18n/engine.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { carouselMoves } from './carousel-motion.ts';
import { CarouselControls } from './CarouselControls.tsx';

export interface BestsellerTile {
  title: string;
  href: string;
  image: string;
  /** Optional srcset of the image renditions. */
  srcSet?: string;
}

interface Props {
  locale: Locale;
  /** carousel.* messages (pickMessages(locale, ['carousel.'])). */
  messages: Messages;
  tiles: BestsellerTile[];
  /** Accessible name of the carousel region. */
  label: string;
}

/** Autoplay 3000 ms, minimum drag 80 px, transition 400 ms. */
const AUTOPLAY_MS = 3000;
const MIN_DRAG_PX = 80;
/** Embla's duration is a spring constant, not ms: 18 settles (to within 1%) in about 400 ms at 60 fps. */
const DURATION_400MS = 18;

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
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', duration: DURATION_400MS }, [
    Autoplay({
      delay: AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(tiles.length);
  /** The visitor's choice through the pause button; reduced motion starts paused. */
  const [paused, setPaused] = useState(reducedMotion.current);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [dragging, setDragging] = useState(false);
  const moves = carouselMoves({ paused, hovered, focusInside, dragging });
  // Embla's pointer events carry no coordinates, so the viewport records where a drag starts and last moved.
  const dragStart = useRef<{ x: number; index: number } | null>(null);
  const lastPointerX = useRef(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onInit = () => {
      setSnapCount(emblaApi.scrollSnapList().length);
      onSelect();
    };
    onInit();
    emblaApi.on('select', onSelect).on('reInit', onInit);
    const onPointerDown = () => setDragging(true);
    // A drag shorter than MIN_DRAG_PX goes back to where it started (embla alone would move on a short flick).
    const onPointerUp = (api: NonNullable<typeof emblaApi>) => {
      setDragging(false);
      const start = dragStart.current;
      dragStart.current = null;
      if (start && Math.abs(lastPointerX.current - start.x) < MIN_DRAG_PX) api.scrollTo(start.index);
    };
    emblaApi.on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      emblaApi
        .off('select', onSelect)
        .off('reInit', onInit)
        .off('pointerDown', onPointerDown)
        .off('pointerUp', onPointerUp);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (moves) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, moves]);

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
      <div
        className="bestsellers__viewport"
        ref={emblaRef}
        onPointerDownCapture={(e) => {
          lastPointerX.current = e.clientX;
          dragStart.current = { x: e.clientX, index: emblaApi?.selectedScrollSnap() ?? 0 };
        }}
        onPointerMoveCapture={(e) => (lastPointerX.current = e.clientX)}
      >
        <div className="bestsellers__container">
          {tiles.map((tile, i) => (
            <div
              className="bestsellers__slide"
              key={tile.href}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: i + 1, total: tiles.length })}
            >
              <a className="bestsellers__tile tile-link" href={tile.href}>
                <img
                  src={tile.image}
                  srcSet={tile.srcSet}
                  sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, (min-width: 460px) 50vw, 72vw"
                  width={400}
                  height={400}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
                <span className="bestsellers__title">{tile.title}</span>
              </a>
            </div>
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
