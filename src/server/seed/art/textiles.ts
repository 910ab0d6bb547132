import { darken, lighten, shadow, starPoints, type Ctx } from './kit.ts';

/** Clothing and textiles: t-shirts, kippot, tallitot, caps, scarves, bags, ties, cloths and patches. */

/** A stylised skyline of the Old City: walls with crenellations, a golden dome, a tower and cypresses. */
export function skyline(
  colors: { wall: string; dome: string; tree: string; accent?: string },
  x: number,
  y: number,
  s = 1,
): string {
  let crenels = '';
  for (let i = 0; i < 20; i++)
    crenels += `<rect x="${-100 + i * 10}" y="-6" width="6" height="8" fill="${colors.wall}"/>`;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-70,-10 V-58 H-56 V-70 H-44 V-58 H-32 V-10Z" fill="${colors.wall}"/>` +
    `<path d="M-20,-10 V-42 H40 V-10Z" fill="${colors.accent ?? colors.wall}"/>` +
    `<path d="M-14,-42 C-14,-84 34,-84 34,-42Z" fill="${colors.dome}"/>` +
    `<path d="M10,-84 V-94" stroke="${colors.dome}" stroke-width="3"/>` +
    `<path d="M60,-10 V-64 L68,-76 L76,-64 V-10Z" fill="${colors.wall}"/>` +
    `<path d="M-88,-10 C-96,-36 -92,-60 -86,-70 C-80,-60 -76,-36 -84,-10Z" fill="${colors.tree}"/>` +
    `<path d="M92,-10 C84,-34 88,-56 94,-66 C100,-56 104,-34 96,-10Z" fill="${colors.tree}"/>` +
    `<rect x="-100" y="-10" width="200" height="34" fill="${colors.wall}"/>` +
    crenels +
    `<path d="M-8,24 V8 C-8,-4 8,-4 8,8 V24Z" fill="${colors.accent ?? darken(colors.wall, 0.3)}" opacity=".8"/>` +
    `</g>`
  );
}

export type PrintName = 'skyline' | 'star' | 'pomegranate' | 'olive' | 'lion';

