import {
  darken,
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
} from './kit.ts';
import { motif, type Glaze } from './motifs.ts';
import { printGraphic, skyline } from './textiles.ts';

/** Souvenirs and holiday items: prints, snow globes, flags, plush toys, ornaments, eggs, stationery and more. */

/** A framed print of the Old City at a chosen time of day. */
export function framedPrint(
  ctx: Ctx,
  sky: [string, string],
  hills: string,
  frame: { metal?: Metal; color?: string },
): string {
  const skyFill = ctx.linear([
    [0, sky[0]],
    [1, sky[1]],
  ]);
  const frameFill = frame.metal ? metalFill(ctx, frame.metal, false) : frame.color!;
  return (
    shadow(ctx, 312, 505, 200, 14, 0.26) +
    `<rect x="110" y="90" width="380" height="410" rx="6" fill="${frameFill}"/>` +
    `<rect x="110" y="90" width="380" height="410" rx="6" fill="${ctx.linear(
      [
        [0, '#fff', 0.25],
        [1, '#000', 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>` +
    `<rect x="140" y="120" width="320" height="350" fill="#f7f2e6"/>` +
    `<rect x="170" y="150" width="260" height="290" fill="${skyFill}"/>` +
    `<circle cx="370" cy="210" r="26" fill="${lighten(sky[1], 0.5)}" opacity=".9"/>` +
    `<path d="M170,360 C220,330 260,340 300,330 C350,320 390,335 430,325 V440 H170Z" fill="${hills}"/>` +
    skyline({ wall: '#d8c39a', dome: '#e3b341', tree: '#3f5e3a', accent: '#2f6f9f' }, 300, 390, 1.15) +
    `<rect x="170" y="414" width="260" height="26" fill="${darken(hills, 0.15)}"/>` +
    `<rect x="170" y="150" width="260" height="290" fill="none" stroke="#00000022" stroke-width="2"/>`
  );
}

