import { darken, lighten, place, roundShade, shadow, starPoints, woodGrain, type Ctx, type Wood } from './kit.ts';

/** Bethlehem olive-wood carving: figures, nativity, boxes, Bibles, ornaments, plaques and tableware. */

const edge = (w: Wood, width = 2) =>
  `fill="none" stroke="${darken(w.base, 0.4)}" stroke-width="${width}" stroke-linejoin="round"`;

const figures = {
  camel:
    'M120,470 L128,360 C110,340 100,300 110,270 C90,250 92,200 120,180 L150,160 C160,150 178,152 182,166 L188,200 C192,230 186,260 200,280 C220,240 250,210 285,212 C305,180 345,170 368,200 C380,215 385,235 395,245 C420,240 440,260 450,290 C460,330 450,360 440,380 L448,470 L424,470 L416,390 C400,400 380,402 370,400 L372,470 L348,470 L342,396 C300,396 260,392 230,380 L226,470 L202,470 L196,370 C180,372 166,368 156,360 L148,470Z',
  dove: 'M110,300 C140,290 170,296 190,310 C210,250 270,200 340,190 C320,230 316,260 320,280 C360,250 420,240 480,250 C440,280 410,310 400,340 C420,345 450,350 470,365 C420,380 360,380 320,372 C280,400 220,410 180,380 C160,360 150,330 140,320 C130,318 118,310 110,300Z',
  angel:
    'M300,110 C330,110 345,135 340,160 C336,178 322,188 300,188 C278,188 264,178 260,160 C255,135 270,110 300,110Z M300,196 C340,196 360,230 366,270 C400,220 460,200 500,210 C480,260 440,300 380,320 C396,380 410,430 420,480 H180 C190,430 204,380 220,320 C160,300 120,260 100,210 C140,200 200,220 234,270 C240,230 260,196 300,196Z',
  shepherd:
    'M300,110 C326,110 340,132 336,156 C332,176 318,186 300,186 C282,186 268,176 264,156 C260,132 274,110 300,110Z M300,192 C340,194 356,240 362,300 C370,370 378,430 392,480 H208 C222,430 230,370 238,300 C244,240 260,194 300,192Z M380,120 C410,110 420,140 400,150 L386,480 L374,480 L388,150 C378,146 372,126 380,120Z',
};

export type FigureName = keyof typeof figures;

export function woodFigure(ctx: Ctx, wood: Wood, name: FigureName): string {
  const d = figures[name];
  return (
    shadow(ctx, 300, 485, 180, 16, 0.25) +
    woodGrain(
      ctx,
      wood,
      { x: 90, y: 100, w: 420, h: 390 },
      `<path d="${d}" fill-rule="evenodd"/>`,
      name !== 'camel' && name !== 'dove',
    ) +
    `<path d="${d}" ${edge(wood)}/>` +
    (name === 'camel'
      ? `<circle cx="150" cy="190" r="4" fill="${darken(wood.base, 0.6)}"/><path d="M300,230 C320,260 340,262 360,230" ${edge(wood, 3)}/>`
      : name === 'dove'
        ? `<circle cx="165" cy="305" r="4" fill="${darken(wood.base, 0.6)}"/><path d="M240,320 C280,300 330,300 360,320 M250,340 C290,324 330,326 360,340" ${edge(wood, 2)}/>`
        : `<path d="M260,300 C280,320 320,320 340,300 M250,380 C280,400 320,400 350,380" ${edge(wood, 2)}/>`)
  );
}

/** The Holy Family under a stable roof with the star above. */
export function nativity(ctx: Ctx, wood: Wood): string {
  const stable = 'M110,480 V250 L300,120 L490,250 V480 H450 V270 L300,170 L150,270 V480Z';
  const mary =
    'M215,480 C215,400 222,340 240,320 C226,300 228,270 252,266 C276,262 286,290 272,316 C292,340 300,420 300,480Z';
  const joseph =
    'M320,480 C320,400 330,320 356,300 C340,280 344,246 370,244 C396,244 402,276 386,298 C408,330 414,410 414,480Z';
  const crib = 'M250,480 L262,440 H338 L350,480Z';
  return (
    shadow(ctx, 300, 492, 220, 16, 0.25) +
    woodGrain(ctx, darkerWood(wood), { x: 100, y: 110, w: 400, h: 380 }, `<path d="${stable}"/>`) +
    `<path d="${stable}" ${edge(wood)}/>` +
    `<polygon points="${starPoints(300, 96, 26, 10, 8)}" fill="#e8c15a" stroke="#a07a1c" stroke-width="2"/>` +
    woodGrain(ctx, wood, { x: 200, y: 240, w: 230, h: 250 }, `<path d="${mary}"/><path d="${joseph}"/>`, true) +
    `<path d="${mary}" ${edge(wood)}/><path d="${joseph}" ${edge(wood)}/>` +
    woodGrain(
      ctx,
      lighterWood(wood),
      { x: 240, y: 420, w: 120, h: 70 },
      `<path d="${crib}"/><ellipse cx="300" cy="436" rx="26" ry="14"/>`,
    ) +
    `<path d="${crib}" ${edge(wood)}/>`
  );
}