export function printGraphic(name: PrintName, ink: string, accent: string, x: number, y: number, s = 1): string {
  switch (name) {
    case 'skyline':
      return skyline({ wall: ink, dome: accent, tree: ink }, x, y + 20, s);
    case 'star':
      return `<polygon points="${starPoints(x, y, 60 * s, 35 * s, 6)}" fill="none" stroke="${ink}" stroke-width="${9 * s}" stroke-linejoin="round"/><circle cx="${x}" cy="${y}" r="${14 * s}" fill="${accent}"/>`;
    case 'pomegranate':
      return `<g transform="translate(${x} ${y}) scale(${s * 1.6})"><path d="M-10,-24 L-15,-38 L-6,-31 L0,-42 L6,-31 L15,-38 L10,-24Z" fill="${ink}"/><circle cx="0" cy="4" r="30" fill="${ink}"/><circle cx="0" cy="6" r="14" fill="${accent}"/></g>`;
    case 'olive':
      return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70,40 C-20,10 30,-10 70,-50" fill="none" stroke="${ink}" stroke-width="5"/>${[-50, -20, 10, 40].map((t, i) => `<ellipse cx="${t}" cy="${20 - i * 22 + (i % 2 ? -14 : 14)}" rx="22" ry="8" transform="rotate(${i % 2 ? -50 : -10} ${t} ${20 - i * 22 + (i % 2 ? -14 : 14)})" fill="${ink}"/>`).join('')}<circle cx="-5" cy="8" r="8" fill="${accent}"/><circle cx="32" cy="-22" r="8" fill="${accent}"/></g>`;
    case 'lion':
      return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="-20" cy="-20" r="34" fill="${accent}"/><circle cx="-20" cy="-20" r="20" fill="${ink}"/><path d="M0,-10 C30,-20 60,-10 64,20 L70,50 H56 L50,26 H10 L4,50 H-10 L-6,10 C-10,0 -6,-6 0,-10Z M64,14 C80,0 88,-10 84,-24" fill="${ink}"/></g>`;
  }
}

export function tshirt(ctx: Ctx, color: string, print: PrintName, ink: string, accent: string): string {
  const d =
    'M220,110 C240,128 270,138 300,138 C330,138 360,128 380,110 L470,150 L520,250 L455,282 L430,236 L430,480 C380,492 220,492 170,480 L170,236 L145,282 L80,250 L130,150Z';
  return (
    shadow(ctx, 300, 494, 180, 14, 0.22) +
    `<path d="${d}" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="2"/>` +
    `<path d="M220,110 C240,140 270,152 300,152 C330,152 360,140 380,110" fill="none" stroke="${darken(color, 0.18)}" stroke-width="10"/>` +
    `<path d="M170,236 L160,180 M430,236 L440,180" stroke="${darken(color, 0.12)}" stroke-width="3" fill="none"/>` +
    printGraphic(print, ink, accent, 300, 300, 1.05) +
    `<path d="${d}" fill="${ctx.linear(
      [
        [0, '#fff', 0.18],
        [0.5, '#fff', 0],
        [1, '#000', 0.16],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>` +
    `<path d="M230,300 C250,330 240,400 250,460 M370,280 C360,340 372,400 360,470" stroke="#000" stroke-width="6" opacity=".05" fill="none"/>`
  );
}

/** A knitted or velvet kippa on a stand, seen from the side. */
export function kippa(ctx: Ctx, base: string, bands: string[], knitted: boolean): string {
  const dome = 'M120,360 C120,220 200,170 300,170 C400,170 480,220 480,360 C420,380 180,380 120,360Z';
  const clip = ctx.clip(`<path d="${dome}"/>`);
  let pattern = '';
  bands.forEach((b, i) => {
    const r = 60 + i * 50;
    pattern += `<ellipse cx="300" cy="175" rx="${r * 1.6}" ry="${r}" fill="none" stroke="${b}" stroke-width="18"/>`;
  });
  if (knitted)
    for (let i = 0; i < 30; i++)
      pattern += `<path d="M${110 + i * 13},170 l6,8 l6,-8" transform="translate(0 ${(i % 3) * 40 + 40})" fill="none" stroke="${lighten(base, 0.35)}" stroke-width="2" opacity=".5"/>`;
  return (
    shadow(ctx, 300, 390, 200, 18, 0.3) +
    `<path d="${dome}" fill="${base}"/>` +
    `<g clip-path="${clip}">${pattern}${knitted ? Array.from({ length: 40 }, (_, i) => `<path d="M100,${180 + i * 5} H500" stroke="#000" stroke-width="1" opacity=".06"/>`).join('') : ''}</g>` +
    `<path d="${dome}" fill="${ctx.radial(
      [
        [0, '#fff', knitted ? 0.25 : 0.45],
        [0.5, '#fff', 0],
        [1, '#000', 0.35],
      ],
      { cx: 0.4, cy: 0.3, r: 0.7 },
    )}"/>` +
    `<path d="M120,360 C180,380 420,380 480,360" fill="none" stroke="${darken(base, 0.3)}" stroke-width="6"/>`
  );
}

/** A folded prayer shawl: white wool, stripes, an embroidered neckband and fringes at the corners. */
export function tallit(ctx: Ctx, ground: string, stripe: string, atara: string): string {
  const body = 'M110,170 L490,140 L500,420 L100,450Z';
  const clip = ctx.clip(`<path d="${body}"/>`);
  let stripes = '';
  for (const y of [230, 260, 380, 410])
    stripes += `<path d="M90,${y + 10} L510,${y - 20}" stroke="${stripe}" stroke-width="${y === 260 || y === 380 ? 8 : 16}"/>`;
  let fringe = '';
  for (const [x, y] of [
    [104, 450],
    [500, 420],
  ]) {
    for (let i = 0; i < 8; i++)
      fringe += `<path d="M${x! + i * 3 - 10},${y} C${x! + i * 4 - 14},${y! + 30} ${x! + i * 5 - 20},${y! + 50} ${x! + i * 6 - 24},${y! + 70}" fill="none" stroke="#f4f1e8" stroke-width="3"/>`;
    fringe += `<path d="M${x! - 12},${y! + 4} h28" stroke="${darken(ground, 0.2)}" stroke-width="6"/>`;
  }
  return (
    shadow(ctx, 300, 470, 220, 20, 0.28) +
    `<path d="M100,450 L500,420 L505,440 L104,470Z" fill="${darken(ground, 0.12)}"/>` +
    `<path d="${body}" fill="${ground}"/>` +
    `<g clip-path="${clip}">${stripes}${Array.from({ length: 60 }, (_, i) => `<path d="M${90 + i * 7},130 L${100 + i * 7},460" stroke="#000" stroke-width="1" opacity=".035"/>`).join('')}</g>` +
    `<path d="M180,165 L420,146 L424,196 L184,216Z" fill="${atara}"/>` +
    `<g opacity=".8">${Array.from({ length: 11 }, (_, i) => `<path d="M${196 + i * 21},${188 - i * 1.6} l8,-12 l8,12 l-8,12Z" fill="none" stroke="${lighten(atara, 0.6)}" stroke-width="2"/>`).join('')}</g>` +
    fringe +
    `<path d="${body}" fill="${ctx.linear(
      [
        [0, '#fff', 0.2],
        [0.6, '#fff', 0],
        [1, '#000', 0.15],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`
  );
}