export function snowGlobe(ctx: Ctx, base: string, sky: string): string {
  const clip = ctx.clip('<circle cx="300" cy="250" r="150"/>');
  let snow = '';
  for (let i = 0; i < 40; i++)
    snow += `<circle cx="${160 + ((i * 71) % 280)}" cy="${110 + ((i * 47) % 250)}" r="${2 + (i % 3)}" fill="#fff" opacity=".9"/>`;
  return (
    shadow(ctx, 300, 482, 150, 16, 0.3) +
    `<circle cx="300" cy="250" r="150" fill="${ctx.radial([
      [0, lighten(sky, 0.6)],
      [1, sky],
    ])}"/>` +
    `<g clip-path="${clip}">${skyline({ wall: '#e4d2ad', dome: '#e3b341', tree: '#3f5e3a', accent: '#2f6f9f' }, 300, 330, 1.2)}<rect x="140" y="354" width="320" height="60" fill="#f4f6f8"/>${snow}</g>` +
    `<circle cx="300" cy="250" r="150" fill="${ctx.radial(
      [
        [0, '#fff', 0],
        [0.8, '#fff', 0.08],
        [1, '#fff', 0.5],
      ],
      { fx: 0.35, fy: 0.3 },
    )}" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/>` +
    `<path d="M200,160 C230,130 270,115 300,112" stroke="#fff" stroke-width="10" opacity=".6" fill="none" stroke-linecap="round"/>` +
    `<path d="M170,380 L430,380 L460,470 L140,470Z" fill="${base}"/>` +
    `<path d="M170,380 L430,380 L460,470 L140,470Z" fill="${ctx.linear(
      [
        [0, '#fff', 0.25],
        [0.5, '#fff', 0],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    `<rect x="150" y="420" width="300" height="8" fill="${lighten(base, 0.3)}"/>`
  );
}

export type FlagName = 'israel' | 'armenia' | 'jerusalem' | 'christian';

export function flag(ctx: Ctx, name: FlagName): string {
  const wave = 'M160,110 C260,80 340,140 480,110 V330 C340,360 260,300 160,330Z';
  const clip = ctx.clip(`<path d="${wave}"/>`);
  let design = '';
  if (name === 'israel')
    design =
      `<rect x="150" y="60" width="340" height="300" fill="#ffffff"/><path d="M150,130 C260,100 340,160 490,130 V160 C340,190 260,130 150,160Z" fill="#1c4fb0"/><path d="M150,285 C260,255 340,315 490,285 V315 C340,345 260,285 150,315Z" fill="#1c4fb0"/>` +
      `<polygon points="${starPoints(320, 222, 46, 27, 6)}" fill="none" stroke="#1c4fb0" stroke-width="9" stroke-linejoin="round"/>`;
  else if (name === 'armenia') {
    // Three equal bands whose edges follow the wave of the cloth (its top edge runs from y = 110, its bottom 330).
    const band = (d: number, color: string) =>
      `<path d="M150,40 H490 V${110 + d} C340,${140 + d} 260,${80 + d} 150,${110 + d}Z" fill="${color}"/>`;
    design =
      `<rect x="150" y="60" width="340" height="300" fill="#f2a800"/>` + band(147, '#1e3f9e') + band(73, '#d7262b');
  } else if (name === 'jerusalem')
    design =
      `<rect x="150" y="60" width="340" height="300" fill="#ffffff"/><path d="M150,110 C260,80 340,140 490,110 V135 C340,165 260,105 150,135Z" fill="#1c4fb0"/><path d="M150,305 C260,275 340,335 490,305 V330 C340,360 260,300 150,330Z" fill="#1c4fb0"/>` +
      `<path d="M270,270 V180 C270,160 370,160 370,180 V270Z" fill="none" stroke="#1c4fb0" stroke-width="6"/>` +
      printGraphic('lion', '#1c4fb0', '#e3b341', 320, 230, 0.7);
  else
    design = `<rect x="150" y="60" width="340" height="300" fill="#ffffff"/><rect x="150" y="60" width="150" height="165" fill="#1e3f9e"/><path d="M215,115 h20 v30 h30 v20 h-30 v50 h-20 v-50 h-30 v-20 h30Z" fill="#d7262b"/>`;
  return (
    shadow(ctx, 250, 500, 120, 12, 0.22) +
    `<rect x="148" y="70" width="12" height="420" rx="5" fill="${metalFill(ctx, metals.brass)}"/>` +
    `<circle cx="154" cy="66" r="14" fill="${metalFill(ctx, metals.gold)}"/>` +
    `<g clip-path="${clip}">${design}</g>` +
    `<path d="${wave}" fill="${ctx.linear(
      [
        [0, '#000', 0.12],
        [0.3, '#fff', 0.22],
        [0.55, '#000', 0.12],
        [0.8, '#fff', 0.2],
        [1, '#000', 0.1],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    ''
  );
}

/** A plush camel (or lamb) with stitched details. */
export function plush(ctx: Ctx, animal: 'camel' | 'lamb', fur: string, accent: string): string {
  const rs = (m: string) => roundShade(ctx, m, 0.6);
  if (animal === 'lamb') {
    let curls = '';
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      curls += `<circle cx="${(300 + Math.cos(a) * 130).toFixed(1)}" cy="${(320 + Math.sin(a) * 95).toFixed(1)}" r="34" fill="${fur}"/>`;
    }
    return (
      shadow(ctx, 300, 480, 170, 16, 0.25) +
      `<rect x="200" y="380" width="40" height="90" rx="18" fill="${darken(fur, 0.5)}"/><rect x="360" y="380" width="40" height="90" rx="18" fill="${darken(fur, 0.5)}"/>` +
      curls +
      `<ellipse cx="300" cy="320" rx="130" ry="95" fill="${fur}"/>` +
      rs(`<ellipse cx="300" cy="320" rx="160" ry="125" fill="x"/>`) +
      `<ellipse cx="170" cy="230" rx="62" ry="70" fill="${darken(fur, 0.55)}"/>` +
      `<ellipse cx="120" cy="210" rx="30" ry="14" transform="rotate(-30 120 210)" fill="${darken(fur, 0.6)}"/>` +
      `<circle cx="150" cy="220" r="7" fill="#111"/><circle cx="190" cy="220" r="7" fill="#111"/>` +
      `<path d="M160,255 Q170,265 180,255" fill="none" stroke="#111" stroke-width="3"/>` +
      `<path d="M200,280 C230,300 250,300 270,290" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`
    );
  }
  return (
    shadow(ctx, 300, 480, 190, 16, 0.25) +
    [180, 230, 370, 420]
      .map((x) => `<rect x="${x - 16}" y="350" width="34" height="125" rx="16" fill="${darken(fur, 0.08)}"/>`)
      .join('') +
    `<path d="M150,330 C150,250 200,230 240,240 C260,170 320,170 330,230 C350,190 400,190 420,250 C450,260 460,300 450,340 C430,380 170,380 150,330Z" fill="${fur}"/>` +
    rs(
      '<path d="M150,330 C150,250 200,230 240,240 C260,170 320,170 330,230 C350,190 400,190 420,250 C450,260 460,300 450,340 C430,380 170,380 150,330Z" fill="x"/>',
    ) +
    `<path d="M180,290 C160,230 150,180 130,150 C120,130 150,110 175,120 L200,140 C190,190 200,240 215,280Z" fill="${fur}"/>` +
    `<ellipse cx="150" cy="128" rx="44" ry="30" fill="${fur}"/>` +
    `<circle cx="148" cy="118" r="6" fill="#111"/><path d="M112,136 Q122,144 132,138" fill="none" stroke="#111" stroke-width="3"/>` +
    `<ellipse cx="180" cy="104" rx="10" ry="16" fill="${darken(fur, 0.15)}"/>` +
    `<path d="M210,250 C260,240 320,250 350,240 L360,300 C320,310 260,300 210,310Z" fill="${accent}"/>` +
    `<path d="M210,268 C260,258 320,268 352,258 M212,290 C262,280 320,290 356,280" stroke="${lighten(accent, 0.5)}" stroke-width="4" fill="none" stroke-dasharray="6 6"/>` +
    `<path d="M450,300 C480,310 490,340 476,370" fill="none" stroke="${darken(fur, 0.2)}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** A glass Christmas bauble with a painted band. */
export function bauble(ctx: Ctx, color: string, band: string, pattern: 'stars' | 'snow' | 'bethlehem'): string {
  const clip = ctx.clip('<circle cx="300" cy="320" r="170"/>');
  let deco = `<rect x="120" y="290" width="360" height="60" fill="${band}"/>`;
  if (pattern === 'stars')
    for (let i = 0; i < 7; i++)
      deco += `<polygon points="${starPoints(150 + i * 50, 320, 16, 7, 5)}" fill="${color}"/>`;
  else if (pattern === 'snow')
    for (let i = 0; i < 6; i++)
      deco += `<g transform="translate(${155 + i * 58} 320)" stroke="${color}" stroke-width="3">${[0, 60, 120].map((a) => `<path d="M-16,0 H16" transform="rotate(${a})"/>`).join('')}</g>`;
  else
    deco +=
      skyline({ wall: color, dome: lighten(band, 0.5), tree: color }, 300, 338, 0.7) +
      `<polygon points="${starPoints(300, 200, 26, 10, 8)}" fill="${band}"/>`;
  return (
    shadow(ctx, 300, 505, 120, 12, 0.2) +
    `<path d="M300,40 V130" stroke="#b08a3a" stroke-width="3"/>` +
    `<path d="M300,110 C280,90 280,70 300,64 C320,70 320,90 300,110" fill="none" stroke="#b08a3a" stroke-width="3"/>` +
    `<rect x="268" y="130" width="64" height="34" rx="6" fill="${metalFill(ctx, metals.gold)}"/>` +
    `<circle cx="300" cy="320" r="170" fill="${color}"/>` +
    `<g clip-path="${clip}">${deco}</g>` +
    `<circle cx="300" cy="320" r="170" fill="${ctx.radial(
      [
        [0, '#fff', 0.55],
        [0.25, '#fff', 0.1],
        [0.8, '#000', 0.1],
        [1, '#000', 0.45],
      ],
      { fx: 0.32, fy: 0.28 },
    )}"/>` +
    `<ellipse cx="236" cy="236" rx="36" ry="22" transform="rotate(-40 236 236)" fill="#fff" opacity=".7"/>`
  );
}