function darkerWood(w: Wood): Wood {
  return { base: darken(w.base, 0.18), grain: darken(w.grain, 0.2), light: w.base };
}
function lighterWood(w: Wood): Wood {
  return { base: lighten(w.base, 0.15), grain: w.grain, light: lighten(w.light, 0.2) };
}

/** A lidded box in three-quarter view; the lid carries an inlay. */
export function box(ctx: Ctx, wood: Wood, inlay: 'cross' | 'star' | 'pearl' | 'plain'): string {
  const front = 'M120,280 L380,330 L380,470 L120,420Z';
  const side = 'M380,330 L490,270 L490,400 L380,470Z';
  const lid = 'M120,280 L230,220 L490,270 L380,330Z';
  const lidEdge = 'M120,280 L380,330 L380,350 L120,300Z';
  const deco =
    inlay === 'cross'
      ? `<path d="M300,252 L314,255 L310,270 L338,275 L335,288 L307,283 L302,306 L288,303 L293,280 L265,275 L268,262 L296,267Z" fill="${darken(wood.base, 0.35)}"/>`
      : inlay === 'star'
        ? `<g transform="matrix(1 .19 -.9 .5 300 275)"><polygon points="${starPoints(0, 0, 46, 27, 6)}" fill="none" stroke="${darken(wood.base, 0.4)}" stroke-width="6"/></g>`
        : inlay === 'pearl'
          ? `<ellipse cx="305" cy="274" rx="56" ry="22" fill="${ctx.linear(
              [
                [0, '#f6f3ff'],
                [0.5, '#d8e8f0'],
                [1, '#f3e0ea'],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 1 },
            )}" stroke="${darken(wood.base, 0.3)}" stroke-width="3"/>`
          : '';
  return (
    shadow(ctx, 310, 450, 210, 22, 0.28) +
    woodGrain(ctx, darkerWood(wood), { x: 370, y: 260, w: 130, h: 220 }, `<path d="${side}"/>`) +
    woodGrain(ctx, wood, { x: 110, y: 270, w: 280, h: 210 }, `<path d="${front}"/>`) +
    woodGrain(ctx, lighterWood(wood), { x: 110, y: 210, w: 390, h: 130 }, `<path d="${lid}"/>`) +
    `<path d="${lidEdge}" fill="${darken(wood.base, 0.2)}" opacity=".5"/>` +
    `<path d="${front}" ${edge(wood)}/><path d="${side}" ${edge(wood)}/><path d="${lid}" ${edge(wood)}/>` +
    deco +
    `<rect x="240" y="352" width="24" height="14" rx="3" fill="#c9a24a" transform="skewY(11)" opacity=".9"/>`
  );
}

/** A Bible with an olive-wood cover, standing at an angle. */
export function bible(ctx: Ctx, wood: Wood, inlay: 'cross' | 'menorah' | 'dove' | 'fish', spine: string): string {
  const cover = 'M200,110 L440,140 L440,490 L200,460Z';
  const pages = 'M440,140 L470,128 L470,478 L440,490Z';
  const spineD = 'M170,122 L200,110 L200,460 L170,472Z';
  const mark =
    inlay === 'cross'
      ? `<path d="M312,190 h18 v60 h40 v18 h-40 v110 h-18 v-110 h-40 v-18 h40Z" fill="${darken(wood.base, 0.38)}"/>`
      : inlay === 'menorah'
        ? [30, 60, 90]
            .map(
              (r) =>
                `<path d="M${321 - r},230 A${r},${r} 0 0 0 ${321 + r},230" fill="none" stroke="${darken(wood.base, 0.4)}" stroke-width="7"/>`,
            )
            .join('') + `<path d="M321,230 V380 M280,390 H362" stroke="${darken(wood.base, 0.4)}" stroke-width="8"/>`
        : inlay === 'fish'
          ? `<path d="M250,300 C290,250 360,250 390,300 C360,350 290,350 250,300Z M390,300 L420,270 M390,300 L420,330" fill="none" stroke="${darken(wood.base, 0.4)}" stroke-width="8"/>`
          : `<g transform="translate(320 300) scale(.45) translate(-300 -300)"><path d="${figures.dove}" fill="${darken(wood.base, 0.35)}"/></g>`;
  return (
    shadow(ctx, 330, 485, 170, 16, 0.28) +
    `<path d="${spineD}" fill="${spine}"/>` +
    `<path d="${pages}" fill="${ctx.linear(
      [
        [0, '#f1e8d4'],
        [1, '#d8ccb0'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M${445 + i * 4},${138 - i * 1.6} V${488 - i * 1.6}" stroke="#c4b592" stroke-width="1"/>`,
    ).join('') +
    woodGrain(ctx, wood, { x: 195, y: 105, w: 250, h: 390 }, `<path d="${cover}"/>`, true) +
    `<path d="${cover}" ${edge(wood)}/>` +
    `<path d="M214,128 L426,154 L426,472 L214,446Z" fill="none" stroke="${darken(wood.base, 0.3)}" stroke-width="3" opacity=".6"/>` +
    mark
  );
}

