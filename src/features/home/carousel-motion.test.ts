import { describe, expect, it } from 'vitest';
import { carouselMoves } from './carousel-motion.ts';

const idle = { paused: false, hovered: false, focusInside: false, dragging: false };

describe('carouselMoves', () => {
  it('moves when nobody is looking at it', () => {
    expect(carouselMoves(idle)).toBe(true);
  });

  it('stands still while hovered, focused inside or dragged, and whenever the visitor paused it', () => {
    for (const key of ['paused', 'hovered', 'focusInside', 'dragging'] as const)
      expect(carouselMoves({ ...idle, [key]: true }), key).toBe(false);
  });

  it('stays paused after the pointer and the focus leave', () => {
    expect(carouselMoves({ ...idle, paused: true, hovered: false, focusInside: false })).toBe(false);
  });
});
