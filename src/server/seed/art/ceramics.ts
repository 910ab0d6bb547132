import {
  at,
  darken,
  flame,
  lighten,
  metalFill,
  metals,
  place,
  ring,
  roundShade,
  shadow,
  vesselPath,
  type Ctx,
} from './kit.ts';
import { dotFlower, leafSprig, motif, scrollBand, type Glaze, type MotifName } from './motifs.ts';

/** Hand-painted Armenian ceramics: bowls, plates, dishes, tiles, vases, jugs, mugs, pots and ornaments. */

const line = (g: Glaze, w = 2) => `stroke="${g.line}" stroke-width="${w}" stroke-opacity=".55"`;

/** A round bowl seen from the side, painted band and motifs on the body, the inside visible. */
export function bowl(ctx: Ctx, g: Glaze, m: MotifName, opts: { deep?: number; lid?: boolean } = {}): string {
  const deep = opts.deep ?? 1.12;
  const rimY = 250;
  const bottom = rimY + 175 * deep;
  const body = `M110,${rimY} C112,${rimY + 120 * deep} 200,${bottom} 300,${bottom} C400,${bottom} 488,${rimY + 120 * deep} 490,${rimY} Z`;
  const clip = ctx.clip(`<path d="${body}"/>`);
  const inside = ctx.radial(
    [
      [0, darken(g.ground, 0.05)],
      [1, darken(g.ground, 0.22)],
    ],
    { cx: 0.5, cy: 0.7, r: 0.7 },
  );
  const midY = rimY + 80 * deep;
  const deco =
    `<rect x="100" y="${rimY}" width="400" height="26" fill="${g.a}"/>` +
    `<rect x="100" y="${rimY + 26}" width="400" height="4" fill="${g.c}"/>` +
    scrollBand(g, 100, 500, rimY + 14, 16).replace(/stroke="[^"]*"/, `stroke="${g.ground}"`) +
    at(300, midY + 8, 1.25 * deep, motif(m, g)) +
    at(182, midY + 2, 0.7 * deep, motif(m === 'tulip' ? 'rosette' : 'tulip', g)) +
    at(418, midY + 2, 0.7 * deep, motif(m === 'tulip' ? 'rosette' : 'tulip', g)) +
    `<rect x="100" y="${bottom - 40 * deep}" width="400" height="12" fill="${g.a}"/>`;
  const foot = `<path d="M245,${bottom - 6} L252,${bottom + 16} L348,${bottom + 16} L355,${bottom - 6}Z" fill="${darken(g.ground, 0.08)}" ${line(g, 1.2)}/>`;
  const lid = opts.lid
    ? `<path d="M118,${rimY} C140,${rimY - 95} 460,${rimY - 95} 482,${rimY} Z" fill="${g.ground}" ${line(g)}/>` +
      `<path d="M150,${rimY - 30} C200,${rimY - 64} 400,${rimY - 64} 450,${rimY - 30}" fill="none" stroke="${g.a}" stroke-width="14"/>` +
      at(300, rimY - 40, 0.45, motif('rosette', g)) +
      `<ellipse cx="300" cy="${rimY - 78}" rx="22" ry="14" fill="${g.a}" ${line(g)}/>` +
      roundShade(ctx, `<path d="M118,${rimY} C140,${rimY - 95} 460,${rimY - 95} 482,${rimY} Z" fill="x"/>`, 0.8)
    : `<ellipse cx="300" cy="${rimY}" rx="190" ry="46" fill="${g.ground}" ${line(g)}/>` +
      `<ellipse cx="300" cy="${rimY + 4}" rx="174" ry="38" fill="${inside}"/>` +
      `<ellipse cx="300" cy="${rimY + 8}" rx="120" ry="24" fill="none" stroke="${g.b}" stroke-width="5" opacity=".75"/>` +
      at(300, rimY + 10, 0.42, `<g transform="scale(1 .35)">${motif('rosette', g)}</g>`);
  return (
    shadow(ctx, 300, bottom + 18, 170, 20) +
    foot +
    `<path d="${body}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}">${deco}</g>` +
    roundShade(ctx, `<path d="${body}" fill="x"/>`, 0.9) +
    lid
  );
}