/** A flat olive-wood Christmas ornament (star, angel, bell, tree) on a red ribbon. */
export function woodOrnament(ctx: Ctx, wood: Wood, shape: 'star' | 'angel' | 'bell' | 'tree', ribbon: string): string {
  const shapes = {
    star: `<polygon points="${starPoints(300, 320, 170, 72, 5)}"/>`,
    angel: `<path transform="translate(300 320) scale(.7) translate(-300 -300)" d="${figures.angel}"/>`,
    bell: '<path d="M300,170 C360,170 380,220 384,290 C388,350 410,400 450,430 H150 C190,400 212,350 216,290 C220,220 240,170 300,170Z"/><circle cx="300" cy="456" r="24"/>',
    tree: '<path d="M300,150 L390,260 H350 L420,350 H370 L450,450 H150 L230,350 H180 L250,260 H210Z"/>',
  };
  const clip = shapes[shape];
  const outline = clip.replace(/\/>/g, ` ${edge(wood, 3)}/>`);
  return (
    shadow(ctx, 300, 520, 120, 12, 0.18) +
    `<path d="M300,40 V170" stroke="${ribbon}" stroke-width="5"/>` +
    `<path d="M300,60 C260,20 240,60 300,66 C360,60 340,20 300,60Z" fill="${ribbon}"/>` +
    `<g transform="translate(8 10)" opacity=".2">${clip.replace(/\/>/g, ' fill="#000"/>')}</g>` +
    woodGrain(ctx, wood, { x: 110, y: 140, w: 380, h: 360 }, clip) +
    outline +
    (shape === 'star' ? `<circle cx="300" cy="320" r="30" ${edge(wood, 3)}/>` : '')
  );
}

/** A wall plaque: olive wood framing a relief of the Jerusalem walls in cast poly-resin. */
export function plaque(ctx: Ctx, wood: Wood, relief: string): string {
  const outer = 'M130,120 H470 Q490,120 490,140 V460 Q490,480 470,480 H130 Q110,480 110,460 V140 Q110,120 130,120Z';
  const skyline =
    'M160,420 V330 H180 V315 H195 V330 H215 V300 H230 V330 H260 V320 C260,280 340,280 340,320 V330 H370 V295 H385 V310 H400 V330 H440 V420Z';
  return (
    shadow(ctx, 310, 492, 200, 14, 0.25) +
    woodGrain(ctx, wood, { x: 100, y: 110, w: 400, h: 380 }, `<path d="${outer}"/>`) +
    `<path d="${outer}" ${edge(wood)}/>` +
    `<rect x="150" y="160" width="300" height="280" rx="10" fill="${relief}"/>` +
    `<rect x="150" y="160" width="300" height="280" rx="10" fill="${ctx.linear(
      [
        [0, '#fff', 0.35],
        [1, '#000', 0.2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>` +
    `<path d="${skyline}" fill="${darken(relief, 0.18)}" stroke="${darken(relief, 0.35)}" stroke-width="2"/>` +
    `<path d="M262,318 C262,286 338,286 338,318Z" fill="${lighten(relief, 0.25)}"/>` +
    `<circle cx="380" cy="210" r="24" fill="${lighten(relief, 0.3)}"/>` +
    `<circle cx="300" cy="140" r="6" fill="${darken(wood.base, 0.5)}"/>`
  );
}

/** A turned olive-wood bowl with a pair of salad servers. */
export function woodBowl(ctx: Ctx, wood: Wood, servers: boolean): string {
  const body = 'M100,260 C105,380 190,440 300,440 C410,440 495,380 500,260Z';
  const server = (x: number, r: number) =>
    `<g transform="rotate(${r} ${x} 300)">` +
    woodGrain(
      ctx,
      lighterWood(wood),
      { x: x - 30, y: 90, w: 60, h: 260 },
      `<path d="M${x - 8},100 H${x + 8} V250 C${x + 30},260 ${x + 30},330 ${x},340 C${x - 30},330 ${x - 30},260 ${x - 8},250Z"/>`,
      true,
    ) +
    `</g>`;
  return (
    shadow(ctx, 300, 450, 190, 20, 0.28) +
    (servers ? server(250, -14) + server(350, 14) : '') +
    woodGrain(ctx, wood, { x: 90, y: 200, w: 420, h: 250 }, `<path d="${body}"/>`) +
    `<path d="${body}" ${edge(wood)}/>` +
    `<ellipse cx="300" cy="260" rx="200" ry="50" fill="${darken(wood.base, 0.15)}" stroke="${darken(wood.base, 0.4)}" stroke-width="2"/>` +
    woodGrain(
      ctx,
      darkerWood(wood),
      { x: 110, y: 214, w: 380, h: 94 },
      '<ellipse cx="300" cy="264" rx="182" ry="40"/>',
    ) +
    roundShade(ctx, `<path d="${body}" fill="x"/>`, 0.6)
  );
}

export { place };