/** A painted Easter egg on a small stand. */
export function easterEgg(ctx: Ctx, g: Glaze): string {
  const egg =
    'M300,100 C400,100 450,250 450,330 C450,420 385,480 300,480 C215,480 150,420 150,330 C150,250 200,100 300,100Z';
  const clip = ctx.clip(`<path d="${egg}"/>`);
  let bands = '';
  for (const y of [200, 300, 400])
    bands += `<rect x="140" y="${y - 14}" width="320" height="28" fill="${g.a}"/><path d="M140,${y} ${Array.from({ length: 16 }, (_, i) => `L${150 + i * 20},${y + (i % 2 ? -12 : 12)}`).join(' ')}" fill="none" stroke="${g.ground}" stroke-width="4"/>`;
  return (
    shadow(ctx, 300, 500, 110, 12, 0.26) +
    `<path d="${egg}" fill="${g.ground}"/>` +
    `<g clip-path="${clip}">${bands}<g transform="translate(300 350) scale(.9)">${motif('rosette', g)}</g><g transform="translate(300 250) scale(.8)">${motif('star', g)}</g></g>` +
    `<path d="${egg}" fill="${ctx.radial(
      [
        [0, '#fff', 0.5],
        [0.4, '#fff', 0],
        [1, '#000', 0.35],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/>` +
    `<path d="M230,470 L370,470 L390,500 L210,500Z" fill="${metalFill(ctx, metals.gold)}"/>`
  );
}

