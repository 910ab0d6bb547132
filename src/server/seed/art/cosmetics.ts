import {
  darken,
  lighten,
  metalFill,
  metals,
  place,
  roundShade,
  shadow,
  starPoints,
  vesselPath,
  type Ctx,
  type Metal,
} from './kit.ts';
import { motif, type Glaze } from './motifs.ts';

/** Anointing oil, biblical perfumes and Dead Sea cosmetics: bottles, jars, soaps, salts and gift boxes. */

/** A wave-and-sun emblem in place of a label's text. */
function emblem(color: string, x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<circle cx="0" cy="-8" r="12" fill="none" stroke="${color}" stroke-width="3"/>` +
    `<path d="M-30,10 Q-22,2 -15,10 T0,10 T15,10 T30,10 M-30,20 Q-22,12 -15,20 T0,20 T15,20 T30,20" fill="none" stroke="${color}" stroke-width="3"/>` +
    `</g>`
  );
}

/** Thin lines standing in for label text. */
function labelLines(color: string, x: number, y: number, w: number, rows: number): string {
  let out = '';
  for (let i = 0; i < rows; i++) {
    const ww = w * (i === 0 ? 1 : 0.7 - (i % 2) * 0.15);
    out += `<rect x="${x - ww / 2}" y="${y + i * 14}" width="${ww}" height="${i === 0 ? 7 : 4}" rx="2" fill="${color}" opacity="${i === 0 ? 0.9 : 0.6}"/>`;
  }
  return out;
}

export type BottleForm = 'flask' | 'tall' | 'decanter' | 'ceramic';

/** A glass bottle of oil or perfume with a cap or stopper and a tag on a cord. */
export function bottle(
  ctx: Ctx,
  form: BottleForm,
  liquid: string,
  cap: Metal,
  opts: { glaze?: Glaze; tag?: string } = {},
): string {
  const profiles: Record<BottleForm, [number, number][]> = {
    flask: [
      [26, 150],
      [26, 190],
      [95, 250],
      [110, 330],
      [100, 430],
      [90, 455],
    ],
    tall: [
      [22, 110],
      [22, 160],
      [60, 200],
      [66, 260],
      [66, 420],
      [62, 455],
    ],
    decanter: [
      [24, 150],
      [22, 190],
      [70, 230],
      [125, 320],
      [120, 410],
      [80, 455],
    ],
    ceramic: [
      [24, 140],
      [22, 180],
      [70, 230],
      [118, 310],
      [112, 400],
      [70, 455],
    ],
  };
  const d = vesselPath(300, profiles[form]);
  const neckTop = profiles[form][0]![1];
  const clip = ctx.clip(`<path d="${d}"/>`);
  const glassEdge = `stroke="${darken(liquid, 0.35)}" stroke-width="2" stroke-opacity=".5"`;
  const body =
    form === 'ceramic'
      ? `<path d="${d}" fill="${opts.glaze!.ground}" stroke="${opts.glaze!.line}" stroke-width="2" stroke-opacity=".5"/>` +
        `<g clip-path="${clip}"><rect x="150" y="225" width="300" height="22" fill="${opts.glaze!.a}"/><g transform="translate(300 335) scale(1.35)">${motif('pomegranate', opts.glaze!)}</g><rect x="150" y="420" width="300" height="14" fill="${opts.glaze!.a}"/></g>` +
        roundShade(ctx, `<path d="${d}" fill="x"/>`, 0.8)
      : `<path d="${d}" fill="${lighten(liquid, 0.82)}" fill-opacity=".55" ${glassEdge}/>` +
        `<g clip-path="${clip}"><rect x="150" y="${form === 'tall' ? 215 : 250}" width="300" height="260" fill="${ctx.linear(
          [
            [0, lighten(liquid, 0.2)],
            [1, darken(liquid, 0.25)],
          ],
        )}" opacity=".92"/>` +
        `<rect x="150" y="${form === 'tall' ? 215 : 250}" width="300" height="6" fill="${lighten(liquid, 0.45)}"/></g>` +
        `<path d="M${form === 'tall' ? 255 : 228},${form === 'tall' ? 215 : 265} C${form === 'tall' ? 250 : 216},330 ${form === 'tall' ? 252 : 220},390 ${form === 'tall' ? 260 : 232},430" fill="none" stroke="#fff" stroke-width="9" opacity=".55" stroke-linecap="round"/>` +
        (form === 'decanter'
          ? `<g clip-path="${clip}" opacity=".35">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${170 + i * 52},220 L${150 + i * 52},460" stroke="#fff" stroke-width="3"/>`).join('')}</g>`
          : '');
  const capMarkup =
    form === 'decanter'
      ? `<path d="M300,${neckTop - 70} C330,${neckTop - 70} 338,${neckTop - 30} 300,${neckTop - 6} C262,${neckTop - 30} 270,${neckTop - 70} 300,${neckTop - 70}Z" fill="${lighten(liquid, 0.7)}" fill-opacity=".8" ${glassEdge}/>` +
        `<rect x="284" y="${neckTop - 10}" width="32" height="16" rx="4" fill="${metalFill(ctx, cap)}"/>`
      : `<rect x="${272}" y="${neckTop - 46}" width="56" height="52" rx="8" fill="${metalFill(ctx, cap)}" stroke="${cap.dark}" stroke-width="2"/>` +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<rect x="${278 + i * 10}" y="${neckTop - 42}" width="3" height="44" fill="${cap.dark}" opacity=".35"/>`,
        ).join('');
  const tag = opts.tag
    ? `<path d="M300,${neckTop + 10} C340,${neckTop + 30} 370,${neckTop + 40} 390,${neckTop + 70}" fill="none" stroke="#8a6a3a" stroke-width="2"/>` +
      `<g transform="rotate(16 400 ${neckTop + 100})"><rect x="366" y="${neckTop + 70}" width="70" height="96" rx="6" fill="${opts.tag}" stroke="${darken(opts.tag, 0.3)}" stroke-width="2"/>` +
      `<circle cx="401" cy="${neckTop + 82}" r="5" fill="#fff"/>` +
      `<polygon points="${starPoints(401, neckTop + 116, 16, 9, 6)}" fill="none" stroke="${darken(opts.tag, 0.5)}" stroke-width="2.5"/>` +
      labelLines(darken(opts.tag, 0.5), 401, neckTop + 140, 40, 2) +
      `</g>`
    : '';
  return shadow(ctx, 305, 462, 130, 16, 0.28) + body + capMarkup + tag;
}

