import {
  at,
  darken,
  flame,
  lighten,
  metalFill,
  metals,
  roundShade,
  shadow,
  starPoints,
  vesselPath,
  woodGrain,
  woods,
  type Ctx,
  type Metal,
  type Wood,
} from './kit.ts';

/** Judaica and Christian pieces: crosses, menorahs, hanukkiot, mezuzot, shofars, Torah scrolls, icons, rosaries. */

export type CrossStyle = 'latin' | 'jerusalem' | 'armenian' | 'budded';

function crossPath(style: CrossStyle): string {
  switch (style) {
    case 'latin':
      return 'M270,80 H330 V190 H420 V250 H330 V470 H270 V250 H180 V190 H270Z';
    case 'budded': {
      return 'M276,110 H324 V196 H410 V244 H324 V450 H276 V244 H190 V196 H276Z';
    }
    case 'armenian':
      return 'M300,80 L322,118 L318,190 L390,186 L428,208 L470,186 L470,254 L428,232 L390,254 L318,250 L322,410 L346,450 L300,480 L254,450 L278,410 L282,250 L210,254 L172,232 L130,254 L130,186 L172,208 L210,186 L282,190 L278,118Z';
    case 'jerusalem':
      return 'M270,90 H330 V190 H430 V250 H330 V450 H270 V250 H170 V190 H270Z';
  }
}

/** Ends and ornaments drawn over the cross outline, in the same fill. */
function crossExtras(style: CrossStyle, fill: string, strokeAttr: string): string {
  if (style === 'budded')
    return [
      [300, 100],
      [180, 220],
      [420, 220],
      [300, 462],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x! - 14}" cy="${y}" r="14" fill="${fill}" ${strokeAttr}/><circle cx="${x! + 14}" cy="${y}" r="14" fill="${fill}" ${strokeAttr}/><circle cx="${x}" cy="${y! + (y === 462 ? 14 : -14)}" r="14" fill="${fill}" ${strokeAttr}/>`,
      )
      .join('');
  if (style === 'jerusalem')
    return [
      [215, 135],
      [385, 135],
      [215, 340],
      [385, 340],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x! - 8},${y! - 34} h16 v26 h26 v16 h-26 v26 h-16 v-26 h-26 v-16 h26Z" fill="${fill}" ${strokeAttr}/>`,
      )
      .join('');
  if (style === 'armenian') return `<circle cx="300" cy="220" r="26" fill="${fill}" ${strokeAttr}/>`;
  return '';
}

export function crossMetal(ctx: Ctx, metal: Metal, style: CrossStyle, gem: string | null): string {
  const d = crossPath(style);
  const fill = metalFill(ctx, metal, false);
  const s = `stroke="${metal.dark}" stroke-width="2"`;
  return (
    shadow(ctx, 312, 490, 120, 14, 0.25) +
    `<g transform="translate(8 10)" opacity=".25"><path d="${d}" fill="#000"/></g>` +
    `<path d="${d}" fill="${fill}" ${s}/>` +
    crossExtras(style, fill, s) +
    `<path d="${d}" fill="none" stroke="${metal.light}" stroke-width="3" opacity=".6" transform="translate(300 270) scale(.9) translate(-300 -270)"/>` +
    (gem
      ? `<circle cx="300" cy="220" r="20" fill="${gem}" stroke="${metal.dark}" stroke-width="3"/><circle cx="293" cy="213" r="6" fill="#fff" opacity=".7"/>`
      : `<polygon points="${starPoints(300, 220, 16, 7, 4)}" fill="${metal.light}" opacity=".8"/>`)
  );
}

export function crossWood(ctx: Ctx, wood: Wood, style: CrossStyle, inlay: string | null): string {
  const d = crossPath(style);
  const clipMarkup = `<path d="${d}"/>`;
  return (
    shadow(ctx, 312, 490, 120, 14, 0.25) +
    `<g transform="translate(7 9)" opacity=".25"><path d="${d}" fill="#000"/></g>` +
    woodGrain(ctx, wood, { x: 120, y: 70, w: 360, h: 420 }, clipMarkup, true) +
    `<path d="${d}" fill="none" stroke="${darken(wood.base, 0.35)}" stroke-width="2"/>` +
    crossExtras(style, wood.base, `stroke="${darken(wood.base, 0.35)}" stroke-width="2"`) +
    (inlay
      ? `<ellipse cx="300" cy="220" rx="22" ry="22" fill="${inlay}" stroke="${darken(wood.base, 0.4)}" stroke-width="3"/><path d="M300,204 V236 M284,220 H316" stroke="${darken(wood.base, 0.4)}" stroke-width="4"/>`
      : `<path d="M300,110 V430 M200,220 H400" stroke="${darken(wood.base, 0.3)}" stroke-width="2" opacity=".5"/>`)
  );
}