/** A plate or round dish from above: painted rim of sprigs, rings, a large motif in the middle. */
export function plate(
  ctx: Ctx,
  g: Glaze,
  m: MotifName,
  opts: { r?: number; rim?: 'sprig' | 'dots' | 'scallop'; art?: string } = {},
): string {
  const r = opts.r ?? 205;
  const cx = 300;
  const cy = 290;
  const rimMotif = opts.rim === 'dots' ? dotFlower(g) : leafSprig(g);
  const scallops =
    opts.rim === 'scallop'
      ? ring(
          cx,
          cy,
          r * 0.86,
          24,
          `<path d="M-14,0 A14,14 0 0 1 14,0Z" fill="${g.b}" stroke="${g.line}" stroke-width="1"/>`,
        )
      : ring(cx, cy, r * 0.86, 16, rimMotif, r / 180);
  return (
    shadow(ctx, cx + 10, cy + r * 0.9, r * 0.9, r * 0.16, 0.25) +
    `<circle cx="${cx}" cy="${cy + 8}" r="${r}" fill="${darken(g.ground, 0.2)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${g.ground}" ${line(g)}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.97}" fill="none" stroke="${g.a}" stroke-width="${r * 0.035}"/>` +
    scallops +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="${g.a}" stroke-width="${r * 0.03}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.68}" fill="none" stroke="${g.c}" stroke-width="${r * 0.012}"/>` +
    ring(cx, cy, r * 0.6, 12, `<circle r="4" fill="${g.b}"/>`, r / 200) +
    (opts.art ? at(cx, cy, r / 205, opts.art) : at(cx, cy, (r / 205) * 2.25, motif(m, g))) +
    roundShade(ctx, `<circle cx="${cx}" cy="${cy}" r="${r}" fill="x"/>`, 0.55)
  );
}

export type DishShape = 'oval' | 'rect' | 'square' | 'triangle' | 'fish' | 'heart' | 'hamsa' | 'leaf';

export function dishPath(shape: DishShape): string {
  switch (shape) {
    case 'oval':
      return 'M80,290 C80,180 520,180 520,290 C520,400 80,400 80,290Z';
    case 'rect':
      return 'M110,170 H490 Q520,170 520,200 V380 Q520,410 490,410 H110 Q80,410 80,380 V200 Q80,170 110,170Z';
    case 'square':
      return 'M150,120 H450 Q480,120 480,150 V430 Q480,460 450,460 H150 Q120,460 120,430 V150 Q120,120 150,120Z';
    case 'triangle':
      return 'M300,95 Q318,95 328,112 L500,420 Q510,445 482,448 H118 Q90,445 100,420 L272,112 Q282,95 300,95Z';
    case 'fish':
      return 'M70,290 C130,160 340,150 430,270 L520,190 Q535,185 530,205 L500,290 L530,375 Q535,395 520,390 L430,310 C340,430 130,420 70,290Z';
    case 'heart':
      return 'M300,455 C180,380 90,310 90,220 C90,150 140,110 195,110 C245,110 280,140 300,180 C320,140 355,110 405,110 C460,110 510,150 510,220 C510,310 420,380 300,455Z';
    case 'hamsa':
      return 'M300,470 C210,470 150,420 140,360 C132,320 100,300 92,270 C88,250 108,242 124,256 L170,300 L172,150 C172,128 200,128 202,150 L210,250 L222,110 C224,86 256,86 258,110 L268,245 L282,96 C285,72 315,72 318,96 L332,245 L342,110 C344,86 376,86 378,110 L390,250 L398,150 C400,128 428,128 428,150 L430,300 L476,256 C492,242 512,250 508,270 C500,300 468,320 460,360 C450,420 390,470 300,470Z';
    case 'leaf':
      return 'M90,300 C150,160 380,150 480,240 L530,220 Q545,230 535,245 L490,270 C430,420 170,430 90,300Z';
  }
}

/** A shaped dish from above, its edge painted as a band, a motif inside. */
export function dish(ctx: Ctx, g: Glaze, m: MotifName, shape: DishShape): string {
  const d = dishPath(shape);
  const clip = ctx.clip(`<path d="${d}"/>`);
  const cx = shape === 'fish' ? 270 : shape === 'hamsa' ? 300 : 300;
  const cy = shape === 'hamsa' ? 370 : shape === 'triangle' ? 330 : shape === 'heart' ? 260 : 290;
  const scale =
    shape === 'square' || shape === 'heart' ? 2.1 : shape === 'triangle' ? 1.6 : shape === 'hamsa' ? 1.4 : 1.9;
  return (
    shadow(ctx, 310, 455, 210, 26, 0.25) +
    `<path d="${d}" transform="translate(0 10)" fill="${darken(g.ground, 0.22)}"/>` +
    `<path d="${d}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}"><path d="${d}" fill="none" stroke="${g.a}" stroke-width="44"/>` +
    `<path d="${d}" fill="none" stroke="${g.c}" stroke-width="60" stroke-dasharray="2 14" opacity=".9"/>` +
    `<path d="${d}" fill="none" stroke="${g.b}" stroke-width="72" stroke-opacity=".0"/></g>` +
    at(cx, cy, scale, motif(m, g)) +
    (shape === 'hamsa'
      ? at(
          300,
          235,
          0.9,
          `<ellipse rx="26" ry="16" fill="${g.ground}" stroke="${g.a}" stroke-width="5"/><circle r="9" fill="${g.b}"/><circle r="4" fill="${g.line}"/>`,
        )
      : '') +
    roundShade(ctx, `<path d="${d}" fill="x"/>`, 0.5)
  );
}

/** A square wall tile: border, quarter rosettes in the corners, a motif in the middle. */
export function tile(ctx: Ctx, g: Glaze, m: MotifName, opts: { size?: number; tilt?: number } = {}): string {
  const s = opts.size ?? 340;
  const x = 300 - s / 2;
  const y = 290 - s / 2;
  const clip = ctx.clip(`<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6"/>`);
  const corner = (cx: number, cy: number) => at(cx, cy, s / 260, motif('rosette', g));
  const body =
    shadow(ctx, 312, 290 + s / 2 + 8, s * 0.55, 16, 0.28) +
    `<rect x="${x + 6}" y="${y + 10}" width="${s}" height="${s}" rx="6" fill="${darken(g.ground, 0.28)}"/>` +
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}">${corner(x, y)}${corner(x + s, y)}${corner(x, y + s)}${corner(x + s, y + s)}</g>` +
    `<rect x="${x + s * 0.06}" y="${y + s * 0.06}" width="${s * 0.88}" height="${s * 0.88}" fill="none" stroke="${g.a}" stroke-width="${s * 0.025}"/>` +
    `<rect x="${x + s * 0.2}" y="${y + s * 0.2}" width="${s * 0.6}" height="${s * 0.6}" rx="${s * 0.3}" fill="none" stroke="${g.b}" stroke-width="${s * 0.012}"/>` +
    at(300, 290, s / 150, motif(m, g)) +
    roundShade(ctx, `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="x"/>`, 0.45);
  return opts.tilt ? `<g transform="rotate(${opts.tilt} 300 300)">${body}</g>` : body;
}