/** Bookmark, pen and notebook together. */
export function stationery(ctx: Ctx, cover: string, accent: string): string {
  return (
    shadow(ctx, 300, 480, 220, 16, 0.24) +
    `<g transform="rotate(-6 300 300)"><rect x="150" y="140" width="260" height="330" rx="10" fill="${cover}"/>` +
    `<rect x="150" y="140" width="24" height="330" fill="${darken(cover, 0.2)}"/>` +
    skyline({ wall: lighten(cover, 0.55), dome: accent, tree: lighten(cover, 0.35) }, 292, 320, 0.9) +
    `<rect x="376" y="140" width="14" height="330" fill="${accent}" opacity=".8"/>` +
    `<rect x="150" y="140" width="260" height="330" rx="10" fill="${ctx.linear(
      [
        [0, '#fff', 0.2],
        [1, '#000', 0.2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/></g>` +
    `<g transform="rotate(18 440 300)"><rect x="420" y="110" width="44" height="320" rx="4" fill="#f3ead6" stroke="#c9b68e" stroke-width="2"/><polygon points="${starPoints(442, 170, 14, 8, 6)}" fill="none" stroke="${accent}" stroke-width="3"/><path d="M442,430 V470" stroke="${accent}" stroke-width="4"/><circle cx="442" cy="476" r="8" fill="${accent}"/></g>` +
    `<g transform="rotate(-35 230 440)"><rect x="100" y="430" width="260" height="18" rx="9" fill="${metalFill(ctx, metals.silver)}"/><path d="M360,430 L392,439 L360,448Z" fill="#333"/><rect x="130" y="424" width="70" height="6" rx="3" fill="${accent}"/></g>`
  );
}