/** A seven-branched menorah (branches = 7) or a Hanukkah hanukkiah (branches = 9, shammash raised, candles lit). */
export function menorah(ctx: Ctx, metal: Metal, branches: 7 | 9, candles: string[] | null): string {
  const fill = metalFill(ctx, metal);
  const top = branches === 7 ? 160 : 200;
  const radii = branches === 7 ? [60, 115, 170] : [42, 84, 126, 168];
  let arms = '';
  for (const r of radii)
    arms += `<path d="M${300 - r},${top} A${r},${r} 0 0 0 ${300 + r},${top}" fill="none" stroke="${metal.dark}" stroke-width="16"/><path d="M${300 - r},${top} A${r},${r} 0 0 0 ${300 + r},${top}" fill="none" stroke="${fill}" stroke-width="12"/>`;
  const cupsX = [300, ...radii.flatMap((r) => [300 - r, 300 + r])];
  const shammashTop = branches === 9 ? top - 50 : top;
  let cups = '';
  let lights = '';
  cupsX.forEach((x, i) => {
    const y = i === 0 ? shammashTop : top;
    cups += `<path d="M${x - 20},${y - 16} L${x + 20},${y - 16} L${x + 12},${y + 4} L${x - 12},${y + 4}Z" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>`;
    if (candles) {
      const c = candles[i % candles.length]!;
      cups += `<rect x="${x - 7}" y="${y - 70}" width="14" height="56" rx="3" fill="${c}"/><rect x="${x - 7}" y="${y - 70}" width="5" height="56" fill="#fff" opacity=".35"/>`;
      lights += flame(ctx, x, y - 72, 0.6);
    } else {
      lights += flame(ctx, x, y - 16, 0.55);
    }
  });
  const stemTop = branches === 9 ? shammashTop : top;
  return (
    shadow(ctx, 300, 488, 150, 16, 0.25) +
    `<rect x="292" y="${stemTop}" width="16" height="${420 - stemTop}" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    arms +
    `<path d="M300,400 L210,470 L390,470Z" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<rect x="190" y="466" width="220" height="16" rx="4" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    cups +
    lights
  );
}