/** A tall vase (or, with a handle and spout, a jug). */
export function vase(ctx: Ctx, g: Glaze, m: MotifName, opts: { jug?: boolean } = {}): string {
  const profile: [number, number][] = opts.jug
    ? [
        [62, 110],
        [52, 150],
        [80, 210],
        [130, 300],
        [125, 380],
        [80, 450],
        [70, 470],
      ]
    : [
        [56, 90],
        [40, 120],
        [48, 170],
        [120, 250],
        [140, 320],
        [110, 410],
        [64, 460],
        [72, 475],
      ];
  const d = vesselPath(300, profile);
  const clip = ctx.clip(`<path d="${d}"/>`);
  const handle = opts.jug
    ? `<path d="M392,190 C470,180 480,290 410,340" fill="none" stroke="${g.line}" stroke-opacity=".5" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M392,190 C470,180 480,290 410,340" fill="none" stroke="${g.ground}" stroke-width="20" stroke-linecap="round"/>` +
      `<path d="M392,190 C470,180 480,290 410,340" fill="none" stroke="${g.a}" stroke-width="5" stroke-dasharray="6 8"/>`
    : '';
  const spout = opts.jug ? `<path d="M238,112 L200,96 L246,134Z" fill="${g.ground}" ${line(g, 1.5)}/>` : '';
  const top = opts.jug ? 110 : 90;
  const w = opts.jug ? 62 : 56;
  const deco =
    `<rect x="150" y="${top}" width="300" height="30" fill="${g.a}"/>` +
    scrollBand(g, 150, 450, opts.jug ? 190 : 175, 18) +
    at(300, 310, 1.5, motif(m, g)) +
    at(190, 300, 0.9, motif('tulip', g)) +
    at(410, 300, 0.9, motif('tulip', g)) +
    `<rect x="150" y="395" width="300" height="14" fill="${g.a}"/>` +
    ring(300, 440, 0, 1, '') +
    `<rect x="150" y="414" width="300" height="4" fill="${g.c}"/>`;
  return (
    shadow(ctx, 305, 478, 120, 16, 0.28) +
    handle +
    spout +
    `<path d="${d}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}">${deco}</g>` +
    roundShade(ctx, `<path d="${d}" fill="x"/>`, 0.9) +
    `<ellipse cx="300" cy="${top}" rx="${w}" ry="12" fill="${darken(g.ground, 0.3)}" ${line(g, 1.5)}/>`
  );
}