/** A fan of playing cards, backs decorated. */
export function playingCards(ctx: Ctx, back: string, accent: string): string {
  let cards = '';
  for (let i = 0; i < 5; i++) {
    const a = -30 + i * 15;
    cards +=
      `<g transform="rotate(${a} 300 470)"><rect x="220" y="170" width="160" height="240" rx="12" fill="#fffdf8" stroke="#c8c0b0" stroke-width="2"/>` +
      `<rect x="232" y="182" width="136" height="216" rx="8" fill="${back}"/>` +
      `<rect x="242" y="192" width="116" height="196" rx="6" fill="none" stroke="${accent}" stroke-width="3"/>` +
      (i === 4
        ? skyline({ wall: accent, dome: lighten(accent, 0.4), tree: accent }, 300, 310, 0.55)
        : `<polygon points="${starPoints(300, 290, 30, 18, 6)}" fill="none" stroke="${accent}" stroke-width="4"/>`) +
      `</g>`;
  }
  return shadow(ctx, 300, 460, 160, 16, 0.24) + cards;
}

export function shotGlasses(ctx: Ctx, band: string, art: 'skyline' | 'star' | 'olive'): string {
  const glass = (x: number, s: number) => {
    const d = vesselPath(x, [
      [70 * s, 200],
      [58 * s, 440],
    ]);
    return (
      `<path d="${d}" fill="#e9f1f5" fill-opacity=".55" stroke="#9fb3bf" stroke-width="2"/>` +
      `<rect x="${x - 62 * s}" y="${300}" width="${124 * s}" height="70" fill="${band}" opacity=".9"/>` +
      printGraphic(art, '#fff', lighten(band, 0.4), x, 335, 0.35) +
      `<ellipse cx="${x}" cy="200" rx="${70 * s}" ry="12" fill="none" stroke="#9fb3bf" stroke-width="2"/>` +
      `<rect x="${x - 62 * s}" y="410" width="${116 * s}" height="30" fill="#dfe9ee" opacity=".8"/>` +
      `<path d="M${x - 44 * s},220 L${x - 36 * s},420" stroke="#fff" stroke-width="8" opacity=".7"/>`
    );
  };
  return shadow(ctx, 300, 452, 200, 14, 0.22) + glass(205, 1) + glass(395, 1);
}

