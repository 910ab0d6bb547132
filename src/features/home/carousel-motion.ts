/** What a carousel's autoplay depends on. */
export interface CarouselMotion {
  /** The visitor pressed pause (or asked for reduced motion). */
  paused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is on a tile or a control of the carousel. */
  focusInside: boolean;
  /** A finger or mouse is dragging the slides. */
  dragging: boolean;
}

/**
 * Autoplay runs only while nobody is looking at or working with the carousel, and never after the visitor paused it:
 * a tile must not slide away under the pointer or the keyboard focus (WCAG 2.2.2), and leaving the carousel does not
 * overrule the pause button.
 */
export function carouselMoves({ paused, hovered, focusInside, dragging }: CarouselMotion): boolean {
  return !paused && !hovered && !focusInside && !dragging;
}