export function mug(ctx: Ctx, g: Glaze, m: MotifName, opts: { coffee?: boolean; art?: string } = {}): string {
  const body = 'M180,180 L180,420 Q180,450 210,450 L390,450 Q420,450 420,420 L420,180 Z';
  const clip = ctx.clip(`<path d="${body}"/>`);
  return (
    shadow(ctx, 315, 458, 150, 18, 0.28) +
    `<path d="M420,230 C500,226 500,380 420,376" fill="none" stroke="${g.line}" stroke-opacity=".45" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M420,230 C500,226 500,380 420,376" fill="none" stroke="${g.ground}" stroke-width="27" stroke-linecap="round"/>` +
    `<path d="M420,230 C500,226 500,380 420,376" fill="none" stroke="${g.a}" stroke-width="6"/>` +
    `<path d="${body}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}"><rect x="170" y="180" width="260" height="26" fill="${g.a}"/>` +
    scrollBand(g, 170, 430, 222, 16) +
    (opts.art ? at(300, 340, 1, opts.art) : at(300, 330, 1.35, motif(m, g))) +
    `<rect x="170" y="420" width="260" height="30" fill="${g.a}"/></g>` +
    roundShade(ctx, `<path d="${body}" fill="x"/>`, 0.8) +
    `<ellipse cx="300" cy="180" rx="120" ry="22" fill="${darken(g.ground, 0.12)}" ${line(g, 1.5)}/>` +
    `<ellipse cx="300" cy="184" rx="108" ry="16" fill="${opts.coffee ? '#4a2c17' : darken(g.ground, 0.25)}"/>`
  );
}

export function teapot(ctx: Ctx, g: Glaze, m: MotifName): string {
  const body = vesselPath(300, [
    [80, 200],
    [140, 250],
    [160, 330],
    [130, 410],
    [90, 440],
  ]);
  const clip = ctx.clip(`<path d="${body}"/>`);
  return (
    shadow(ctx, 305, 450, 170, 18, 0.28) +
    `<path d="M150,300 C90,290 80,220 60,190 L76,182 C110,220 120,260 160,270Z" fill="${g.ground}" ${line(g)}/>` +
    `<path d="M445,250 C520,240 520,390 440,380" fill="none" stroke="${g.line}" stroke-opacity=".45" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M445,250 C520,240 520,390 440,380" fill="none" stroke="${g.ground}" stroke-width="23" stroke-linecap="round"/>` +
    `<path d="${body}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}"><rect x="130" y="240" width="340" height="22" fill="${g.a}"/>${at(300, 335, 1.3, motif(m, g))}${at(200, 330, 0.8, motif('tulip', g))}${at(400, 330, 0.8, motif('tulip', g))}<rect x="130" y="405" width="340" height="14" fill="${g.a}"/></g>` +
    roundShade(ctx, `<path d="${body}" fill="x"/>`, 0.9) +
    `<path d="M225,205 C230,160 370,160 375,205Z" fill="${g.a}" ${line(g)}/>` +
    `<ellipse cx="300" cy="205" rx="80" ry="10" fill="${darken(g.a, 0.2)}"/>` +
    `<circle cx="300" cy="160" r="16" fill="${g.c}" ${line(g)}/>`
  );
}

