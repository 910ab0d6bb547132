import { describe, expect, it } from 'vitest';
import { moveActive } from './active-option.ts';

describe('moveActive', () => {
  it('goes from the text field to the first option down and the last up', () => {
    expect(moveActive(-1, 5, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 5, 'ArrowUp')).toBe(4);
  });

  it('steps and wraps at both ends', () => {
    expect(moveActive(1, 5, 'ArrowDown')).toBe(2);
    expect(moveActive(4, 5, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 5, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 5, 'ArrowUp')).toBe(4);
  });

  it('jumps to the ends with Home and End, and has nothing to move to in an empty list', () => {
    expect(moveActive(2, 5, 'Home')).toBe(0);
    expect(moveActive(2, 5, 'End')).toBe(4);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