/** A jar of cream, mud mask or salt seen from the front, with a label band. */
export function jar(
  ctx: Ctx,
  colors: { body: string; lid: string; label: string; ink: string },
  fill: 'cream' | 'salt' | 'mud',
): string {
  const glass = fill !== 'cream';
  const bodyFill = glass ? lighten(colors.body, 0.85) : colors.body;
  const contents =
    fill === 'salt'
      ? Array.from({ length: 60 }, (_, i) => {
          const x = 185 + ((i * 37) % 230);
          const y = 260 + ((i * 53) % 190);
          return `<rect x="${x}" y="${y}" width="${10 + (i % 4) * 3}" height="${8 + (i % 3) * 3}" transform="rotate(${(i * 29) % 90} ${x} ${y})" fill="${i % 5 ? '#ffffff' : '#dbe7ee'}" opacity=".95"/>`;
        }).join('')
      : fill === 'mud'
        ? `<rect x="170" y="250" width="260" height="220" fill="${ctx.linear([
            [0, '#4a3f36'],
            [1, '#1f1a16'],
          ])}"/>`
        : '';
  const clip = ctx.clip('<rect x="170" y="220" width="260" height="240" rx="26"/>');
  return (
    shadow(ctx, 305, 468, 160, 18, 0.3) +
    `<rect x="170" y="220" width="260" height="240" rx="26" fill="${bodyFill}" ${glass ? 'fill-opacity=".6"' : ''} stroke="${darken(colors.body, 0.25)}" stroke-width="2"/>` +
    `<g clip-path="${clip}">${contents}</g>` +
    `<rect x="170" y="290" width="260" height="110" fill="${colors.label}"/>` +
    emblem(colors.ink, 300, 330, 1.3) +
    labelLines(colors.ink, 300, 366, 120, 2) +
    `<rect x="170" y="220" width="260" height="240" rx="26" fill="${ctx.linear(
      [
        [0, '#000', 0.2],
        [0.3, '#fff', 0.35],
        [0.5, '#fff', 0.05],
        [1, '#000', 0.28],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    `<rect x="160" y="160" width="280" height="72" rx="14" fill="${colors.lid}"/>` +
    `<rect x="160" y="160" width="280" height="72" rx="14" fill="${ctx.linear(
      [
        [0, '#000', 0.2],
        [0.3, '#fff', 0.4],
        [0.55, '#fff', 0.05],
        [1, '#000', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    Array.from(
      { length: 20 },
      (_, i) => `<rect x="${170 + i * 13.5}" y="166" width="2" height="60" fill="#000" opacity=".08"/>`,
    ).join('')
  );
}

/** A stack of soap bars with an embossed oval. */
export function soaps(ctx: Ctx, colors: string[]): string {
  const bar = (x: number, y: number, c: string, w = 220, h = 70, depth = 60) => {
    const top = `M${x},${y} L${x + w},${y} L${x + w + depth * 0.6},${y - depth * 0.5} L${x + depth * 0.6},${y - depth * 0.5}Z`;
    const front = `M${x},${y} L${x + w},${y} L${x + w},${y + h} L${x},${y + h}Z`;
    const side = `M${x + w},${y} L${x + w + depth * 0.6},${y - depth * 0.5} L${x + w + depth * 0.6},${y + h - depth * 0.5} L${x + w},${y + h}Z`;
    return (
      `<path d="${front}" fill="${c}"/>` +
      `<path d="${side}" fill="${darken(c, 0.2)}"/>` +
      `<path d="${top}" fill="${lighten(c, 0.15)}"/>` +
      `<ellipse cx="${x + w / 2 + depth * 0.3}" cy="${y - depth * 0.25}" rx="${w * 0.3}" ry="${depth * 0.16}" fill="none" stroke="${darken(c, 0.15)}" stroke-width="3"/>` +
      emblem(darken(c, 0.25), x + w / 2, y + h / 2 - 4, 0.7)
    );
  };
  return (
    shadow(ctx, 320, 470, 200, 18, 0.3) +
    bar(150, 390, colors[0]!) +
    bar(170, 310, colors[1] ?? colors[0]!) +
    bar(140, 230, colors[2] ?? colors[0]!) +
    `<path d="M330,200 C360,150 420,150 440,190" fill="none" stroke="#6b8f4e" stroke-width="5"/>` +
    `<ellipse cx="420" cy="170" rx="30" ry="12" transform="rotate(-20 420 170)" fill="#7aa25a"/><ellipse cx="370" cy="168" rx="26" ry="10" transform="rotate(20 370 168)" fill="#6b8f4e"/>`
  );
}

/** A small squeeze tube, used inside gift sets. */
function tube(c: { body: string; cap: string; ink: string }): string {
  return (
    `<path d="M250,120 H350 L340,400 H260Z" fill="${c.body}" stroke="${darken(c.body, 0.25)}" stroke-width="2"/>` +
    `<rect x="270" y="400" width="60" height="50" rx="6" fill="${c.cap}"/>` +
    `<rect x="248" y="112" width="104" height="14" rx="3" fill="${darken(c.body, 0.12)}"/>` +
    emblem(c.ink, 300, 240, 1) +
    labelLines(c.ink, 300, 280, 60, 3)
  );
}

/** An open gift box holding several items side by side. */
export function giftBox(ctx: Ctx, boxColor: string, items: string[]): string {
  const inner = lighten(boxColor, 0.7);
  const slots = items.length;
  const w = 400 / slots;
  const content = items
    .map((markup, i) => place(markup, 100 + w * i + w / 2, 300, Math.min(0.55, (w / 260) * 1.05)))
    .join('');
  return (
    shadow(ctx, 305, 470, 230, 20, 0.3) +
    `<path d="M70,200 L530,200 L510,460 L90,460Z" fill="${boxColor}"/>` +
    `<path d="M90,215 L510,215 L495,440 L105,440Z" fill="${inner}"/>` +
    `<path d="M90,215 L510,215 L495,440 L105,440Z" fill="${ctx.linear([
      [0, '#000', 0.25],
      [0.3, '#000', 0],
    ])}"/>` +
    content +
    `<path d="M70,380 L530,380 L510,460 L90,460Z" fill="${boxColor}"/>` +
    `<path d="M70,380 L530,380" stroke="${lighten(boxColor, 0.3)}" stroke-width="3"/>` +
    `<rect x="270" y="380" width="60" height="80" fill="${darken(boxColor, 0.25)}"/>` +
    `<path d="M300,400 C260,370 230,400 270,410 M300,400 C340,370 370,400 330,410" fill="none" stroke="${lighten(boxColor, 0.5)}" stroke-width="6"/>`
  );
}

export const giftItems = {
  oil: (ctx: Ctx) => bottle(ctx, 'flask', '#d9a520', metals.gold),
  water: (ctx: Ctx) => bottle(ctx, 'tall', '#7fb8d8', metals.silver),
  candle: (_ctx: Ctx) =>
    `<rect x="250" y="150" width="100" height="300" rx="10" fill="#f7f1e1" stroke="#d8ccb0" stroke-width="2"/><rect x="250" y="150" width="30" height="300" fill="#fff" opacity=".7"/><path d="M300,150 V128" stroke="#333" stroke-width="4"/>`,
  earth: (ctx: Ctx) =>
    jar(ctx, { body: '#d8c7a0', lid: '#7b5b3a', label: '#f3ead7', ink: '#7b5b3a' }, 'salt').replace(
      /#ffffff|#dbe7ee/g,
      '#9b7b52',
    ),
  cream: (ctx: Ctx) => jar(ctx, { body: '#f5f1ea', lid: '#1f3b5c', label: '#ffffff', ink: '#1f3b5c' }, 'cream'),
  mud: (ctx: Ctx) => jar(ctx, { body: '#3a302a', lid: '#c9a24a', label: '#1d1915', ink: '#c9a24a' }, 'mud'),
  tube: () => tube({ body: '#e9f2f5', cap: '#2b6b8f', ink: '#2b6b8f' }),
  soap: (ctx: Ctx) => soaps(ctx, ['#3b3b3b']),
};
