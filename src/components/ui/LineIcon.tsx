import type { ReactNode, SVGProps } from 'react';

const ROUND = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The shop's line icons drawn in React islands (Icon.astro draws the pages' own): shapes on a 24-unit grid. */
const ICONS = {
  cart: {
    round: ROUND,
    shapes: (
      <>
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </>
    ),
  },
  heart: {
    round: ROUND,
    shapes: (
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    ),
  },
  zoom: {
    round: { strokeLinecap: 'round' } as const,
    shapes: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
      </>
    ),
  },
  previous: { round: undefined, shapes: <path d="m15 18-6-6 6-6" /> },
  next: { round: undefined, shapes: <path d="m9 18 6-6-6-6" /> },
  close: { round: undefined, shapes: <path d="M18 6 6 18M6 6l12 12" /> },
} satisfies Record<string, { round: SVGProps<SVGSVGElement> | undefined; shapes: ReactNode }>;

export type LineIconName = keyof typeof ICONS;

interface Props {
  name: LineIconName;
  size?: number;
  strokeWidth?: number;
  /** Filled with the text colour (a wish already made), not only outlined. */
  filled?: boolean;
  /** Round line ends and joins even where the icon's own drawing has square ones. */
  round?: boolean;
}

/** A decorative line icon in the current text colour; the button or link around it carries the words. */
export function LineIcon({ name, size = 20, strokeWidth = 2, filled = false, round = false }: Props) {
  const icon = ICONS[name];
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(round ? ROUND : icon.round)}
    >
      {icon.shapes}
    </svg>
  );
}