export function cap(ctx: Ctx, color: string, emblem: string): string {
  const crown = 'M150,330 C150,200 230,140 320,140 C410,140 470,210 470,320 C400,340 220,345 150,330Z';
  return (
    shadow(ctx, 300, 430, 210, 18, 0.28) +
    `<path d="M140,330 C120,360 90,400 110,420 C200,440 330,410 360,360 Z" fill="${darken(color, 0.12)}"/>` +
    `<path d="${crown}" fill="${color}"/>` +
    `<path d="M320,140 C300,200 290,270 300,338 M320,140 C380,190 410,260 420,330 M320,140 C250,180 210,250 200,336" fill="none" stroke="${darken(color, 0.2)}" stroke-width="3"/>` +
    `<circle cx="320" cy="142" r="10" fill="${darken(color, 0.15)}"/>` +
    printGraphic('star', emblem, lighten(emblem, 0.3), 240, 260, 0.55) +
    `<path d="${crown}" fill="${ctx.radial(
      [
        [0, '#fff', 0.3],
        [0.5, '#fff', 0],
        [1, '#000', 0.3],
      ],
      { cx: 0.35, cy: 0.3, r: 0.8 },
    )}"/>`
  );
}

/** A scarf hung over a wooden rail, its two ends falling side by side, with a woven pattern and fringes. */
export function scarf(
  ctx: Ctx,
  ground: string,
  pattern: string,
  accent: string,
  style: 'stripes' | 'diamonds' | 'paisley',
): string {
  const back = 'M196,150 H330 L338,460 Q268,470 200,462Z';
  const front = 'M280,150 H414 Q410,300 420,430 Q352,446 286,438 Q292,300 280,150Z';
  const patternFor = (x0: number) => {
    let p = '';
    if (style === 'stripes')
      for (let i = 0; i < 7; i++)
        p += `<rect x="${x0 + 8 + i * 20}" y="140" width="${i % 3 ? 6 : 10}" height="340" fill="${i % 3 ? pattern : accent}" opacity=".9"/>`;
    else if (style === 'diamonds')
      for (let r = 0; r < 9; r++)
        for (let c = 0; c < 4; c++)
          p += `<path d="M${x0 + 18 + c * 36 + (r % 2) * 18},${160 + r * 36} l13,17 l-13,17 l-13,-17Z" fill="${(r + c) % 3 ? pattern : accent}"/>`;
    else
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 3; c++) {
          const x = x0 + 22 + c * 44 + (r % 2) * 18;
          const y = 170 + r * 50;
          p += `<path d="M${x},${y} c18,-18 36,0 27,18 c-7,14 -27,18 -32,7 c-4,-9 7,-13 11,-5" fill="none" stroke="${(r + c) % 2 ? pattern : accent}" stroke-width="5"/>`;
        }
    return p;
  };
  const fringe = (x0: number, x1: number, y: number) => {
    let out = '';
    for (let x = x0 + 4; x < x1; x += 7)
      out += `<path d="M${x},${y} q2,14 -1,26" fill="none" stroke="${darken(ground, 0.12)}" stroke-width="3" stroke-linecap="round"/>`;
    return out;
  };
  const panel = (d: string, x0: number, shadeTo: number) =>
    `<path d="${d}" fill="${ground}"/><g clip-path="${ctx.clip(`<path d="${d}"/>`)}">${patternFor(x0)}</g>` +
    `<path d="${d}" fill="${ctx.linear(
      [
        [0, '#000', 0.22],
        [0.12, '#fff', 0.12],
        [0.5, '#fff', 0],
        [1, '#000', shadeTo],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}"/>` +
    `<path d="${d}" fill="none" stroke="${darken(ground, 0.25)}" stroke-width="1.5"/>`;
  return (
    shadow(ctx, 305, 508, 150, 12, 0.18) +
    `<path d="M300,70 q0,-22 18,-22 q18,0 18,18" fill="none" stroke="#8a8f96" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M300,70 L300,96" stroke="#8a8f96" stroke-width="6"/>` +
    `<path d="M150,140 Q300,90 450,140" fill="none" stroke="#7a5530" stroke-width="12" stroke-linecap="round"/>` +
    fringe(200, 338, 462) +
    panel(back, 196, 0.15) +
    fringe(286, 420, 438) +
    panel(front, 280, 0.1) +
    `<path d="M190,150 Q300,118 420,150 L414,168 Q300,140 196,168Z" fill="${darken(ground, 0.15)}"/>`
  );
}