/** A stemmed goblet; ceramic painted, or polished metal. */
export function goblet(
  ctx: Ctx,
  g: Glaze | null,
  m: MotifName,
  metal: keyof typeof metals | null = null,
  opts: { short?: boolean } = {},
): string {
  const cup = opts.short
    ? vesselPath(300, [
        [95, 220],
        [90, 300],
        [70, 440],
        [74, 450],
      ])
    : vesselPath(300, [
        [110, 110],
        [105, 190],
        [75, 265],
        [20, 300],
      ]);
  const fill = metal ? metalFill(ctx, metals[metal]) : g!.ground;
  const stroke = g ? line(g) : `stroke="${metals[metal!].dark}" stroke-width="1.5"`;
  const clip = ctx.clip(`<path d="${cup}"/>`);
  const deco = g
    ? `<g clip-path="${clip}"><rect x="180" y="110" width="240" height="24" fill="${g.a}"/>${at(300, 200, 1.05, motif(m, g))}<rect x="180" y="250" width="240" height="10" fill="${g.a}"/></g>`
    : `<g clip-path="${clip}" opacity=".55"><rect x="180" y="126" width="240" height="3" fill="${metals[metal!].dark}"/><rect x="180" y="200" width="240" height="22" fill="none" stroke="${metals[metal!].dark}" stroke-width="2" stroke-dasharray="4 6"/></g>`;
  if (opts.short) {
    return (
      shadow(ctx, 305, 455, 95, 14, 0.28) +
      `<path d="${cup}" fill="${fill}" ${stroke}/>` +
      deco.replace('y="110"', 'y="230"').replace('y="250"', 'y="420"') +
      roundShade(ctx, `<path d="${cup}" fill="x"/>`, 0.6) +
      `<ellipse cx="300" cy="220" rx="95" ry="16" fill="${g ? darken(g.ground, 0.25) : metals[metal!].dark}"/>`
    );
  }
  const stem = vesselPath(300, [
    [20, 296],
    [12, 340],
    [18, 360],
    [12, 380],
    [40, 430],
    [95, 452],
  ]);
  const stemFill = metal ? metalFill(ctx, metals[metal]) : g!.a;
  return (
    shadow(ctx, 305, 458, 110, 16, 0.28) +
    `<path d="${stem}" fill="${stemFill}" ${stroke}/>` +
    `<ellipse cx="300" cy="452" rx="95" ry="14" fill="${metal ? metals[metal].dark : darken(g!.a, 0.25)}"/>` +
    `<path d="${cup}" fill="${fill}" ${stroke}/>` +
    deco +
    roundShade(ctx, `<path d="${cup}" fill="x"/>`, 0.6) +
    `<ellipse cx="300" cy="110" rx="110" ry="20" fill="${metal ? metals[metal].dark : darken(g!.ground, 0.2)}" ${stroke}/>` +
    `<ellipse cx="300" cy="114" rx="100" ry="14" fill="${metal ? '#6b1d2a' : darken(g!.ground, 0.3)}" opacity="${metal ? 0.85 : 1}"/>`
  );
}

