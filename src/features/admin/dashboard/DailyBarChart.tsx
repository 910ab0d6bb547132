import { useId } from 'react';
import { barsFor, placeDayLabels, valueScale, yOf } from '../../../lib/dashboard/chart-scale.ts';
import { useWidth } from './use-width.ts';

const HEIGHT = 180;
const TOP = 10;
const BOTTOM = 24;
/** Roughly how wide one character of the 12 px axis text is. */
const CHAR_PX = 7;

interface DailyBarChartProps {
  /** Shown above the chart. */
  title: string;
  /** What a screen reader hears for the whole chart: the range, the total, the best day. */
  summary: string;
  /** One label per bar, under it where there is room. */
  dayLabels: string[];
  values: number[];
  /** The words of an axis tick. */
  tickText: (value: number) => string;
  /** The tooltip of a bar. */
  barText: (index: number) => string;
  /** The smallest step between ticks: 1 for counts, 100 for cents. */
  minStep: number;
  tone: 'revenue' | 'orders';
}

/**
 * One bar per day, drawn at the width it is given (a phone gets fewer day labels, never smaller text). The SVG is an
 * image with a summary label; the numbers themselves are in the table beside it.
 */
export function DailyBarChart({
  title,
  summary,
  dayLabels,
  values,
  tickText,
  barText,
  minStep,
  tone,
}: DailyBarChartProps) {
  const [frame, width] = useWidth<HTMLDivElement>(600);
  const titleId = useId();
  const scale = valueScale(values, { minStep });
  const tickWidth = Math.max(...scale.ticks.map((t) => tickText(t).length)) * CHAR_PX + 8;
  const box = { left: tickWidth, top: TOP, width: Math.max(1, width - tickWidth - 4), height: HEIGHT - TOP - BOTTOM };
  const bars = barsFor(values, scale, box);
  const labelWidth = Math.max(...dayLabels.map((l) => l.length)) * CHAR_PX;
  const labels = placeDayLabels(
    bars.map((bar) => bar.x + bar.width / 2),
    labelWidth,
    width - 2,
  );

  return (
    <figure className={`dash-chart dash-chart--${tone}`}>
      <figcaption className="dash-chart__title">{title}</figcaption>
      <div ref={frame} className="dash-chart__frame">
        <svg role="img" aria-labelledby={titleId} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
          <title id={titleId}>{summary}</title>
          {scale.ticks.map((tick) => {
            const y = yOf(tick, scale, box);
            return (
              <g key={tick} className={tick === 0 ? 'dash-chart__zero' : 'dash-chart__grid'}>
                <line x1={box.left} x2={box.left + box.width} y1={y} y2={y} />
                <text x={box.left - 6} y={y} dy="0.32em" textAnchor="end">
                  {tickText(tick)}
                </text>
              </g>
            );
          })}
          {bars.map((bar, i) => (
            <rect
              key={dayLabels[i]}
              className="dash-chart__bar"
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, values[i] === 0 ? 0 : 1)}
            >
              <title>{barText(i)}</title>
            </rect>
          ))}
          {labels.map(({ index, x }) => (
            <text key={dayLabels[index]} className="dash-chart__day" x={x} y={HEIGHT - 6} textAnchor="middle">
              {dayLabels[index]}
            </text>
          ))}
        </svg>
      </div>
    </figure>
  );
}