/** A tote or purse with a cross-stitch band. */
export function bag(ctx: Ctx, ground: string, stitch: string[], form: 'tote' | 'purse' | 'wallet'): string {
  const body =
    form === 'tote'
      ? 'M140,200 H460 L480,470 H120Z'
      : form === 'purse'
        ? 'M150,250 C150,220 450,220 450,250 L470,440 C470,465 130,465 130,440Z'
        : 'M140,230 H460 Q480,230 480,250 V430 Q480,450 460,450 H140 Q120,450 120,430 V250 Q120,230 140,230Z';
  const clip = ctx.clip(`<path d="${body}"/>`);
  let band = '';
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 26; c++) {
      const on = ((c + r) % 4 === 0 || (c - r + 40) % 4 === 0) && r !== 2 ? 1 : r === 2 && c % 2 === 0 ? 1 : 0;
      if (on)
        band += `<path d="M${122 + c * 14},${300 + r * 14} l10,10 M${132 + c * 14},${300 + r * 14} l-10,10" stroke="${stitch[(c + r) % stitch.length]}" stroke-width="3"/>`;
    }
  const handles =
    form === 'tote'
      ? `<path d="M200,205 C200,90 270,90 270,205 M330,205 C330,90 400,90 400,205" fill="none" stroke="${darken(ground, 0.3)}" stroke-width="14"/>`
      : form === 'purse'
        ? `<path d="M200,235 C200,120 400,120 400,235" fill="none" stroke="${darken(ground, 0.3)}" stroke-width="10"/><rect x="150" y="222" width="300" height="14" rx="6" fill="#c9a24a"/>`
        : '';
  return (
    shadow(ctx, 300, 478, 190, 16, 0.26) +
    handles +
    `<path d="${body}" fill="${ground}"/>` +
    `<g clip-path="${clip}">${band}${form === 'wallet' ? `<path d="M120,300 H480" stroke="${darken(ground, 0.25)}" stroke-width="3"/>` : ''}</g>` +
    `<path d="${body}" fill="none" stroke="${darken(ground, 0.3)}" stroke-width="3" stroke-dasharray="${form === 'wallet' ? '8 6' : 'none'}"/>` +
    `<path d="${body}" fill="${ctx.linear(
      [
        [0, '#fff', 0.2],
        [0.6, '#fff', 0],
        [1, '#000', 0.22],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`
  );
}

export function tie(ctx: Ctx, ground: string, pattern: string, motifKind: 'stripes' | 'stars' | 'dots'): string {
  const d = 'M270,90 H330 L320,150 L370,400 L300,490 L230,400 L280,150Z';
  const clip = ctx.clip(`<path d="${d}"/>`);
  let p = '';
  if (motifKind === 'stripes')
    for (let i = -10; i < 20; i++)
      p += `<path d="M${150 + i * 30},80 L${450 + i * 30},500" stroke="${pattern}" stroke-width="9"/>`;
  else if (motifKind === 'stars')
    for (let r = 0; r < 12; r++)
      for (let c = 0; c < 5; c++)
        p += `<polygon points="${starPoints(230 + c * 36 + (r % 2) * 18, 110 + r * 34, 10, 6, 6)}" fill="${pattern}"/>`;
  else
    for (let r = 0; r < 14; r++)
      for (let c = 0; c < 6; c++)
        p += `<circle cx="${222 + c * 30 + (r % 2) * 15}" cy="${100 + r * 30}" r="5" fill="${pattern}"/>`;
  return (
    shadow(ctx, 300, 500, 90, 10, 0.2) +
    `<path d="${d}" fill="${ground}"/>` +
    `<g clip-path="${clip}">${p}</g>` +
    `<path d="M270,90 H330 L320,150 H280Z" fill="${darken(ground, 0.15)}"/>` +
    `<path d="${d}" fill="${ctx.linear(
      [
        [0, '#fff', 0.25],
        [0.5, '#fff', 0],
        [1, '#000', 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`
  );
}