/** The ceramic pomegranate: a painted globe with a crown. */
export function pomegranateFigure(ctx: Ctx, g: Glaze, m: MotifName, metal: keyof typeof metals | null = null): string {
  const body =
    'M300,140 C410,140 470,230 460,320 C450,410 380,460 300,460 C220,460 150,410 140,320 C130,230 190,140 300,140Z';
  const clip = ctx.clip(`<path d="${body}"/>`);
  const crown = 'M250,160 L240,100 L268,128 L282,84 L300,122 L318,84 L332,128 L360,100 L350,160Z';
  if (metal) {
    const mf = metalFill(ctx, metals[metal]);
    return (
      shadow(ctx, 305, 466, 150, 18, 0.3) +
      `<path d="${crown}" fill="${mf}" stroke="${metals[metal].dark}" stroke-width="2"/>` +
      `<path d="${body}" fill="${mf}" stroke="${metals[metal].dark}" stroke-width="2"/>` +
      `<g clip-path="${clip}" opacity=".65">${ring(300, 310, 110, 14, `<ellipse rx="9" ry="14" fill="${g.c}" stroke="${metals[metal].dark}" stroke-width="2"/>`)}${ring(300, 310, 60, 8, `<ellipse rx="8" ry="12" fill="${g.b}" stroke="${metals[metal].dark}" stroke-width="2"/>`)}<circle cx="300" cy="310" r="24" fill="${g.a}" stroke="${metals[metal].dark}" stroke-width="2"/></g>` +
      roundShade(ctx, `<path d="${body}" fill="x"/>`, 1)
    );
  }
  return (
    shadow(ctx, 305, 466, 150, 18, 0.3) +
    `<path d="${crown}" fill="${g.a}" ${line(g)}/>` +
    `<path d="${body}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}"><rect x="120" y="150" width="360" height="40" fill="${g.a}"/>` +
    scrollBand(g, 120, 480, 210, 20) +
    at(300, 320, 1.7, motif(m, g)) +
    at(175, 320, 1.0, motif('tulip', g)) +
    at(425, 320, 1.0, motif('tulip', g)) +
    `<rect x="120" y="420" width="360" height="50" fill="${g.a}"/></g>` +
    roundShade(ctx, `<path d="${body}" fill="x"/>`, 1)
  );
}