/** A collector's spoon and a small bell. */
export function spoonAndBell(ctx: Ctx, metal: Metal, enamel: string): string {
  const fill = metalFill(ctx, metal, false);
  return (
    shadow(ctx, 300, 480, 200, 14, 0.22) +
    `<g transform="rotate(-18 240 300)"><rect x="228" y="130" width="22" height="260" rx="10" fill="${fill}" stroke="${metal.dark}"/>` +
    `<ellipse cx="239" cy="420" rx="46" ry="64" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<circle cx="239" cy="122" r="30" fill="${enamel}" stroke="${metal.dark}" stroke-width="4"/>` +
    `<polygon points="${starPoints(239, 122, 16, 9, 6)}" fill="none" stroke="#fff" stroke-width="3"/></g>` +
    `<path d="M410,160 C450,160 460,200 462,250 C464,300 480,330 500,350 H320 C340,330 356,300 358,250 C360,200 370,160 410,160Z" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    `<rect x="398" y="126" width="24" height="36" rx="8" fill="${fill}" stroke="${metal.dark}"/>` +
    `<circle cx="410" cy="366" r="16" fill="${fill}" stroke="${metal.dark}"/>` +
    `<rect x="340" y="270" width="140" height="26" fill="${enamel}" opacity=".9"/>`
  );
}

/** A painted porcelain thimble beside an enamel lapel pin. */
export function thimbleAndPin(ctx: Ctx, g: Glaze, pinColor: string): string {
  const d = vesselPath(250, [
    [70, 210],
    [84, 300],
    [92, 420],
    [96, 430],
  ]);
  const clip = ctx.clip(`<path d="${d}"/>`);
  return (
    shadow(ctx, 300, 445, 210, 14, 0.24) +
    `<path d="${d}" fill="${g.ground}" stroke="${g.line}" stroke-opacity=".4" stroke-width="2"/>` +
    `<path d="M180,210 C180,150 320,150 320,210Z" fill="${g.ground}" stroke="${g.line}" stroke-opacity=".4" stroke-width="2"/>` +
    `<g clip-path="${clip}"><rect x="140" y="400" width="220" height="30" fill="${g.a}"/><g transform="translate(250 320) scale(1.2)">${motif('pomegranate', g)}</g></g>` +
    Array.from(
      { length: 18 },
      (_, i) =>
        `<circle cx="${205 + (i % 6) * 18}" cy="${170 + Math.floor(i / 6) * 12}" r="2.4" fill="${g.line}" opacity=".35"/>`,
    ).join('') +
    roundShade(ctx, `<path d="${d}" fill="x"/>`, 0.6) +
    `<g transform="rotate(10 430 350)"><rect x="370" y="310" width="120" height="84" rx="8" fill="${metalFill(ctx, metals.gold)}"/><rect x="378" y="318" width="104" height="68" rx="4" fill="${pinColor}"/>` +
    `<polygon points="${starPoints(430, 352, 20, 12, 6)}" fill="none" stroke="#fff" stroke-width="4"/></g>`
  );
}

/** A folded map of the Holy Land with a guidebook. */
export function mapAndBook(ctx: Ctx, cover: string): string {
  const panel = (x: number, skew: number, shade: number) =>
    `<path d="M${x},${150 + skew} L${x + 90},${150 - skew} L${x + 90},${450 - skew} L${x},${450 + skew}Z" fill="${darken('#e9e2c8', shade)}"/>`;
  return (
    shadow(ctx, 300, 480, 230, 14, 0.22) +
    panel(120, 10, 0) +
    panel(210, -10, 0.08) +
    panel(300, 10, 0) +
    panel(390, -10, 0.08) +
    `<path d="M120,160 C170,200 190,260 170,330 C160,380 190,420 220,440 L120,460Z" fill="#8fc0d8" opacity=".8"/>` +
    `<path d="M250,200 C300,240 330,220 380,260 C420,290 440,260 470,300" fill="none" stroke="#c0392b" stroke-width="4" stroke-dasharray="10 6"/>` +
    `<path d="M360,300 C370,340 360,380 380,420" fill="none" stroke="#2b7bb9" stroke-width="6"/>` +
    `<ellipse cx="385" cy="436" rx="14" ry="24" fill="#8fc0d8"/>` +
    `<circle cx="330" cy="280" r="8" fill="#c0392b"/>` +
    `<g transform="rotate(-8 220 380)"><rect x="120" y="300" width="190" height="160" rx="6" fill="${cover}"/>${skyline({ wall: lighten(cover, 0.6), dome: '#e3b341', tree: lighten(cover, 0.4) }, 215, 400, 0.6)}<rect x="120" y="300" width="190" height="160" rx="6" fill="${ctx.linear(
      [
        [0, '#fff', 0.2],
        [1, '#000', 0.2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/></g>`
  );
}

/** A carnival mask for Purim with a gragger (noisemaker). */
export function purimMask(ctx: Ctx, color: string, trim: string): string {
  const mask =
    'M120,250 C150,190 250,200 300,240 C350,200 450,190 480,250 C500,300 470,360 420,360 C370,360 340,320 300,320 C260,320 230,360 180,360 C130,360 100,300 120,250Z';
  let sequins = '';
  for (let i = 0; i < 40; i++)
    sequins += `<circle cx="${130 + ((i * 53) % 340)}" cy="${215 + ((i * 31) % 140)}" r="3" fill="${trim}" opacity=".8"/>`;
  const clip = ctx.clip(`<path d="${mask}"/>`);
  return (
    shadow(ctx, 300, 470, 200, 14, 0.24) +
    `<path d="M200,210 C160,120 200,70 240,60 M300,230 C300,140 320,90 360,70 M400,210 C430,140 470,110 500,110" fill="none" stroke="${trim}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${mask}" fill="${color}"/>` +
    `<g clip-path="${clip}">${sequins}</g>` +
    `<path d="M170,270 C190,250 230,250 250,272 C230,295 190,295 170,270Z M350,272 C370,250 410,250 430,270 C410,295 370,295 350,272Z" fill="#2a1a2a"/>` +
    `<path d="${mask}" fill="none" stroke="${trim}" stroke-width="6"/>` +
    `<path d="${mask}" fill="${ctx.linear(
      [
        [0, '#fff', 0.3],
        [0.5, '#fff', 0],
        [1, '#000', 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>` +
    `<g transform="rotate(25 430 420)"><rect x="410" y="380" width="20" height="110" rx="6" fill="#8a5a2b"/><rect x="380" y="330" width="80" height="60" rx="8" fill="${trim}"/><rect x="388" y="338" width="64" height="44" rx="5" fill="${color}"/></g>`
  );
}

/** A honey dish shaped like an apple, with a dipper, for Rosh Hashanah. */
export function honeyDish(ctx: Ctx, glass: string, metal: Metal): string {
  const apple =
    'M300,190 C340,150 430,150 450,240 C470,330 410,430 330,430 C315,430 305,424 300,420 C295,424 285,430 270,430 C190,430 130,330 150,240 C170,150 260,150 300,190Z';
  const clip = ctx.clip(`<path d="${apple}"/>`);
  return (
    shadow(ctx, 300, 450, 180, 16, 0.26) +
    `<rect x="120" y="420" width="360" height="22" rx="10" fill="${metalFill(ctx, metal)}"/>` +
    `<path d="${apple}" fill="${glass}" fill-opacity=".8" stroke="${darken(glass, 0.3)}" stroke-width="2"/>` +
    `<g clip-path="${clip}"><rect x="120" y="260" width="360" height="200" fill="${ctx.linear([
      [0, '#f5b731'],
      [1, '#b86a0e'],
    ])}" opacity=".95"/></g>` +
    `<path d="${apple}" fill="${ctx.radial(
      [
        [0, '#fff', 0.5],
        [0.4, '#fff', 0],
        [1, '#000', 0.25],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/>` +
    `<path d="M300,190 C300,160 310,140 330,120" fill="none" stroke="#5a3a1a" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M330,130 C360,100 400,110 410,130 C380,140 355,140 330,130Z" fill="#4f8a3a"/>` +
    `<g transform="rotate(30 380 260)"><rect x="372" y="110" width="14" height="220" rx="6" fill="${metalFill(ctx, metal)}"/>${Array.from({ length: 5 }, (_, i) => `<ellipse cx="379" cy="${300 + i * 9}" rx="20" ry="4" fill="${metal.base}"/>`).join('')}</g>`
  );
}

/** A Passover seder plate: six small bowls around a painted centre. */
export function sederPlate(ctx: Ctx, g: Glaze): string {
  let bowls = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const x = 300 + Math.cos(a) * 120;
    const y = 290 + Math.sin(a) * 120;
    bowls += `<circle cx="${x.toFixed(1)}" cy="${(y + 5).toFixed(1)}" r="44" fill="${darken(g.ground, 0.25)}"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="44" fill="${g.ground}" stroke="${g.a}" stroke-width="6"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="30" fill="${darken(g.ground, 0.08)}"/>`;
  }
  return (
    shadow(ctx, 310, 480, 200, 24, 0.26) +
    `<circle cx="300" cy="298" r="215" fill="${darken(g.ground, 0.22)}"/>` +
    `<circle cx="300" cy="290" r="215" fill="${g.ground}"/>` +
    `<circle cx="300" cy="290" r="200" fill="none" stroke="${g.a}" stroke-width="14"/>` +
    `<circle cx="300" cy="290" r="186" fill="none" stroke="${g.c}" stroke-width="3"/>` +
    bowls +
    `<g transform="translate(300 290) scale(.8)">${motif('star', g)}</g>` +
    roundShade(ctx, '<circle cx="300" cy="290" r="215" fill="x"/>', 0.45)
  );
}

