import { darken, lighten, metalFill, shadow, starPoints, type Ctx, type Metal } from './kit.ts';

/** Jerusalem jewelry: rings, pendants on chains, bracelets, charms. */

export interface Gem {
  color: string;
  /** Eilat stone is mottled blue-green; opal shimmers. */
  kind: 'plain' | 'eilat' | 'opal' | 'garnet' | 'none';
}

function gemFill(ctx: Ctx, gem: Gem): string {
  if (gem.kind === 'opal')
    return ctx.linear(
      [
        [0, '#e8f6ff'],
        [0.3, '#9fe3d6'],
        [0.5, '#f6c6e8'],
        [0.7, '#b9d8ff'],
        [1, '#fff2c4'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  return ctx.radial(
    [
      [0, lighten(gem.color, 0.55)],
      [0.55, gem.color],
      [1, darken(gem.color, 0.45)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
}

function gemMarkup(ctx: Ctx, gem: Gem, cx: number, cy: number, rx: number, ry: number): string {
  if (gem.kind === 'none') return '';
  let mottle = '';
  if (gem.kind === 'eilat') {
    const rng = ctx.rng;
    for (let i = 0; i < 10; i++)
      mottle += `<ellipse cx="${(cx + rng.float(-0.6, 0.6) * rx).toFixed(1)}" cy="${(cy + rng.float(-0.6, 0.6) * ry).toFixed(1)}" rx="${rng.float(3, 9).toFixed(1)}" ry="${rng.float(2, 6).toFixed(1)}" fill="${rng.pick(['#0f6b5c', '#1f8fa8', '#3fb58f', '#0b4a55'])}" opacity=".7"/>`;
  }
  const clip = ctx.clip(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`);
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${gemFill(ctx, gem)}"/>` +
    `<g clip-path="${clip}">${mottle}</g>` +
    `<ellipse cx="${cx - rx * 0.3}" cy="${cy - ry * 0.35}" rx="${rx * 0.25}" ry="${ry * 0.18}" fill="#fff" opacity=".75"/>`
  );
}

/** A ring standing upright: band in perspective, bezel and stone on top. */
export function ring(ctx: Ctx, metal: Metal, gem: Gem, opts: { star?: boolean } = {}): string {
  const band = metalFill(ctx, metal);
  const back = darken(metal.base, 0.35);
  return (
    shadow(ctx, 300, 470, 140, 18, 0.28) +
    `<ellipse cx="300" cy="318" rx="128" ry="148" fill="none" stroke="${back}" stroke-width="20"/>` +
    `<path d="M172,318 C172,420 228,466 300,466 C372,466 428,420 428,318" fill="none" stroke="${band}" stroke-width="28" stroke-linecap="round"/>` +
    `<path d="M172,318 C172,220 228,170 300,170 C372,170 428,220 428,318" fill="none" stroke="${band}" stroke-width="24" opacity=".92"/>` +
    `<path d="M186,330 C190,410 240,450 300,452" fill="none" stroke="${metal.light}" stroke-width="4" opacity=".8"/>` +
    (gem.kind === 'none'
      ? opts.star
        ? `<polygon points="${starPoints(300, 168, 44, 26, 6)}" fill="${band}" stroke="${metal.dark}" stroke-width="3"/><polygon points="${starPoints(300, 168, 26, 15, 6)}" fill="${metal.dark}" opacity=".4"/>`
        : `<ellipse cx="300" cy="170" rx="44" ry="16" fill="${band}" stroke="${metal.dark}" stroke-width="2"/>`
      : `<path d="M252,176 L262,140 H338 L348,176Z" fill="${band}" stroke="${metal.dark}" stroke-width="2"/>` +
        `<ellipse cx="300" cy="132" rx="52" ry="34" fill="${band}" stroke="${metal.dark}" stroke-width="2"/>` +
        gemMarkup(ctx, gem, 300, 130, 42, 26))
  );
}

export type PendantShape = 'star' | 'cross' | 'hamsa' | 'heart' | 'pomegranate' | 'key' | 'stone' | 'none';

function pendant(ctx: Ctx, metal: Metal, shape: PendantShape, gem: Gem, x: number, y: number): string {
  const fill = metalFill(ctx, metal, false);
  const s = `stroke="${metal.dark}" stroke-width="2"`;
  const bail = `<ellipse cx="${x}" cy="${y - 6}" rx="8" ry="12" fill="none" stroke="${fill}" stroke-width="6"/>`;
  const cy = y + 60;
  switch (shape) {
    case 'star':
      return (
        bail +
        `<polygon points="${starPoints(x, cy, 58, 34, 6)}" fill="none" stroke="${fill}" stroke-width="12" stroke-linejoin="round"/>` +
        gemMarkup(ctx, gem, x, cy, 14, 14)
      );
    case 'cross':
      return (
        bail +
        `<path d="M${x - 11},${y + 6} h22 v30 h28 v22 h-28 v56 h-22 v-56 h-28 v-22 h28Z" fill="${fill}" ${s}/>` +
        gemMarkup(ctx, gem, x, y + 47, 9, 9)
      );
    case 'hamsa':
      return (
        bail +
        `<path d="M${x},${y + 130} C${x - 40},${y + 130} ${x - 58},${y + 100} ${x - 56},${y + 70} L${x - 60},${y + 30} C${x - 60},${y + 18} ${x - 44},${y + 18} ${x - 44},${y + 30} L${x - 40},${y + 56} L${x - 30},${y + 14} C${x - 28},${y + 4} ${x - 14},${y + 4} ${x - 14},${y + 14} L${x - 10},${y + 50} L${x - 6},${y + 8} C${x - 4},${y} ${x + 4},${y} ${x + 6},${y + 8} L${x + 10},${y + 50} L${x + 14},${y + 14} C${x + 14},${y + 4} ${x + 28},${y + 4} ${x + 30},${y + 14} L${x + 40},${y + 56} L${x + 44},${y + 30} C${x + 44},${y + 18} ${x + 60},${y + 18} ${x + 60},${y + 30} L${x + 56},${y + 70} C${x + 58},${y + 100} ${x + 40},${y + 130} ${x},${y + 130}Z" fill="${fill}" ${s}/>` +
        gemMarkup(ctx, gem.kind === 'none' ? { kind: 'plain', color: '#2a7fbf' } : gem, x, y + 86, 16, 12)
      );
    case 'heart':
      return (
        bail +
        `<path d="M${x},${y + 120} C${x - 50},${y + 90} ${x - 62},${y + 60} ${x - 60},${y + 40} C${x - 58},${y + 10} ${x - 20},${y + 4} ${x},${y + 30} C${x + 20},${y + 4} ${x + 58},${y + 10} ${x + 60},${y + 40} C${x + 62},${y + 60} ${x + 50},${y + 90} ${x},${y + 120}Z" fill="${fill}" ${s}/>` +
        gemMarkup(ctx, gem, x, y + 60, 16, 16)
      );
    case 'pomegranate':
      return (
        bail +
        `<path d="M${x - 16},${y + 22} L${x - 20},${y + 4} L${x - 8},${y + 14} L${x},${y + 2} L${x + 8},${y + 14} L${x + 20},${y + 4} L${x + 16},${y + 22}Z" fill="${fill}" ${s}/><circle cx="${x}" cy="${y + 68}" r="50" fill="${fill}" ${s}/>` +
        gemMarkup(ctx, gem.kind === 'none' ? { kind: 'garnet', color: '#9e1b2b' } : gem, x, y + 70, 26, 26)
      );
    case 'key':
      return (
        bail +
        `<circle cx="${x}" cy="${y + 30}" r="26" fill="none" stroke="${fill}" stroke-width="10"/><rect x="${x - 6}" y="${y + 54}" width="12" height="90" fill="${fill}" ${s}/><rect x="${x + 6}" y="${y + 118}" width="24" height="10" fill="${fill}"/><rect x="${x + 6}" y="${y + 134}" width="16" height="10" fill="${fill}"/>`
      );
    case 'stone':
      return (
        bail +
        `<ellipse cx="${x}" cy="${cy}" rx="44" ry="58" fill="${fill}" ${s}/>` +
        gemMarkup(ctx, gem, x, cy, 34, 47)
      );
    case 'none':
      return '';
  }
}

/** A necklace laid on the surface: a fine chain of links in a U, a pendant at its lowest point. */
export function necklace(ctx: Ctx, metal: Metal, shape: PendantShape, gem: Gem, opts: { beads?: string } = {}): string {
  const links: string[] = [];
  const n = 70;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = 110 + t * 380;
    const y = 70 + Math.sin(t * Math.PI) ** 0.8 * (shape === 'none' ? 330 : 250);
    if (opts.beads)
      links.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${i % 5 === 0 ? metalFill(ctx, metal) : opts.beads}" stroke="${darken(opts.beads, 0.3)}" stroke-width="1"/>`,
      );
    else
      links.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="5.5" ry="3.4" transform="rotate(${(i % 2) * 90} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="${i % 2 ? metal.dark : metal.base}" stroke-width="3.2"/>`,
      );
  }
  return (
    `<g opacity=".12" transform="translate(5 7)">${links.join('').replace(/stroke="[^"]*"/g, 'stroke="#000"')}</g>` +
    links.join('') +
    (shape === 'none'
      ? `<rect x="280" y="394" width="40" height="12" rx="5" fill="${metalFill(ctx, metal)}" stroke="${metal.dark}"/>`
      : `<g transform="translate(300 326) scale(1.55) translate(-300 -326)"><g opacity=".16" transform="translate(5 7)">${pendant(ctx, { base: '#000', light: '#000', dark: '#000' }, shape, { kind: 'none', color: '#000' }, 300, 326)}</g>` +
        pendant(ctx, metal, shape, gem, 300, 326) +
        '</g>')
  );
}

/** A bangle or a beaded bracelet seen at an angle. */
export function bracelet(ctx: Ctx, metal: Metal, beads: string[] | null, charm: PendantShape | null): string {
  if (beads) {
    let out = shadow(ctx, 300, 420, 200, 26, 0.25);
    const n = 22;
    const items: { y: number; m: string }[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const x = 300 + Math.cos(a) * 190;
      const y = 320 + Math.sin(a) * 80;
      const r = 24 + Math.sin(a) * 5;
      const c = beads[i % beads.length]!;
      const fill = ctx.radial(
        [
          [0, lighten(c, 0.55)],
          [0.55, c],
          [1, darken(c, 0.4)],
        ],
        { fx: 0.35, fy: 0.3 },
      );
      items.push({ y, m: `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"/>` });
    }
    out += items
      .sort((a, b) => a.y - b.y)
      .map((i) => i.m)
      .join('');
    if (charm)
      out += pendant(ctx, metal, charm, { kind: 'none', color: '#000' }, 300, 402).replace(
        /<ellipse[^>]*fill="none"[^>]*\/>/,
        '',
      );
    return out;
  }
  const band = metalFill(ctx, metal);
  return (
    shadow(ctx, 300, 420, 210, 28, 0.28) +
    `<ellipse cx="300" cy="300" rx="200" ry="90" fill="none" stroke="${darken(metal.base, 0.3)}" stroke-width="34"/>` +
    `<path d="M100,300 C100,350 190,390 300,390 C410,390 500,350 500,300" fill="none" stroke="${band}" stroke-width="44"/>` +
    `<path d="M112,318 C130,360 210,384 300,384 C390,384 470,360 488,318" fill="none" stroke="${metal.dark}" stroke-width="2" stroke-dasharray="10 6" opacity=".7"/>` +
    (charm
      ? pendant(ctx, metal, charm, { kind: 'plain', color: '#2a7fbf' }, 300, 392)
      : gemMarkup(ctx, { kind: 'eilat', color: '#2c9c8a' }, 300, 388, 26, 16))
  );
}

/** A keyring with a short chain and a charm. */
export function keychain(
  ctx: Ctx,
  metal: Metal,
  charmShape: PendantShape | 'camel' | 'olive',
  charmColor: string,
): string {
  const fill = metalFill(ctx, metal);
  let links = '';
  for (let i = 0; i < 6; i++)
    links += `<ellipse cx="300" cy="${200 + i * 18}" rx="${i % 2 ? 4 : 7}" ry="10" fill="none" stroke="${i % 2 ? metal.base : metal.light}" stroke-width="3.5"/>`;
  let charm = '';
  if (charmShape === 'camel') {
    charm = `<path d="M210,430 C210,380 240,350 270,360 C280,330 300,320 318,340 C330,330 350,330 360,348 C380,320 410,330 404,352 L420,360 L408,372 C398,380 392,400 390,430 L378,430 L376,400 L336,404 L330,430 L318,430 L316,402 L262,402 L258,430 L246,430 L244,404 C236,410 222,430 210,430Z" fill="${charmColor}" stroke="${darken(charmColor, 0.4)}" stroke-width="2"/>`;
  } else if (charmShape === 'olive') {
    charm =
      `<path d="M300,310 C300,380 300,420 296,480" stroke="${darken(charmColor, 0.4)}" stroke-width="5" fill="none"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${i % 2 ? 330 : 270}" cy="${340 + i * 35}" rx="30" ry="11" transform="rotate(${i % 2 ? -30 : 30} ${i % 2 ? 330 : 270} ${340 + i * 35})" fill="${charmColor}"/>`,
        )
        .join('') +
      `<ellipse cx="318" cy="460" rx="14" ry="18" fill="#3e4a22"/>`;
  } else {
    charm = pendant(ctx, metal, charmShape, { kind: 'plain', color: charmColor }, 300, 310);
  }
  return (
    shadow(ctx, 300, 500, 120, 12, 0.2) +
    `<circle cx="300" cy="140" r="56" fill="none" stroke="${fill}" stroke-width="9"/><circle cx="300" cy="140" r="56" fill="none" stroke="${metal.dark}" stroke-width="1" opacity=".6"/>` +
    links +
    charm
  );
}
