import { describe, expect, it } from 'vitest';
import { barsFor, placeDayLabels, valueScale, yOf } from './chart-scale.ts';

describe('the value axis', () => {
  it('runs from zero to a round number just above the largest value', () => {
    expect(valueScale([0, 1_250, 8_700])).toEqual({
      low: 0,
      high: 10_000,
      step: 2_500,
      ticks: [0, 2_500, 5_000, 7_500, 10_000],
    });
  });
  it('keeps whole steps for counts and whole dollars for money', () => {
    expect(valueScale([0, 1, 2]).ticks).toEqual([0, 1, 2]);
    expect(valueScale([0, 150], { minStep: 100 }).ticks).toEqual([0, 100, 200]);
    expect(valueScale([0, 9]).ticks).toEqual([0, 5, 10]);
  });
  it('has a visible range when nothing was sold', () => {
    expect(valueScale([0, 0, 0])).toEqual({ low: 0, high: 1, step: 1, ticks: [0, 1] });
    expect(valueScale([], { minStep: 100 })).toEqual({ low: 0, high: 100, step: 100, ticks: [0, 100] });
  });
  it('goes below zero for a day whose refunds outweigh its sales', () => {
    const scale = valueScale([-3_000, 9_000]);
    expect(scale.low).toBeLessThanOrEqual(-3_000);
    expect(scale.high).toBeGreaterThanOrEqual(9_000);
    expect(scale.ticks).toContain(0);
  });
});

describe('the bars', () => {
  const box = { left: 40, top: 10, width: 300, height: 100 };
  it('stand on the zero line, as tall as their value on the scale', () => {
    const scale = valueScale([0, 50, 100]);
    expect(yOf(0, scale, box)).toBe(110);
    expect(yOf(100, scale, box)).toBe(10);
    const [none, half, full] = barsFor([0, 50, 100], scale, box);
    expect(none).toMatchObject({ x: 50, y: 110, width: 80, height: 0 });
    expect(half).toMatchObject({ x: 150, y: 60, height: 50 });
    expect(full).toMatchObject({ x: 250, y: 10, height: 100 });
  });
  it('hang down from the zero line for a negative day', () => {
    const scale = { low: -100, high: 100, step: 100, ticks: [-100, 0, 100] };
    const [down] = barsFor([-50], scale, box);
    expect(down).toMatchObject({ y: 60, height: 25 });
  });
  it('keep at least a pixel of width and of gap when many share a phone’s width', () => {
    const bars = barsFor(new Array(30).fill(1), valueScale([1]), { left: 0, top: 0, width: 30, height: 10 });
    expect(bars[0].width).toBe(1);
    expect(bars[1].x - bars[0].x).toBe(1);
  });
});

describe('which day labels fit', () => {
  const centers = (count: number, slot: number, left = 40) =>
    Array.from({ length: count }, (_, i) => left + slot * (i + 0.5));
  it('labels every day when there is room', () => {
    const placed = placeDayLabels(centers(30, 44), 36, 1400);
    expect(placed).toHaveLength(30);
    expect(placed[0]).toEqual({ index: 0, x: 62 });
  });
  it('keeps today and thins the others evenly on a phone, never touching', () => {
    const placed = placeDayLabels(centers(30, 8.7), 46, 300);
    expect(placed.at(-1)!.index).toBe(29);
    expect(placed.length).toBeGreaterThan(3);
    expect(placed.length).toBeLessThan(8);
    for (let i = 1; i < placed.length; i++) expect(placed[i].x - placed[i - 1].x).toBeGreaterThanOrEqual(52);
  });
  it('pulls the last label in from the right edge, and drops the one it would now touch', () => {
    const placed = placeDayLabels([100, 150, 195], 40, 200);
    expect(placed).toEqual([
      { index: 0, x: 100 },
      { index: 2, x: 180 },
    ]);
  });
});
