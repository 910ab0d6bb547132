import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { carouselMoves } from './carousel-motion.ts';

/** Autoplay 3000 ms, minimum drag 80 px, transition 400 ms. */
const AUTOPLAY_MS = 3000;
const MIN_DRAG_PX = 80;
/** Embla's duration is a spring constant, not ms: 18 settles (to within 1%) in about 400 ms at 60 fps. */
const DURATION_400MS = 18;

interface Motion {
  /** Slides before embla has measured its scroll snaps. */
  slideCount: number;
  paused: boolean;
  hovered: boolean;
  focusInside: boolean;
}

/**
 * The bestsellers' embla carousel: loop, autoplay that runs only when carouselMoves says so (embla's own hover
 * and focus stops are off), the selected snap, and drags shorter than MIN_DRAG_PX snapping back to where they began.
 */
export function useBestsellersEmbla({ slideCount, paused, hovered, focusInside }: Motion) {
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
  const [snapCount, setSnapCount] = useState(slideCount);
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

  /** Pointer handlers for the viewport (capture phase, before embla's own). */
  const viewportPointer = {
    onPointerDownCapture: (e: PointerEvent) => {
      lastPointerX.current = e.clientX;
      dragStart.current = { x: e.clientX, index: emblaApi?.selectedScrollSnap() ?? 0 };
    },
    onPointerMoveCapture: (e: PointerEvent) => {
      lastPointerX.current = e.clientX;
    },
  };
  return { emblaRef, emblaApi, selected, snapCount, moves, viewportPointer };
}