/** A mezuzah case on a Jerusalem-stone doorpost. */
export function mezuzah(
  ctx: Ctx,
  body: { fill: string; accent: string; metal: Metal },
  pattern: 'star' | 'pomegranate' | 'bands',
): string {
  const stone = '#e6d5b6';
  let blocks = '';
  for (let r = 0; r < 6; r++) {
    const y = 40 + r * 90;
    const off = r % 2 ? 60 : 0;
    for (let c = -1; c < 4; c++)
      blocks += `<rect x="${c * 160 + off + 60}" y="${y}" width="156" height="86" rx="6" fill="${lighten(stone, ((r * 7 + c * 3) % 5) / 20)}" stroke="${darken(stone, 0.15)}" stroke-width="2"/>`;
  }
  const m = metalFill(ctx, body.metal, false);
  const deco =
    pattern === 'star'
      ? `<polygon points="${starPoints(300, 300, 34, 20, 6)}" fill="none" stroke="${body.metal.light}" stroke-width="5"/>`
      : pattern === 'pomegranate'
        ? `<circle cx="300" cy="310" r="26" fill="${body.accent}"/><path d="M288,284 L292,270 L300,280 L308,270 L312,284Z" fill="${body.accent}"/>`
        : `<rect x="262" y="250" width="76" height="10" fill="${body.accent}"/><rect x="262" y="340" width="76" height="10" fill="${body.accent}"/><circle cx="300" cy="300" r="14" fill="${body.accent}"/>`;
  return (
    `<g opacity=".55">${blocks}</g>` +
    `<rect x="0" y="0" width="600" height="600" fill="${ctx.radial(
      [
        [0, '#fffaf0', 0.1],
        [1, '#c8b38c', 0.55],
      ],
      { r: 0.8 },
    )}"/>` +
    `<g transform="rotate(-8 300 300)">` +
    `<rect x="260" y="112" width="100" height="390" rx="40" fill="#000" opacity=".12"/><rect x="264" y="116" width="100" height="390" rx="40" fill="#000" opacity=".08"/>` +
    `<rect x="250" y="100" width="100" height="390" rx="40" fill="${body.fill}" stroke="${darken(body.fill, 0.4)}" stroke-width="2"/>` +
    `<rect x="250" y="100" width="100" height="64" rx="32" fill="${m}"/>` +
    `<rect x="250" y="426" width="100" height="64" rx="32" fill="${m}"/>` +
    `<rect x="250" y="100" width="100" height="390" rx="40" fill="${ctx.linear(
      [
        [0, '#fff', 0.3],
        [0.35, '#fff', 0.05],
        [1, '#000', 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    deco +
    `<rect x="270" y="190" width="60" height="6" rx="3" fill="${body.metal.light}" opacity=".8"/>` +
    `<rect x="270" y="392" width="60" height="6" rx="3" fill="${body.metal.light}" opacity=".8"/>` +
    `<circle cx="300" cy="132" r="7" fill="${body.metal.dark}"/><circle cx="300" cy="458" r="7" fill="${body.metal.dark}"/>` +
    `</g>`
  );
}

/** A ram's-horn shofar: a tapering, curling horn with ridges, optionally on a wooden stand. */
export function shofar(
  ctx: Ctx,
  tones: [string, string, string],
  opts: { stand?: boolean; silver?: boolean; long?: boolean } = {},
): string {
  const pts: [number, number, number][] = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // mouthpiece at the left, bell at the right; a Yemenite (long) horn twists more
    // mouthpiece low on the left, a sagging curve, the bell rising on the right; a Yemenite horn is longer and twists
    const x = opts.long ? 80 + t * 440 : 110 + t * 360;
    const y = opts.long
      ? 330 - t * 170 + Math.sin(t * Math.PI * 2) * 55
      : 360 - 230 * t * t + Math.sin(t * Math.PI) * 50;
    const w = 8 + t ** 1.6 * (opts.long ? 52 : 62);
    pts.push([x, y, w]);
  }
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i < pts.length; i++) {
    const [x, y, w] = pts[i]!;
    const [nx, ny] = pts[Math.min(i + 1, pts.length - 1)]!;
    const [px, py] = pts[Math.max(i - 1, 0)]!;
    const dx = nx - px;
    const dy = ny - py;
    const len = Math.hypot(dx, dy) || 1;
    const ox = (-dy / len) * w;
    const oy = (dx / len) * w;
    top.push(`${(x + ox).toFixed(1)},${(y + oy).toFixed(1)}`);
    bottom.unshift(`${(x - ox).toFixed(1)},${(y - oy).toFixed(1)}`);
  }
  const outline = `M${top.join(' L')} L${bottom.join(' L')} Z`;
  const fill = ctx.linear(
    [
      [0, tones[0]],
      [0.55, tones[1]],
      [1, tones[2]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const clip = ctx.clip(`<path d="${outline}"/>`);
  let ridges = '';
  for (let i = 6; i < pts.length - 1; i += 2) {
    const [x, y, w] = pts[i]!;
    ridges += `<path d="M${x - 4},${y - w - 4} Q${x + 8},${y} ${x - 4},${y + w + 4}" fill="none" stroke="${darken(tones[1], 0.35)}" stroke-width="1.6" opacity=".45"/>`;
  }
  const [bx, by, bw] = pts[pts.length - 1]!;
  const [qx, qy] = pts[pts.length - 3]!;
  const bellAngle = (Math.atan2(by - qy, bx - qx) * 180) / Math.PI;
  const stand = opts.stand
    ? (() => {
        const w = woods.dark;
        return (
          woodGrain(
            ctx,
            w,
            { x: 140, y: 440, w: 320, h: 40 },
            '<rect x="140" y="440" width="320" height="40" rx="8"/>',
          ) +
          `<path d="M200,440 L220,380 L240,380 L250,440Z M360,440 L370,380 L390,380 L400,440Z" fill="${w.base}" stroke="${w.grain}" stroke-width="2"/>`
        );
      })()
    : '';
  const silver = opts.silver
    ? `<g clip-path="${clip}"><rect x="320" y="0" width="60" height="600" fill="${metalFill(ctx, metals.silver)}"/><rect x="320" y="0" width="60" height="600" fill="none" stroke="${metals.silver.dark}" stroke-width="2" stroke-dasharray="3 5"/></g>`
    : '';
  return (
    shadow(ctx, 310, opts.stand ? 488 : 470, 210, 16, 0.25) +
    stand +
    `<path d="${outline}" fill="${fill}" stroke="${darken(tones[2], 0.3)}" stroke-width="2"/>` +
    `<g clip-path="${clip}">${ridges}<path d="${outline}" fill="${ctx.linear(
      [
        [0, '#fff', 0.35],
        [0.5, '#fff', 0],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/></g>` +
    silver +
    `<ellipse cx="${bx}" cy="${by}" rx="${bw * 0.38}" ry="${bw}" fill="${darken(tones[2], 0.45)}" transform="rotate(${bellAngle.toFixed(1)} ${bx} ${by})"/>`
  );
}

/** A Torah scroll on two wooden rollers, the parchment showing columns of writing (drawn as strokes). */
export function torah(ctx: Ctx, wood: Wood, mantle: string | null): string {
  const parchment = ctx.linear(
    [
      [0, '#efe2c2'],
      [0.5, '#f8efd8'],
      [1, '#e4d3ad'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  let text = '';
  for (let col = 0; col < 3; col++)
    for (let r = 0; r < 14; r++) {
      const w = 60 - ((r * 13 + col * 7) % 5) * 4;
      text += `<rect x="${222 + col * 58}" y="${162 + r * 15}" width="${w * 0.8}" height="4" rx="2" fill="#2b2118" opacity=".55"/>`;
    }
  const roller = (x: number) =>
    `<rect x="${x - 10}" y="90" width="20" height="420" rx="8" fill="${wood.base}" stroke="${wood.grain}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="138" rx="34" ry="10" fill="${wood.light}" stroke="${wood.grain}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="440" rx="34" ry="10" fill="${wood.light}" stroke="${wood.grain}" stroke-width="2"/>` +
    `<circle cx="${x}" cy="84" r="14" fill="${metalFill(ctx, metals.silver)}"/>`;
  const scroll = (x: number) =>
    `<rect x="${x - 32}" y="140" width="64" height="300" rx="26" fill="${mantle ?? parchment}" stroke="#b59d6a" stroke-width="2"/>` +
    `<rect x="${x - 32}" y="140" width="64" height="300" rx="26" fill="${ctx.linear(
      [
        [0, '#000', 0.25],
        [0.4, '#fff', 0.3],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`;
  return (
    shadow(ctx, 300, 505, 190, 16, 0.25) +
    `<rect x="180" y="150" width="240" height="280" fill="${parchment}" stroke="#c8b080" stroke-width="2"/>` +
    text +
    roller(170) +
    roller(430) +
    scroll(170) +
    scroll(430) +
    (mantle
      ? at(
          170,
          260,
          0.5,
          `<polygon points="${starPoints(0, 0, 40, 24, 6)}" fill="none" stroke="${metals.gold.base}" stroke-width="6"/>`,
        ) +
        at(
          430,
          260,
          0.5,
          `<polygon points="${starPoints(0, 0, 40, 24, 6)}" fill="none" stroke="${metals.gold.base}" stroke-width="6"/>`,
        )
      : '')
  );
}

/** A Hebrew letter drawn as strokes, for dreidels (nun, gimel, hei, shin). */
function letter(ch: 'nun' | 'gimel' | 'hei' | 'shin', color: string): string {
  const s = `fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`;
  switch (ch) {
    case 'nun':
      return `<path d="M-12,-22 H6 V22 H-14" ${s}/>`;
    case 'gimel':
      return `<path d="M-10,-22 H4 V10 L16,22 M4,8 L-12,22" ${s}/>`;
    case 'hei':
      return `<path d="M-16,-22 H16 V22 M-12,-4 V22" ${s}/>`;
    case 'shin':
      return `<path d="M-18,-22 V14 Q-18,22 -10,22 H10 Q18,22 18,14 V-22 M0,-22 V14" ${s}/>`;
  }
}

export function dreidel(ctx: Ctx, faces: [string, string], metalLetters: Metal, wood: Wood | null): string {
  const left = 'M190,200 L300,240 L300,400 L190,350Z';
  const right = 'M300,240 L410,200 L410,350 L300,400Z';
  const topFace = 'M190,200 L300,160 L410,200 L300,240Z';
  const tip = 'M190,350 L300,400 L410,350 L300,480Z';
  const f = (c: string, d: string) =>
    wood
      ? woodGrain(ctx, { ...wood, base: c }, { x: 180, y: 150, w: 240, h: 340 }, `<path d="${d}"/>`)
      : `<path d="${d}" fill="${c}"/>`;
  return (
    shadow(ctx, 310, 480, 70, 10, 0.3) +
    `<rect x="290" y="100" width="20" height="80" rx="6" fill="${darken(faces[0], 0.1)}"/>` +
    f(lighten(faces[0], 0.25), topFace) +
    f(faces[0], left) +
    f(darken(faces[1], 0.15), right) +
    f(darken(faces[0], 0.25), tip) +
    `<path d="${left}" fill="none" stroke="#00000040" stroke-width="2"/><path d="${right}" fill="none" stroke="#00000040" stroke-width="2"/>` +
    `<g transform="matrix(1 .36 0 1 245 296) scale(1.5)">${letter('nun', metalLetters.light)}</g>` +
    `<g transform="matrix(1 -.36 0 1 355 296) scale(1.5)">${letter('gimel', metalLetters.light)}</g>` +
    `<rect x="290" y="92" width="20" height="20" rx="6" fill="${lighten(faces[0], 0.3)}"/>`
  );
}

/** A pair of Shabbat candlesticks with lit candles. */
export function candlesticks(ctx: Ctx, metal: Metal): string {
  const fill = metalFill(ctx, metal);
  const stick = (x: number) =>
    `<path d="${vesselPath(x, [
      [30, 250],
      [16, 270],
      [12, 320],
      [20, 350],
      [12, 380],
      [30, 440],
      [62, 470],
    ])}" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="250" rx="38" ry="9" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<rect x="${x - 13}" y="120" width="26" height="130" rx="4" fill="#fbf7ec"/><rect x="${x - 13}" y="120" width="9" height="130" fill="#fff"/>` +
    flame(ctx, x, 120, 0.9);
  return shadow(ctx, 300, 478, 190, 14, 0.25) + stick(215) + stick(385);
}