/** A square cloth (challah cover, matzah cover, tablecloth) with an embroidered border and centre. */
export function cloth(
  ctx: Ctx,
  ground: string,
  thread: string,
  accent: string,
  centre: 'star' | 'pomegranate' | 'grapes',
): string {
  const body = 'M120,130 L490,110 L500,470 L110,490Z';
  let border = '';
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    border += `<path d="M${140 + t * 330},${138 - t * 18} l8,10 l8,-10" fill="none" stroke="${thread}" stroke-width="3"/>`;
    border += `<path d="M${130 + t * 350},${462 - t * 18} l8,-10 l8,10" fill="none" stroke="${thread}" stroke-width="3"/>`;
  }
  const c =
    centre === 'star'
      ? `<polygon points="${starPoints(305, 300, 90, 52, 6)}" fill="none" stroke="${thread}" stroke-width="8"/><polygon points="${starPoints(305, 300, 40, 24, 6)}" fill="${accent}"/>`
      : centre === 'pomegranate'
        ? printGraphic('pomegranate', thread, accent, 305, 300, 1.3)
        : `<g transform="translate(305 300) scale(2.2)">${Array.from({ length: 10 }, (_, i) => {
            const row = i < 4 ? 0 : i < 7 ? 1 : i < 9 ? 2 : 3;
            const idx = [0, 4, 7, 9][row]!;
            const n = [4, 3, 2, 1][row]!;
            return `<circle cx="${(i - idx - (n - 1) / 2) * 10}" cy="${row * 9 - 10}" r="5" fill="${thread}"/>`;
          }).join('')}<path d="M0,-16 C6,-30 20,-30 24,-22" fill="none" stroke="${accent}" stroke-width="3"/></g>`;
  let fringe = '';
  for (let i = 0; i < 30; i++)
    fringe += `<path d="M${112 + i * 13},${490 - i * 0.7} v16" stroke="${darken(ground, 0.15)}" stroke-width="2"/>`;
  return (
    shadow(ctx, 305, 500, 210, 16, 0.24) +
    `<path d="${body}" fill="${ground}"/>` +
    `<path d="M150,160 L460,144 L468,440 L142,456Z" fill="none" stroke="${accent}" stroke-width="4"/>` +
    border +
    c +
    fringe +
    `<path d="${body}" fill="${ctx.linear(
      [
        [0, '#fff', 0.25],
        [0.6, '#fff', 0],
        [1, '#000', 0.18],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`
  );
}

export function patch(ctx: Ctx, ground: string, border: string, art: PrintName, ink: string, accent: string): string {
  let stitches = '';
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    stitches += `<path d="M${(300 + Math.cos(a) * 168).toFixed(1)},${(290 + Math.sin(a) * 168).toFixed(1)} L${(300 + Math.cos(a) * 184).toFixed(1)},${(290 + Math.sin(a) * 184).toFixed(1)}" stroke="${lighten(border, 0.3)}" stroke-width="3"/>`;
  }
  return (
    shadow(ctx, 305, 480, 170, 14, 0.24) +
    `<circle cx="300" cy="296" r="190" fill="${darken(border, 0.2)}"/>` +
    `<circle cx="300" cy="290" r="190" fill="${border}"/>` +
    stitches +
    `<circle cx="300" cy="290" r="160" fill="${ground}"/>` +
    printGraphic(art, ink, accent, 300, 290, 1.2) +
    `<circle cx="300" cy="290" r="190" fill="${ctx.radial(
      [
        [0, '#fff', 0.25],
        [0.6, '#fff', 0],
        [1, '#000', 0.25],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/>`
  );
}