export function candleHolder(ctx: Ctx, g: Glaze, m: MotifName): string {
  const holder = vesselPath(300, [
    [70, 260],
    [60, 300],
    [95, 380],
    [150, 430],
    [150, 445],
  ]);
  const clip = ctx.clip(`<path d="${holder}"/>`);
  const candle = ctx.linear(
    [
      [0, '#efe6d2'],
      [0.4, '#fffdf6'],
      [1, '#d9ccb0'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return (
    shadow(ctx, 305, 452, 165, 18, 0.28) +
    `<rect x="262" y="120" width="76" height="150" rx="6" fill="${candle}"/>` +
    `<path d="M300,120 L300,104" stroke="#3a2a1a" stroke-width="3"/>` +
    flame(ctx, 300, 106, 1.3) +
    `<path d="${holder}" fill="${g.ground}" ${line(g)}/>` +
    `<g clip-path="${clip}"><rect x="140" y="255" width="320" height="20" fill="${g.a}"/>${at(300, 360, 0.9, motif(m, g))}${ring(300, 520, 160, 18, leafSprig(g), 0.9)}<rect x="140" y="425" width="320" height="20" fill="${g.a}"/></g>` +
    roundShade(ctx, `<path d="${holder}" fill="x"/>`, 0.8)
  );
}

/** A flat painted ornament hanging from a cord. */
export function hangingOrnament(ctx: Ctx, g: Glaze, m: MotifName, shape: 'disc' | 'heart' = 'disc'): string {
  const body =
    shape === 'heart'
      ? `<path d="${dishPath('heart')}" transform="translate(300 320) scale(.62) translate(-300 -290)" fill="${g.ground}" ${line(g, 3)}/>`
      : `<circle cx="300" cy="320" r="140" fill="${g.ground}" ${line(g)}/>`;
  return (
    shadow(ctx, 300, 500, 120, 12, 0.18) +
    `<path d="M300,60 L300,180" stroke="#8a1c1c" stroke-width="5"/>` +
    `<path d="M300,70 C270,40 250,70 300,78 C350,70 330,40 300,70Z" fill="#b3262a"/>` +
    body +
    `<circle cx="300" cy="320" r="124" fill="none" stroke="${g.a}" stroke-width="12" ${shape === 'heart' ? 'opacity="0"' : ''}/>` +
    at(300, 325, 1.7, motif(m, g)) +
    `<circle cx="300" cy="192" r="10" fill="none" stroke="${g.line}" stroke-width="4"/>` +
    roundShade(ctx, body, 0.5)
  );
}

/** A round mirror in a painted ceramic frame. */
export function mirror(ctx: Ctx, g: Glaze): string {
  const glass = ctx.linear(
    [
      [0, '#eef4f7'],
      [0.45, '#b9c9d3'],
      [0.5, '#e8f0f4'],
      [0.58, '#a7bac6'],
      [1, '#d4e0e7'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return (
    shadow(ctx, 310, 490, 180, 18, 0.22) +
    `<circle cx="300" cy="296" r="210" fill="${darken(g.ground, 0.25)}"/>` +
    `<circle cx="300" cy="290" r="210" fill="${g.ground}" ${line(g)}/>` +
    ring(300, 290, 180, 18, dotFlower(g), 2) +
    ring(300, 290, 180, 18, leafSprig(g), 1.4, 10) +
    `<circle cx="300" cy="290" r="146" fill="${g.a}"/>` +
    `<circle cx="300" cy="290" r="136" fill="${glass}"/>` +
    `<path d="M210,240 L290,160 M225,265 L320,170" stroke="#ffffff" stroke-width="10" opacity=".55" stroke-linecap="round"/>` +
    roundShade(ctx, `<circle cx="300" cy="290" r="210" fill="x"/>`, 0.45)
  );
}

/** A round café table with a painted tile top on wrought-iron legs. */
export function tileTable(ctx: Ctx, g: Glaze, m: MotifName): string {
  const topClip = ctx.clip('<ellipse cx="300" cy="230" rx="230" ry="90"/>');
  const iron = '#2b2b2b';
  let grid = '';
  for (let i = -4; i <= 4; i++) {
    grid += `<path d="M${300 + i * 56 - 40},130 L${300 + i * 56 + 40},330" stroke="${g.line}" stroke-width="1.2" opacity=".35"/>`;
    grid += `<path d="M70,${230 + i * 24} L530,${230 + i * 24}" stroke="${g.line}" stroke-width="1.2" opacity=".0"/>`;
  }
  return (
    shadow(ctx, 300, 505, 200, 22, 0.25) +
    `<path d="M200,290 C190,380 170,440 150,500 M400,290 C410,380 430,440 450,500 M300,310 L300,505" stroke="${iron}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M185,420 C250,400 350,400 415,420" stroke="${iron}" stroke-width="7" fill="none"/>` +
    `<path d="M70,230 L70,250 C70,300 530,300 530,250 L530,230Z" fill="${iron}"/>` +
    `<ellipse cx="300" cy="230" rx="230" ry="90" fill="${g.ground}"/>` +
    `<g clip-path="${topClip}"><g transform="translate(300 230) scale(1 .39) translate(-300 -230)">${ring(300, 230, 190, 14, dotFlower(g), 2.2)}${at(300, 230, 2.6, motif(m, g))}<circle cx="300" cy="230" r="150" fill="none" stroke="${g.a}" stroke-width="12"/></g>${grid}</g>` +
    `<ellipse cx="300" cy="230" rx="230" ry="90" fill="none" stroke="${iron}" stroke-width="8"/>` +
    roundShade(ctx, '<ellipse cx="300" cy="230" rx="230" ry="90" fill="x"/>', 0.4)
  );
}

/** Three small pieces fanned out: fridge magnets, coasters, salt and pepper, spoon rests. */
export function trio(items: string[]): string {
  return (
    place(items[0]!, 190, 330, 0.5, -8) +
    place(items[2] ?? items[0]!, 410, 330, 0.5, 8) +
    place(items[1] ?? items[0]!, 300, 290, 0.56, 0)
  );
}

/** A place setting: plate behind, bowl and mug in front. */
export function tablewareSet(ctx: Ctx, g: Glaze, m: MotifName): string {
  return (
    place(plate(ctx, g, m), 300, 230, 0.8) +
    place(bowl(ctx, g, 'tulip'), 200, 390, 0.55) +
    place(mug(ctx, g, 'bird'), 420, 385, 0.5)
  );
}

export { lighten };