/** A klezmer musician figurine with a fiddle. */
export function klezmer(ctx: Ctx, coat: string, instrument: 'violin' | 'clarinet'): string {
  return (
    shadow(ctx, 300, 490, 120, 14, 0.26) +
    `<path d="M230,480 C236,380 246,300 268,250 H332 C354,300 364,380 370,480Z" fill="${coat}"/>` +
    `<path d="M300,250 V480" stroke="${darken(coat, 0.3)}" stroke-width="3"/>` +
    `<circle cx="300" cy="205" r="48" fill="#e9c3a0"/>` +
    `<path d="M262,215 C262,280 338,280 338,215 C330,240 270,240 262,215Z" fill="#5a4030"/>` +
    `<rect x="246" y="148" width="108" height="16" rx="6" fill="#1d1d1d"/><rect x="266" y="108" width="68" height="46" rx="10" fill="#1d1d1d"/>` +
    `<circle cx="284" cy="200" r="4" fill="#222"/><circle cx="316" cy="200" r="4" fill="#222"/>` +
    (instrument === 'violin'
      ? `<g transform="rotate(-30 300 320)"><path d="M270,300 C250,300 250,330 265,340 C250,350 250,380 270,380 H330 C350,380 350,350 335,340 C350,330 350,300 330,300Z" fill="#a0522d" stroke="#5a2d12" stroke-width="2"/><rect x="292" y="220" width="16" height="90" fill="#3a2210"/></g><path d="M200,330 L420,260" stroke="#6b4a2a" stroke-width="4"/>`
      : `<g transform="rotate(20 300 330)"><rect x="290" y="250" width="20" height="180" rx="6" fill="#1f1f1f"/><path d="M286,430 L314,430 L326,460 L274,460Z" fill="#c8a24a"/></g>`) +
    `<ellipse cx="270" cy="330" rx="18" ry="14" fill="#e9c3a0"/><ellipse cx="338" cy="300" rx="18" ry="14" fill="#e9c3a0"/>` +
    `<path d="M230,480 C236,380 246,300 268,250 H332 C354,300 364,380 370,480Z" fill="${ctx.linear(
      [
        [0, '#fff', 0.18],
        [0.5, '#fff', 0],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`
  );
}