/** Wall hangings: a hamsa, a Star of David, a pomegranate or a house blessing, in enamel on metal. */
export function wallHanging(
  ctx: Ctx,
  metal: Metal,
  enamel: [string, string, string],
  shape: 'hamsa' | 'star' | 'pomegranate' | 'blessing',
): string {
  const fill = metalFill(ctx, metal, false);
  const s = `stroke="${metal.dark}" stroke-width="3"`;
  let body = '';
  if (shape === 'hamsa') {
    const d =
      'M300,470 C220,470 170,430 160,370 C155,335 130,318 124,292 C120,276 136,270 148,280 L186,316 L188,170 C188,150 214,150 216,170 L222,262 L232,128 C234,106 262,106 264,128 L272,258 L284,112 C286,90 314,90 316,112 L328,258 L336,128 C338,106 366,106 368,128 L378,262 L384,170 C386,150 412,150 412,170 L414,316 L452,280 C464,270 480,276 476,292 C470,318 445,335 440,370 C430,430 380,470 300,470Z';
    body =
      `<path d="${d}" fill="${fill}" ${s}/>` +
      `<path d="${d}" transform="translate(300 330) scale(.82) translate(-300 -330)" fill="${enamel[0]}"/>` +
      `<ellipse cx="300" cy="350" rx="52" ry="32" fill="#fff" stroke="${metal.dark}" stroke-width="4"/><circle cx="300" cy="350" r="22" fill="${enamel[1]}"/><circle cx="300" cy="350" r="10" fill="#1a1a2a"/>` +
      [-1, 1]
        .map(
          (k) =>
            `<circle cx="${300 + k * 70}" cy="420" r="10" fill="${enamel[2]}"/><circle cx="${300 + k * 50}" cy="270" r="8" fill="${enamel[2]}"/>`,
        )
        .join('') +
      `<polygon points="${starPoints(300, 260, 16, 7, 8)}" fill="${enamel[1]}"/>`;
  } else if (shape === 'star') {
    body =
      `<polygon points="${starPoints(300, 300, 190, 110, 6)}" fill="${fill}" ${s}/>` +
      `<polygon points="${starPoints(300, 300, 160, 92, 6)}" fill="${enamel[0]}"/>` +
      `<circle cx="300" cy="300" r="80" fill="${fill}" ${s}/><circle cx="300" cy="300" r="66" fill="${enamel[1]}"/>` +
      `<polygon points="${starPoints(300, 300, 40, 24, 6)}" fill="${enamel[2]}" ${s}/>`;
  } else if (shape === 'pomegranate') {
    body =
      `<path d="M250,160 L240,110 L270,136 L300,96 L330,136 L360,110 L350,160Z" fill="${fill}" ${s}/>` +
      `<circle cx="300" cy="300" r="160" fill="${fill}" ${s}/>` +
      `<circle cx="300" cy="300" r="136" fill="${enamel[0]}"/>` +
      Array.from({ length: 19 }, (_, i) => {
        const a = i * 2.4;
        const r = 18 + i * 5.6;
        return `<ellipse cx="${(300 + Math.cos(a) * r).toFixed(1)}" cy="${(300 + Math.sin(a) * r).toFixed(1)}" rx="11" ry="14" fill="${i % 3 ? enamel[1] : enamel[2]}" stroke="${metal.dark}" stroke-width="2"/>`;
      }).join('');
  } else {
    body =
      `<rect x="150" y="130" width="300" height="340" rx="20" fill="${fill}" ${s}/>` +
      `<path d="M150,200 L300,90 L450,200Z" fill="${fill}" ${s}/>` +
      `<rect x="174" y="200" width="252" height="246" rx="10" fill="${enamel[0]}"/>` +
      Array.from(
        { length: 6 },
        (_, r) =>
          `<rect x="${200 + (r % 2) * 12}" y="${236 + r * 26}" width="${200 - (r % 2) * 24}" height="8" rx="4" fill="${metal.light}" opacity=".9"/>`,
      ).join('') +
      `<polygon points="${starPoints(300, 170, 26, 15, 6)}" fill="${enamel[1]}" ${s}/>` +
      `<circle cx="200" cy="420" r="12" fill="${enamel[2]}"/><circle cx="400" cy="420" r="12" fill="${enamel[2]}"/>`;
  }
  return (
    `<path d="M300,40 L300,${shape === 'blessing' ? 90 : 100}" stroke="${metal.dark}" stroke-width="3"/><circle cx="300" cy="40" r="10" fill="none" stroke="${metal.dark}" stroke-width="4"/>` +
    shadow(ctx, 315, 300, 190, 190, 0.12) +
    body
  );
}

