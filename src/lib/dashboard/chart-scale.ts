/** The geometry of the dashboard's bar charts: a value axis with round ticks, and one bar per day. */

export interface ValueScale {
  low: number;
  high: number;
  step: number;
  ticks: number[];
}

/** The round step (1, 2, 2.5 or 5 × a power of ten; 2.5 only where it stays whole) nearest above `rough`. */
function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  if (fraction <= 1) return power;
  if (fraction <= 2) return 2 * power;
  if (fraction <= 2.5 && power >= 10) return 2.5 * power;
  return fraction <= 5 ? 5 * power : 10 * power;
}

/**
 * An axis from 0 (or below, for a day whose refunds outweigh its sales) to just above the largest value, in at most
 * about `maxTicks` round steps of at least `minStep` (1 for counts, 100 cents for money: no fractions on the axis).
 */
export function valueScale(values: readonly number[], opts: { maxTicks?: number; minStep?: number } = {}): ValueScale {
  const maxTicks = opts.maxTicks ?? 4;
  const minStep = opts.minStep ?? 1;
  const lowest = Math.min(0, ...values);
  const highest = Math.max(0, ...values);
  const step = Math.max(minStep, highest > lowest ? roundStep((highest - lowest) / maxTicks) : minStep);
  const low = Math.floor(lowest / step) * step;
  const high = Math.max(Math.ceil(highest / step) * step, low + step);
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { low, high, step, ticks };
}

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The vertical position of a value in the plot box. */
export function yOf(value: number, scale: ValueScale, box: PlotBox): number {
  return box.top + ((scale.high - value) / (scale.high - scale.low)) * box.height;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per value, side by side across the box, each from the zero line up (or down, for a negative value); the
 * gap between bars is a fifth of a slot, at least one pixel.
 */
export function barsFor(values: readonly number[], scale: ValueScale, box: PlotBox): Bar[] {
  const slot = box.width / Math.max(1, values.length);
  const gap = Math.max(1, slot / 5);
  const zero = yOf(0, scale, box);
  return values.map((value, i) => {
    const end = yOf(value, scale, box);
    return {
      x: box.left + i * slot + gap / 2,
      y: Math.min(zero, end),
      width: Math.max(1, slot - gap),
      height: Math.abs(end - zero),
    };
  });
}

/**
 * Where the day labels go under bars centred at `centers`: counted back from the last bar (today always has its
 * label), each kept inside [0, right] and at least a label's width plus a gap from the next one kept, so labels of
 * `labelWidth` pixels never touch, on a phone as on a desktop.
 */
export function placeDayLabels(
  centers: readonly number[],
  labelWidth: number,
  right: number,
  gap = 6,
): Array<{ index: number; x: number }> {
  const half = labelWidth / 2;
  const placed: Array<{ index: number; x: number }> = [];
  for (let index = centers.length - 1; index >= 0; index--) {
    const x = Math.max(half, Math.min(centers[index], right - half));
    const next = placed.at(-1);
    if (!next || next.x - x >= labelWidth + gap) placed.push({ index, x });
  }
  return placed.reverse();
}