/** An etrog box for Sukkot: an oval lidded box with a citron beside it. */
export function etrogBox(ctx: Ctx, metal: Metal | null): string {
  const fill = metal ? metalFill(ctx, metal) : woods.olive.base;
  const body = vesselPath(260, [
    [130, 270],
    [135, 330],
    [120, 420],
    [100, 440],
  ]);
  return (
    shadow(ctx, 300, 452, 220, 16, 0.26) +
    (metal
      ? `<path d="${body}" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>`
      : woodGrain(ctx, woods.olive, { x: 120, y: 260, w: 280, h: 190 }, `<path d="${body}"/>`)) +
    `<path d="M130,270 C130,200 390,200 390,270Z" fill="${fill}" stroke="${metal?.dark ?? woods.olive.grain}" stroke-width="2"/>` +
    `<circle cx="260" cy="212" r="14" fill="${fill}" stroke="${metal?.dark ?? woods.olive.grain}" stroke-width="2"/>` +
    `<polygon points="${starPoints(260, 340, 30, 18, 6)}" fill="none" stroke="${metal?.dark ?? woods.olive.grain}" stroke-width="4"/>` +
    `<ellipse cx="430" cy="400" rx="70" ry="48" transform="rotate(-20 430 400)" fill="${ctx.radial(
      [
        [0, '#fff59a'],
        [0.6, '#e8c520'],
        [1, '#a98a0c'],
      ],
      { fx: 0.35, fy: 0.3 },
    )}"/>` +
    `<path d="M486,372 L500,362" stroke="#6b5a1a" stroke-width="5"/>`
  );
}

export { woods };