/** An icon: an arched panel with a gilded ground, a haloed figure in a blue mantle and red robe. */
export function icon(ctx: Ctx, frame: { metal?: Metal; wood?: Wood }, robe: [string, string]): string {
  const outer = 'M150,520 V210 C150,120 220,70 300,70 C380,70 450,120 450,210 V520Z';
  const inner = 'M178,494 V214 C178,140 236,98 300,98 C364,98 422,140 422,214 V494Z';
  const gold = ctx.linear(
    [
      [0, '#f3d27a'],
      [0.5, '#d9a93c'],
      [1, '#b88424'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const frameFill = frame.metal
    ? `<path d="${outer}" fill="${metalFill(ctx, frame.metal, false)}" stroke="${frame.metal.dark}" stroke-width="3"/>` +
      `<path d="${outer}" fill="none" stroke="${frame.metal.light}" stroke-width="6" stroke-dasharray="2 10" transform="translate(300 300) scale(.95) translate(-300 -300)"/>`
    : woodGrain(ctx, frame.wood!, { x: 150, y: 70, w: 300, h: 450 }, `<path d="${outer}"/>`, true);
  return (
    shadow(ctx, 310, 525, 170, 14, 0.28) +
    frameFill +
    `<path d="${inner}" fill="${gold}"/>` +
    `<circle cx="300" cy="215" r="66" fill="#f0c955" stroke="#a87b1e" stroke-width="3"/>` +
    `<circle cx="300" cy="215" r="56" fill="none" stroke="#a87b1e" stroke-width="2" stroke-dasharray="3 5"/>` +
    `<ellipse cx="300" cy="222" rx="32" ry="40" fill="#c9946a"/>` +
    `<path d="M300,170 C250,175 235,260 205,494 H395 C365,260 350,175 300,170Z M300,186 C272,190 268,230 268,258 C282,240 318,240 332,258 C332,230 328,190 300,186Z" fill="${robe[0]}" fill-rule="evenodd"/>` +
    `<path d="M268,300 C280,360 260,440 250,494 H350 C340,440 320,360 332,300 C320,290 280,290 268,300Z" fill="${robe[1]}"/>` +
    `<path d="M300,190 l4,10 l10,1 l-8,7 l3,10 l-9,-6 l-9,6 l3,-10 l-8,-7 l10,-1Z" fill="#f3d27a" transform="translate(-44 60) scale(.8)"/>` +
    `<path d="M250,494 C260,450 280,420 300,410 C320,420 340,450 350,494" fill="none" stroke="#f0c955" stroke-width="3"/>` +
    `<path d="${inner}" fill="${ctx.linear(
      [
        [0, '#fff', 0.18],
        [0.5, '#fff', 0],
        [1, '#000', 0.18],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`
  );
}

/** A rosary: a loop of beads, a centre medal and a cross hanging below. */
export function rosary(ctx: Ctx, bead: string, chain: Metal, cross: { metal?: Metal; wood?: Wood }): string {
  const beadFill = ctx.radial(
    [
      [0, lighten(bead, 0.6)],
      [0.5, bead],
      [1, darken(bead, 0.4)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  let beads = '';
  const n = 34;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2;
    const x = 300 + Math.cos(a) * 170;
    const y = 220 + Math.sin(a) * 130;
    if (Math.abs(a - Math.PI / 2) < 0.12) continue;
    const big = i % 11 === 0;
    beads += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${big ? 13 : 9}" fill="${beadFill}"/>`;
  }
  for (let i = 0; i < 4; i++)
    beads += `<circle cx="300" cy="${385 + i * 22}" r="${i === 0 ? 12 : 9}" fill="${beadFill}"/>`;
  const cf = cross.metal ? metalFill(ctx, cross.metal, false) : cross.wood!.base;
  return (
    shadow(ctx, 300, 540, 180, 12, 0.18) +
    `<ellipse cx="300" cy="220" rx="170" ry="130" fill="none" stroke="${chain.dark}" stroke-width="2"/>` +
    `<path d="M300,350 V470" stroke="${chain.dark}" stroke-width="2"/>` +
    beads +
    `<path d="M300,340 l22,10 v20 l-22,10 l-22,-10 v-20Z" fill="${metalFill(ctx, chain)}" stroke="${chain.dark}" stroke-width="2"/>` +
    `<path d="M292,470 h16 v26 h22 v16 h-22 v52 h-16 v-52 h-22 v-16 h22Z" fill="${cf}" stroke="${darken(cross.metal?.dark ?? cross.wood!.grain, 0.1)}" stroke-width="2"/>` +
    roundShade(ctx, '<rect x="270" y="470" width="60" height="94" fill="x"/>', 0.2)
  );
}

/** An incense burner with curls of smoke. */
export function incenseBurner(ctx: Ctx, metal: Metal, resin: string): string {
  const fill = metalFill(ctx, metal);
  let smoke = '';
  for (let i = 0; i < 3; i++)
    smoke += `<path d="M${290 + i * 10},230 C${250 + i * 30},180 ${340 - i * 20},150 ${300 + i * 8},110 C${270 + i * 10},80 ${320},60 ${300 + i * 12},30" fill="none" stroke="#9aa3ad" stroke-width="${8 - i * 2}" opacity=".${3 - i}" stroke-linecap="round" filter="${ctx.blur(3)}"/>`;
  let pebbles = '';
  for (let i = 0; i < 9; i++)
    pebbles += `<ellipse cx="${200 + i * 25}" cy="${470 + (i % 2) * 8}" rx="10" ry="7" fill="${resin}" opacity=".9"/>`;
  return (
    shadow(ctx, 300, 470, 150, 14, 0.25) +
    smoke +
    `<path d="M240,400 L220,450 M360,400 L380,450 M300,410 L300,455" stroke="${metal.dark}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${vesselPath(300, [
      [120, 260],
      [115, 320],
      [80, 390],
      [40, 410],
    ])}" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<path d="M190,262 C200,190 400,190 410,262Z" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    Array.from({ length: 6 }, (_, i) => `<circle cx="${225 + i * 30}" cy="238" r="6" fill="${metal.dark}"/>`).join('') +
    `<circle cx="300" cy="186" r="14" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<rect x="180" y="258" width="240" height="12" rx="6" fill="${metal.dark}"/>` +
    pebbles
  );
}
