import { createRng, type Rng } from '../prng.ts';

/**
 * Tools for drawing the seed catalog's product art as SVG. Every design draws into a 600 × 600 view box,
 * the object roughly centred on (300, 300) with its shadow near y = 500; the scene adds the background.
 * No text and no fonts: everything is paths, so the art renders the same on any machine.
 */

export interface Ctx {
  rng: Rng;
  /** A document-unique id for a <defs> entry. */
  id(name: string): string;
  /** Adds a <defs> entry. */
  def(markup: string): void;
  linear(
    stops: Stop[],
    dir?: { x1?: number; y1?: number; x2?: number; y2?: number },
    units?: 'objectBoundingBox' | 'userSpaceOnUse',
  ): string;
  radial(stops: Stop[], at?: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number }): string;
  clip(markup: string): string;
  blur(std: number): string;
  defs(): string;
}

/** [offset 0..1, colour, opacity?] */
export type Stop = [number, string, number?];

export function createCtx(seed: string): Ctx {
  const defs: string[] = [];
  const blurs = new Map<number, string>();
  let n = 0;
  const prefix = `a${(seed.length * 7919 + seed.charCodeAt(0)).toString(36)}`;
  const stopsXml = (stops: Stop[]) =>
    stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  const ctx: Ctx = {
    rng: createRng(`art/${seed}`),
    id: (name) => `${prefix}-${name}-${n++}`,
    def: (markup) => void defs.push(markup),
    linear(stops, dir = {}, units = 'objectBoundingBox') {
      const id = ctx.id('lg');
      const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="${units}">${stopsXml(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, at = {}) {
      const id = ctx.id('rg');
      const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = at;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    clip(markup) {
      const id = ctx.id('cp');
      defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
      return `url(#${id})`;
    },
    blur(std) {
      let id = blurs.get(std);
      if (!id) {
        id = ctx.id('bl');
        blurs.set(std, id);
        defs.push(
          `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
        );
      }
      return `url(#${id})`;
    },
    defs: () => defs.join(''),
  };
  return ctx;
}

// ---------- colour ----------

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

// ---------- scene ----------

export interface Backdrop {
  /** Centre and edge colours of the soft background. */
  inner: string;
  outer: string;
}

export const backdrops = {
  cream: { inner: '#fffaf0', outer: '#efe2c8' },
  sand: { inner: '#fbf4e6', outer: '#e6d3b3' },
  sky: { inner: '#f3f8fb', outer: '#d5e4ee' },
  sage: { inner: '#f5f8f1', outer: '#d9e3d0' },
  blush: { inner: '#fdf5f2', outer: '#eed9d2' },
  stone: { inner: '#f7f4ee', outer: '#ddd5c7' },
  lilac: { inner: '#f8f5fb', outer: '#e2d9ec' },
  mint: { inner: '#f2faf7', outer: '#d3e9e1' },
  night: { inner: '#f4f1ea', outer: '#d8d0c2' },
} satisfies Record<string, Backdrop>;

/** The full SVG document: soft backdrop, a faint table line, then the body. */
export function scene(ctx: Ctx, backdrop: Backdrop, body: string, size = 1200): string {
  const bg = ctx.radial(
    [
      [0, backdrop.inner],
      [1, backdrop.outer],
    ],
    { cx: 0.5, cy: 0.42, r: 0.75 },
  );
  const floor = ctx.linear([
    [0, backdrop.outer, 0],
    [1, darken(backdrop.outer, 0.08), 0.55],
  ]);
  const content = body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">` +
    `<defs>${ctx.defs()}</defs>` +
    `<rect width="600" height="600" fill="${bg}"/>` +
    `<rect y="430" width="600" height="170" fill="${floor}"/>` +
    content +
    `</svg>`
  );
}

/**
 * A soft contact shadow. A radial gradient rather than a blur filter: it looks the same here and renders
 * several times faster, which matters when a first start draws the whole picture pool.
 */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
  const fill = ctx.radial([
    [0, '#3a2a1a', opacity * 1.25],
    [0.55, '#3a2a1a', opacity * 0.85],
    [1, '#3a2a1a', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.25}" ry="${ry * 1.5}" fill="${fill}"/>`;
}

/** Places a drawing (made for the full 600 box) at (x, y) — its centre — scaled. */
export function place(markup: string, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-300 -300)">${markup}</g>`;
}

// ---------- materials ----------

export interface Metal {
  base: string;
  light: string;
  dark: string;
}

export const metals = {
  silver: { base: '#c7ccd3', light: '#f7f9fb', dark: '#7d848e' },
  gold: { base: '#d8b04a', light: '#fbeaa6', dark: '#8f6a1c' },
  brass: { base: '#c79a45', light: '#f3dc98', dark: '#7d5a1f' },
  copper: { base: '#c27a4a', light: '#f2c29d', dark: '#7a4323' },
  pewter: { base: '#9aa0a6', light: '#d9dde1', dark: '#5c6167' },
} satisfies Record<string, Metal>;

/** A polished-metal fill: bright streak and dark edges across the object. */
export function metalFill(ctx: Ctx, m: Metal, horizontal = true): string {
  return ctx.linear(
    [
      [0, m.dark],
      [0.22, m.base],
      [0.38, m.light],
      [0.52, m.base],
      [0.8, m.dark],
      [1, m.base],
    ],
    horizontal ? { x1: 0, y1: 0, x2: 1, y2: 0.3 } : { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
}

export interface Wood {
  base: string;
  grain: string;
  light: string;
}

export const woods = {
  olive: { base: '#c9a36b', grain: '#7a5530', light: '#e8cc9a' },
  honey: { base: '#d7ab6a', grain: '#8a5a2b', light: '#f0d29f' },
  dark: { base: '#8c5f3a', grain: '#4a2e17', light: '#b68559' },
  pale: { base: '#dcc197', grain: '#9b7443', light: '#f1e1c2' },
} satisfies Record<string, Wood>;

/**
 * Olive-wood grain inside a clip: a base fill, then wavy veins and a few knots.
 * `box` is the area to cover; `clipPath` the object's outline (markup of one element).
 */
export function woodGrain(
  ctx: Ctx,
  wood: Wood,
  box: { x: number; y: number; w: number; h: number },
  clipPath: string,
  vertical = false,
): string {
  const rng = ctx.rng;
  const clip = ctx.clip(clipPath);
  const lines: string[] = [];
  const count = Math.round((vertical ? box.w : box.h) / 7);
  for (let i = 0; i < count; i++) {
    const t = (i + rng.float(-0.3, 0.3)) / count;
    const amp = rng.float(4, 16);
    const freq = rng.float(0.8, 2.2);
    const phase = rng.float(0, Math.PI * 2);
    const pts: string[] = [];
    const steps = 24;
    for (let s = 0; s <= steps; s++) {
      const u = s / steps;
      const wave = Math.sin(u * Math.PI * 2 * freq + phase) * amp + Math.sin(u * Math.PI * 7 + phase) * amp * 0.2;
      const x = vertical ? box.x + t * box.w + wave : box.x + u * box.w;
      const y = vertical ? box.y + u * box.h : box.y + t * box.h + wave;
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    lines.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${wood.grain}" stroke-width="${rng.float(0.6, 2.4).toFixed(1)}" opacity="${rng.float(0.12, 0.4).toFixed(2)}"/>`,
    );
  }
  for (let k = 0; k < 2; k++) {
    const cx = box.x + rng.float(0.2, 0.8) * box.w;
    const cy = box.y + rng.float(0.2, 0.8) * box.h;
    for (let r = 1; r <= 4; r++)
      lines.push(
        `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 5).toFixed(1)}" ry="${(r * 3).toFixed(1)}" fill="none" stroke="${wood.grain}" stroke-width="1.2" opacity="${(0.45 - r * 0.07).toFixed(2)}"/>`,
      );
  }
  const sheen = ctx.linear(
    [
      [0, '#ffffff', 0.25],
      [0.45, '#ffffff', 0],
      [1, '#000000', 0.22],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return (
    `<g clip-path="${clip}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${wood.base}"/>` +
    lines.join('') +
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${sheen}"/></g>`
  );
}

/** Soft light from the upper left over a shape: a highlight and a darker lower right. */
export function shade(ctx: Ctx, shapeMarkup: string, strength = 1): string {
  const light = ctx.linear(
    [
      [0, '#ffffff', 0.35 * strength],
      [0.45, '#ffffff', 0],
      [0.75, '#000000', 0.05 * strength],
      [1, '#000000', 0.3 * strength],
    ],
    {
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 1,
    },
  );
  return shapeMarkup.replace(/fill="[^"]*"/, `fill="${light}"`).replace('/>', ' pointer-events="none"/>');
}

/** Round-body shading: highlight upper left, darker rim. */
export function roundShade(ctx: Ctx, shapeMarkup: string, strength = 1): string {
  const g = ctx.radial(
    [
      [0, '#ffffff', 0.45 * strength],
      [0.35, '#ffffff', 0.05 * strength],
      [0.8, '#000000', 0.08 * strength],
      [1, '#000000', 0.32 * strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.6, fx: 0.33, fy: 0.28 },
  );
  return shapeMarkup.replace(/fill="[^"]*"/, `fill="${g}"`);
}

// ---------- geometry ----------

/** A closed, symmetric vessel outline from half-profile points [halfWidth, y] (top to bottom) around x = cx. */
export function vesselPath(cx: number, profile: [number, number][]): string {
  const right = profile.map(([w, y]) => [cx + w, y] as const);
  const left = [...profile].reverse().map(([w, y]) => [cx - w, y] as const);
  const smooth = (pts: readonly (readonly [number, number])[]) => {
    let d = '';
    for (let i = 1; i < pts.length; i++) {
      const p0 = pts[Math.max(0, i - 2)]!;
      const p1 = pts[i - 1]!;
      const p2 = pts[i]!;
      const p3 = pts[Math.min(pts.length - 1, i + 1)]!;
      const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
      const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
      d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
    }
    return d;
  };
  const r0 = right[0]!;
  const l0 = left[0]!;
  return `M${r0[0].toFixed(1)},${r0[1].toFixed(1)}${smooth(right)} L${l0[0].toFixed(1)},${l0[1].toFixed(1)}${smooth(left)} Z`;
}

/** Points of a regular star or polygon. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, rotate = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotate + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

/** Repeats a motif (drawn around 0,0) on a ring of radius r around (cx, cy), each turned to face outwards. */
export function ring(cx: number, cy: number, r: number, count: number, motif: string, scale = 1, offset = 0): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = offset + (360 / count) * i;
    out += `<g transform="translate(${cx} ${cy}) rotate(${a}) translate(0 ${-r}) scale(${scale})">${motif}</g>`;
  }
  return out;
}

export function at(x: number, y: number, scale: number, markup: string, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${markup}</g>`;
}

/** Flame with a soft glow, base at (x, y). */
export function flame(ctx: Ctx, x: number, y: number, s = 1): string {
  const glow = ctx.radial([
    [0, '#fff3b0', 0.85],
    [1, '#ffd36b', 0],
  ]);
  const body = ctx.linear(
    [
      [0, '#fff8d6'],
      [0.6, '#ffc23d'],
      [1, '#f07b1d'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return (
    `<circle cx="${x}" cy="${y - 14 * s}" r="${30 * s}" fill="${glow}"/>` +
    `<path d="M${x},${y - 34 * s} C${x + 10 * s},${y - 20 * s} ${x + 9 * s},${y - 4 * s} ${x},${y} C${x - 9 * s},${y - 4 * s} ${x - 10 * s},${y - 20 * s} ${x},${y - 34 * s}Z" fill="${body}"/>`
  );
}
