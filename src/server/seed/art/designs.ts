import * as ce from './ceramics.ts';
import * as co from './cosmetics.ts';
import * as je from './jewelry.ts';
import {
  backdrops,
  darken,
  metalFill,
  metals,
  place,
  shadow,
  vesselPath,
  woods,
  type Backdrop,
  type Ctx,
  type Metal,
} from './kit.ts';
import { glazes, type Glaze, type MotifName } from './motifs.ts';
import * as re from './religious.ts';
import * as so from './souvenirs.ts';
import * as te from './textiles.ts';
import * as wo from './wood.ts';

/**
 * The pool of product pictures: for each kind of goods a handful of variants. A variant knows the colour and
 * material it shows and what it depicts (tags: keys into content/seed/vocabulary.json, e.g. motif: 'pomegranate'),
 * so a product named "cobalt pomegranate bowl" gets a picture of exactly that, in every language.
 * Colours are values of content/colors.json, materials entries of materials.json.
 */
export interface Variant {
  color: string;
  material: string | null;
  /** What the picture shows, by vocabulary group: motif, metal, gem, style, … → key. */
  tags: Record<string, string>;
  backdrop: Backdrop;
  draw(ctx: Ctx): string;
}

const bd = Object.values(backdrops);
const backdropAt = (i: number) => bd[i % bd.length]!;

const glazeColors: Record<keyof typeof glazes, string> = {
  cobalt: 'blue',
  turquoise: 'turquoise',
  pomegranate: 'red',
  meadow: 'green',
  midnight: 'navy',
  sunrise: 'orange',
};

type GlazeName = keyof typeof glazes;

/** Ceramic variants: one per (glaze, motif) pair. */
function ceramic(
  pairs: [GlazeName, MotifName][],
  draw: (ctx: Ctx, g: Glaze, m: MotifName) => string,
  material = 'Ceramic',
  offset = 0,
): Variant[] {
  return pairs.map(([glaze, m], i) => ({
    color: glazeColors[glaze],
    material,
    tags: { motif: m, glaze },
    backdrop: backdropAt(i + offset),
    draw: (ctx) => draw(ctx, glazes[glaze], m),
  }));
}

const fivePairs: [GlazeName, MotifName][] = [
  ['cobalt', 'pomegranate'],
  ['turquoise', 'bird'],
  ['pomegranate', 'tulip'],
  ['meadow', 'grapes'],
  ['midnight', 'peacock'],
];
const fourPairs: [GlazeName, MotifName][] = [
  ['cobalt', 'bird'],
  ['turquoise', 'pomegranate'],
  ['pomegranate', 'rosette'],
  ['meadow', 'cypress'],
];

const metalInfo = {
  silver: { color: 'silver', material: 'Silver', tag: 'sterling-silver' },
  gold: { color: 'gold', material: 'Gold', tag: 'gold-plated' },
  brass: { color: 'gold', material: 'Bronze', tag: 'brass' },
  copper: { color: 'orange', material: 'Copper', tag: 'copper' },
  pewter: { color: 'gray', material: 'Metal', tag: 'pewter' },
} satisfies Record<keyof typeof metals, { color: string; material: string; tag: string }>;

type MetalName = keyof typeof metals;

function metallic(
  names: MetalName[],
  draw: (ctx: Ctx, m: Metal, i: number) => string,
  extra: (i: number) => Record<string, string> = () => ({}),
  offset = 0,
): Variant[] {
  return names.map((name, i) => ({
    color: metalInfo[name].color,
    material: metalInfo[name].material,
    tags: { metal: metalInfo[name].tag, ...extra(i) },
    backdrop: backdropAt(i + offset),
    draw: (ctx) => draw(ctx, metals[name], i),
  }));
}

const woodColors = {
  olive: 'brown',
  honey: 'beige',
  dark: 'brown',
  pale: 'beige',
} satisfies Record<keyof typeof woods, string>;
type WoodName = keyof typeof woods;

function wooden(
  names: WoodName[],
  draw: (ctx: Ctx, w: (typeof woods)[WoodName], i: number) => string,
  extra: (i: number) => Record<string, string> = () => ({}),
): Variant[] {
  return names.map((name, i) => ({
    color: woodColors[name],
    material: 'Wood',
    tags: { wood: name, ...extra(i) },
    backdrop: backdropAt(i + 2),
    draw: (ctx) => draw(ctx, woods[name], i),
  }));
}

function plain(
  list: { color: string; material: string | null; tags?: Record<string, string>; draw: (ctx: Ctx) => string }[],
  offset = 0,
): Variant[] {
  return list.map((v, i) => ({ tags: {}, ...v, backdrop: backdropAt(i + offset) }));
}

const skylineArt = (wall: string) =>
  te.skyline({ wall, dome: '#d9a520', tree: '#3f6b3a', accent: '#2f6f9f' }, 0, 30, 1.1);

function washingCup(ctx: Ctx, metal: Metal): string {
  const fill = metalFill(ctx, metal);
  const body = vesselPath(300, [
    [110, 160],
    [100, 300],
    [90, 420],
    [96, 450],
  ]);
  return (
    shadow(ctx, 305, 460, 150, 16, 0.28) +
    `<path d="M200,200 C120,200 120,330 205,330 M400,200 C480,200 480,330 395,330" fill="none" stroke="${metal.dark}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M200,200 C120,200 120,330 205,330 M400,200 C480,200 480,330 395,330" fill="none" stroke="${fill}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${body}" fill="${fill}" stroke="${metal.dark}" stroke-width="2"/>` +
    Array.from(
      { length: 40 },
      (_, i) =>
        `<circle cx="${215 + (i % 8) * 24}" cy="${190 + Math.floor(i / 8) * 50}" r="6" fill="${metal.light}" opacity=".35"/>`,
    ).join('') +
    `<ellipse cx="300" cy="160" rx="110" ry="20" fill="${darken(metal.base, 0.35)}" stroke="${metal.dark}" stroke-width="2"/>`
  );
}

export const designs = {
  // ---------- Armenian ceramics ----------
  'ceramic-bowl': ceramic(fivePairs, (c, g, m) => ce.bowl(c, g, m)),
  'ceramic-bowl-lidded': ceramic(fourPairs, (c, g, m) => ce.bowl(c, g, m, { lid: true, deep: 0.9 }), 'Ceramic', 1),
  'ceramic-plate': ceramic(
    [
      ['turquoise', 'bird'],
      ['cobalt', 'pomegranate'],
      ['midnight', 'peacock'],
      ['pomegranate', 'rosette'],
      ['meadow', 'fish'],
    ],
    (c, g, m) => ce.plate(c, g, m, { rim: m === 'rosette' ? 'scallop' : m === 'fish' ? 'dots' : 'sprig' }),
  ),
  'ceramic-small-plate': ceramic(fourPairs, (c, g, m) => ce.plate(c, g, m, { r: 150, rim: 'dots' }), 'Ceramic', 2),
  'dish-oval': ceramic(fourPairs, (c, g, m) => ce.dish(c, g, m, 'oval')),
  'dish-rect': ceramic(fivePairs.slice(0, 4), (c, g, m) => ce.dish(c, g, m, 'rect'), 'Ceramic', 1),
  'dish-square': ceramic(fourPairs, (c, g, m) => ce.dish(c, g, m, 'square'), 'Ceramic', 2),
  'dish-triangle': ceramic(fourPairs, (c, g, m) => ce.dish(c, g, m, 'triangle'), 'Ceramic', 3),
  'dish-fish': ceramic(
    [
      ['pomegranate', 'fish'],
      ['cobalt', 'fish'],
      ['turquoise', 'fish'],
      ['meadow', 'fish'],
    ],
    (c, g, m) => ce.dish(c, g, m, 'fish'),
  ),
  'dish-heart': ceramic(fourPairs, (c, g, m) => ce.dish(c, g, m, 'heart'), 'Ceramic', 4),
  'dish-hamsa': ceramic(
    [
      ['turquoise', 'pomegranate'],
      ['cobalt', 'bird'],
      ['pomegranate', 'tulip'],
      ['midnight', 'rosette'],
    ],
    (c, g, m) => ce.dish(c, g, m, 'hamsa'),
  ),
  'dish-leaf': ceramic(fourPairs, (c, g, m) => ce.dish(c, g, m, 'leaf'), 'Ceramic', 5),
  'ceramic-tile': ceramic(
    [
      ['meadow', 'cypress'],
      ['cobalt', 'bird'],
      ['pomegranate', 'pomegranate'],
      ['midnight', 'peacock'],
      ['turquoise', 'rosette'],
    ],
    (c, g, m) => ce.tile(c, g, m),
  ),
  'ceramic-judaica': ceramic(
    [
      ['cobalt', 'star'],
      ['turquoise', 'star'],
      ['pomegranate', 'star'],
      ['midnight', 'star'],
    ],
    (c, g, m) => ce.tile(c, g, m),
    'Ceramic',
    3,
  ),
  'ceramic-vase': ceramic(fivePairs.slice(1).concat([['cobalt', 'peacock']]), (c, g, m) => ce.vase(c, g, m)),
  'ceramic-jug': ceramic(
    [
      ['sunrise', 'grapes'],
      ['cobalt', 'pomegranate'],
      ['turquoise', 'tulip'],
      ['pomegranate', 'bird'],
    ],
    (c, g, m) => ce.vase(c, g, m, { jug: true }),
  ),
  'ceramic-mug': ceramic(
    [
      ['midnight', 'pomegranate'],
      ['cobalt', 'bird'],
      ['turquoise', 'tulip'],
      ['pomegranate', 'grapes'],
      ['meadow', 'cypress'],
    ],
    (c, g, m) => ce.mug(c, g, m, { coffee: m === 'pomegranate' || m === 'cypress' }),
  ),
  'jerusalem-mug': [
    ['cobalt', '#e9d3a6'],
    ['midnight', '#e9d3a6'],
    ['pomegranate', '#d8b68a'],
    ['turquoise', '#e9d3a6'],
  ].map(([glaze, wall], i) => ({
    color: glazeColors[glaze as GlazeName],
    material: 'Ceramic',
    tags: { motif: 'skyline', glaze: glaze! },
    backdrop: backdropAt(i + 1),
    draw: (ctx: Ctx) => ce.mug(ctx, glazes[glaze as GlazeName], 'star', { art: skylineArt(wall!) }),
  })),
  'jerusalem-plate': [
    ['cobalt', '#e2c48e'],
    ['turquoise', '#d9b987'],
    ['pomegranate', '#e2c48e'],
    ['meadow', '#d9b987'],
  ].map(([glaze, wall], i) => ({
    color: glazeColors[glaze as GlazeName],
    material: 'Ceramic',
    tags: { motif: 'skyline', glaze: glaze! },
    backdrop: backdropAt(i + 3),
    draw: (ctx: Ctx) =>
      ce.plate(ctx, glazes[glaze as GlazeName], 'star', {
        art: te.skyline(
          { wall: wall!, dome: '#d9a520', tree: '#3f6b3a', accent: glazes[glaze as GlazeName].a },
          0,
          40,
          1.25,
        ),
      }),
  })),
  'ceramic-teapot': ceramic(fourPairs, (c, g, m) => ce.teapot(c, g, m === 'cypress' ? 'grapes' : m)),
  'ceramic-goblet': ceramic(fourPairs, (c, g, m) => ce.goblet(c, g, m)),
  'ceramic-pomegranate': ceramic(
    [
      ['cobalt', 'bird'],
      ['turquoise', 'peacock'],
      ['pomegranate', 'tulip'],
      ['midnight', 'pomegranate'],
    ],
    (c, g, m) => ce.pomegranateFigure(c, g, m),
  ),
  'ceramic-candle-holder': ceramic(fourPairs, (c, g, m) => ce.candleHolder(c, g, m === 'cypress' ? 'tulip' : m)),
  'ceramic-ornament': ceramic(fourPairs, (c, g, m) =>
    ce.hangingOrnament(c, g, m, m === 'pomegranate' || m === 'cypress' ? 'heart' : 'disc'),
  ),
  'ceramic-mirror': ceramic(fourPairs, (c, g) => ce.mirror(c, g)),
  'ceramic-table': ceramic(fourPairs, (c, g, m) => ce.tileTable(c, g, m === 'cypress' ? 'rosette' : m)),
  'tableware-set': ceramic(fourPairs, (c, g, m) => ce.tablewareSet(c, g, m === 'cypress' ? 'pomegranate' : m)),
  'ceramic-magnets': ceramic(fourPairs, (c, g, m) =>
    ce.trio([
      ce.tile(c, g, m, { size: 300 }),
      ce.tile(c, g, 'pomegranate', { size: 300 }),
      ce.tile(c, g, 'bird', { size: 300 }),
    ]),
  ),
  'ceramic-coasters': ceramic(
    fourPairs,
    (c, g, m) =>
      ce.trio([
        ce.tile(c, g, 'rosette', { size: 320, tilt: -4 }),
        ce.tile(c, g, m, { size: 320 }),
        ce.tile(c, g, 'tulip', { size: 320, tilt: 5 }),
      ]),
    'Ceramic',
    2,
  ),
  'salt-pepper': ceramic(
    fourPairs,
    (c, g, m) =>
      place(ce.vase(c, g, m === 'cypress' ? 'tulip' : m), 220, 320, 0.62) +
      place(ce.vase(c, g, 'tulip'), 380, 320, 0.62),
  ),

  // ---------- Judaica and Christian ----------
  'cross-wood': wooden(
    ['olive', 'honey', 'dark', 'pale'],
    (c, w, i) =>
      re.crossWood(c, w, (['latin', 'jerusalem', 'armenian', 'budded'] as const)[i]!, i % 2 ? null : '#f1eef8'),
    (i) => ({
      style: ['latin', 'jerusalem', 'armenian', 'budded'][i]!,
    }),
  ),
  'cross-metal': metallic(
    ['silver', 'gold', 'silver', 'gold'],
    (c, m, i) =>
      re.crossMetal(
        c,
        m,
        (['latin', 'jerusalem', 'armenian', 'budded'] as const)[i]!,
        i === 0 ? '#2a7fbf' : i === 3 ? '#a3192c' : null,
      ),
    (i) => ({
      style: ['latin', 'jerusalem', 'armenian', 'budded'][i]!,
    }),
  ),
  menorah: metallic(['brass', 'silver', 'gold', 'copper'], (c, m) => re.menorah(c, m, 7, null)),
  hanukkiah: metallic(
    ['silver', 'brass', 'gold', 'pewter'],
    (c, m, i) =>
      re.menorah(
        c,
        m,
        9,
        [['#2a62b8', '#f1f1f1'], ['#f4efe2'], ['#d83a3a', '#f2c230', '#2a62b8'], ['#f4efe2', '#7fb0e0']][i]!,
      ),
    undefined,
    1,
  ),
  mezuzah: [
    {
      fill: '#1f4e9c',
      accent: '#e3b341',
      metal: metals.silver,
      pattern: 'star',
      color: 'blue',
      material: 'Metal',
      tags: { finish: 'blue-enamel' },
    },
    {
      fill: '#f3efe6',
      accent: '#2a62b8',
      metal: metals.gold,
      pattern: 'pomegranate',
      color: 'white',
      material: 'Stone',
      tags: { finish: 'jerusalem-stone' },
    },
    {
      fill: '#1f9a9a',
      accent: '#f3efe6',
      metal: metals.silver,
      pattern: 'bands',
      color: 'turquoise',
      material: 'Metal',
      tags: { finish: 'turquoise-enamel' },
    },
    {
      fill: '#7a1f2b',
      accent: '#e3b341',
      metal: metals.gold,
      pattern: 'star',
      color: 'maroon',
      material: 'Metal',
      tags: { finish: 'ruby-enamel' },
    },
  ].map((v, i) => ({
    color: v.color,
    material: v.material,
    tags: v.tags,
    backdrop: backdropAt(i),
    draw: (ctx: Ctx) => re.mezuzah(ctx, v, v.pattern as 'star' | 'pomegranate' | 'bands'),
  })),
  shofar: plain([
    {
      color: 'beige',
      material: null,
      tags: { horn: 'ram', finish: 'natural' },
      draw: (c) => re.shofar(c, ['#f1e3c4', '#d9b784', '#8a5a2b']),
    },
    {
      color: 'brown',
      material: null,
      tags: { horn: 'ram', finish: 'polished-dark' },
      draw: (c) => re.shofar(c, ['#c9a06a', '#8a5a2b', '#3e2713']),
    },
    {
      color: '#C2B280',
      material: null,
      tags: { horn: 'kudu', finish: 'natural' },
      draw: (c) => re.shofar(c, ['#efe1c0', '#c8a874', '#6b4526'], { long: true }),
    },
    {
      color: 'silver',
      material: 'Silver',
      tags: { horn: 'ram', finish: 'silver-plated' },
      draw: (c) => re.shofar(c, ['#f1e3c4', '#d3ae78', '#7a4f26'], { silver: true }),
    },
    {
      color: 'brown',
      material: 'Wood',
      tags: { horn: 'ram', finish: 'olive-wood-stand' },
      draw: (c) => re.shofar(c, ['#ecdcb8', '#caa571', '#7a4f26'], { stand: true }),
    },
  ]),
  torah: plain([
    { color: 'beige', material: 'Paper', tags: { mantle: 'parchment' }, draw: (c) => re.torah(c, woods.olive, null) },
    {
      color: 'navy',
      material: 'Textile',
      tags: { mantle: 'navy-velvet' },
      draw: (c) => re.torah(c, woods.dark, '#1d2e5c'),
    },
    {
      color: 'maroon',
      material: 'Textile',
      tags: { mantle: 'burgundy-velvet' },
      draw: (c) => re.torah(c, woods.honey, '#6e1a2a'),
    },
    {
      color: 'white',
      material: 'Textile',
      tags: { mantle: 'white-satin' },
      draw: (c) => re.torah(c, woods.pale, '#f2efe8'),
    },
  ]),
  dreidel: plain(
    [
      {
        color: 'blue',
        material: 'Wood',
        tags: { finish: 'hand-painted-wood' },
        draw: (c) => re.dreidel(c, ['#2a62b8', '#e3b341'], metals.gold, woods.pale),
      },
      {
        color: 'silver',
        material: 'Metal',
        tags: { finish: 'silver-plated' },
        draw: (c) => re.dreidel(c, ['#c7ccd3', '#9aa0a6'], metals.silver, null),
      },
      {
        color: 'red',
        material: 'Wood',
        tags: { finish: 'painted-wood' },
        draw: (c) => re.dreidel(c, ['#c43a32', '#2a62b8'], metals.gold, woods.pale),
      },
      {
        color: 'turquoise',
        material: 'Ceramic',
        tags: { finish: 'ceramic' },
        draw: (c) => re.dreidel(c, ['#1f9a9a', '#1f4e9c'], metals.gold, null),
      },
    ],
    2,
  ),
  candlesticks: metallic(['silver', 'brass', 'gold', 'pewter'], (c, m) => re.candlesticks(c, m)),
  'kiddush-cup': metallic(['silver', 'gold', 'copper', 'pewter'], (c, _m, i) =>
    ce.goblet(c, null, 'rosette', (['silver', 'gold', 'copper', 'pewter'] as const)[i]!),
  ),
  'wine-set': metallic(
    ['silver', 'gold', 'silver', 'brass'],
    (c, m, i) =>
      `<ellipse cx="300" cy="470" rx="230" ry="34" fill="${metalFill(c, m)}"/>` +
      place(co.bottle(c, 'decanter', i % 2 ? '#6e1a2a' : '#8a1f35', m), 210, 300, 0.85) +
      place(ce.goblet(c, null, 'rosette', (['silver', 'gold', 'silver', 'brass'] as const)[i]!), 400, 330, 0.7),
    undefined,
    2,
  ),
  'washing-cup': metallic(['silver', 'copper', 'brass', 'pewter'], (c, m) => washingCup(c, m)),
  'wall-hamsa': metallic(
    ['silver', 'gold', 'pewter', 'brass'],
    (c, m, i) =>
      re.wallHanging(
        c,
        m,
        [
          ['#1f9a9a', '#1f4e9c', '#c3382c'],
          ['#1f4e9c', '#1f9a9a', '#e3b341'],
          ['#c3382c', '#1f4e9c', '#f2c230'],
          ['#3f7f3a', '#1f4e9c', '#c3382c'],
        ][i] as [string, string, string],
        'hamsa',
      ),
    (i) => ({
      enamel: ['turquoise', 'blue', 'red', 'green'][i]!,
    }),
  ),
  'wall-star': metallic(
    ['silver', 'gold', 'brass', 'pewter'],
    (c, m, i) =>
      re.wallHanging(
        c,
        m,
        [
          ['#1f4e9c', '#1f9a9a', '#e3b341'],
          ['#7a1f2b', '#e3b341', '#1f4e9c'],
          ['#1f9a9a', '#1f4e9c', '#f3efe6'],
          ['#14213d', '#c3382c', '#e3b341'],
        ][i] as [string, string, string],
        'star',
      ),
    (i) => ({
      enamel: ['blue', 'ruby', 'turquoise', 'midnight'][i]!,
    }),
  ),
  'wall-pomegranate': metallic(
    ['gold', 'silver', 'copper', 'brass'],
    (c, m, i) =>
      re.wallHanging(
        c,
        m,
        [
          ['#7a1f2b', '#c3382c', '#e3b341'],
          ['#1f4e9c', '#c3382c', '#1f9a9a'],
          ['#3f7f3a', '#c3382c', '#e3b341'],
          ['#14213d', '#c3382c', '#f2c230'],
        ][i] as [string, string, string],
        'pomegranate',
      ),
    (i) => ({
      enamel: ['ruby', 'blue', 'green', 'midnight'][i]!,
    }),
  ),
  'wall-blessing': metallic(
    ['silver', 'gold', 'brass', 'pewter'],
    (c, m, i) =>
      re.wallHanging(
        c,
        m,
        [
          ['#1f4e9c', '#e3b341', '#c3382c'],
          ['#14213d', '#e3b341', '#1f9a9a'],
          ['#7a1f2b', '#e3b341', '#1f9a9a'],
          ['#1f9a9a', '#1f4e9c', '#c3382c'],
        ][i] as [string, string, string],
        'blessing',
      ),
    (i) => ({
      enamel: ['blue', 'navy', 'burgundy', 'turquoise'][i]!,
    }),
  ),
  'pomegranate-metal': metallic(['gold', 'silver', 'copper', 'brass'], (c, _m, i) =>
    ce.pomegranateFigure(
      c,
      [glazes.pomegranate, glazes.cobalt, glazes.meadow, glazes.midnight][i]!,
      'pomegranate',
      (['gold', 'silver', 'copper', 'brass'] as const)[i]!,
    ),
  ),
  'icon-wood': plain([
    {
      color: 'gold',
      material: 'Wood',
      tags: { saint: 'virgin-and-child' },
      draw: (c) => re.icon(c, { wood: woods.dark }, ['#1d3f7a', '#9e1b2b']),
    },
    {
      color: 'gold',
      material: 'Wood',
      tags: { saint: 'virgin-mary' },
      draw: (c) => re.icon(c, { wood: woods.olive }, ['#6e1a2a', '#1d3f7a']),
    },
    {
      color: 'gold',
      material: 'Wood',
      tags: { saint: 'saint-george' },
      draw: (c) => re.icon(c, { wood: woods.honey }, ['#9e1b2b', '#2f5d3a']),
    },
    {
      color: 'gold',
      material: 'Wood',
      tags: { saint: 'pantocrator' },
      draw: (c) => re.icon(c, { wood: woods.dark }, ['#1d3f7a', '#7a1f2b']),
    },
  ]),
  'icon-silver': plain(
    [
      {
        color: 'silver',
        material: 'Silver',
        tags: { saint: 'virgin-and-child' },
        draw: (c) => re.icon(c, { metal: metals.silver }, ['#1d3f7a', '#9e1b2b']),
      },
      {
        color: 'gold',
        material: 'Silver',
        tags: { saint: 'pantocrator' },
        draw: (c) => re.icon(c, { metal: metals.gold }, ['#7a1f2b', '#1d3f7a']),
      },
      {
        color: 'silver',
        material: 'Silver',
        tags: { saint: 'saint-george' },
        draw: (c) => re.icon(c, { metal: metals.silver }, ['#2f5d3a', '#9e1b2b']),
      },
      {
        color: 'silver',
        material: 'Silver',
        tags: { saint: 'virgin-mary' },
        draw: (c) => re.icon(c, { metal: metals.pewter }, ['#1d3f7a', '#6e1a2a']),
      },
    ],
    1,
  ),
  rosary: plain([
    {
      color: 'white',
      material: 'Glass',
      tags: { bead: 'pearl-glass' },
      draw: (c) => re.rosary(c, '#f2eee6', metals.silver, { metal: metals.silver }),
    },
    {
      color: 'blue',
      material: 'Glass',
      tags: { bead: 'blue-crystal' },
      draw: (c) => re.rosary(c, '#3a78c9', metals.silver, { metal: metals.silver }),
    },
    {
      color: 'red',
      material: 'Glass',
      tags: { bead: 'rose-crystal' },
      draw: (c) => re.rosary(c, '#b52a3a', metals.gold, { metal: metals.gold }),
    },
    {
      color: 'black',
      material: 'Stone',
      tags: { bead: 'onyx' },
      draw: (c) => re.rosary(c, '#2a2a2e', metals.silver, { metal: metals.silver }),
    },
  ]),
  'rosary-wood': wooden(['olive', 'dark', 'honey', 'pale'], (c, w) => re.rosary(c, w.base, metals.silver, { wood: w })),
  incense: metallic(
    ['brass', 'silver', 'copper', 'gold'],
    (c, m, i) => re.incenseBurner(c, m, ['#d9a441', '#e3c27a', '#b9772c', '#f0d38a'][i]!),
    (i) => ({ resin: ['frankincense', 'frankincense-myrrh', 'myrrh', 'jerusalem'][i]! }),
  ),
  'holy-set': plain(
    [
      {
        color: 'brown',
        material: 'Wood',
        draw: (c) =>
          co.giftBox(c, '#7b5b3a', [
            co.giftItems.water(c),
            co.giftItems.oil(c),
            co.giftItems.candle(c),
            co.giftItems.earth(c),
          ]),
      },
      {
        color: 'navy',
        material: 'Paper',
        draw: (c) =>
          co.giftBox(c, '#1d2e5c', [
            co.giftItems.water(c),
            co.giftItems.oil(c),
            co.giftItems.candle(c),
            co.giftItems.earth(c),
          ]),
      },
      {
        color: 'maroon',
        material: 'Paper',
        draw: (c) =>
          co.giftBox(c, '#6e1a2a', [
            co.giftItems.oil(c),
            co.giftItems.water(c),
            co.giftItems.earth(c),
            co.giftItems.candle(c),
          ]),
      },
      {
        color: 'white',
        material: 'Paper',
        draw: (c) => co.giftBox(c, '#e9e1cf', [co.giftItems.water(c), co.giftItems.candle(c), co.giftItems.oil(c)]),
      },
    ],
    1,
  ),

  // ---------- jewelry ----------
  ring: [
    {
      metal: 'silver',
      gem: { kind: 'eilat', color: '#2c9c8a' },
      color: 'teal',
      material: 'Silver',
      tags: { metal: 'sterling-silver', gem: 'eilat' },
    },
    {
      metal: 'gold',
      gem: { kind: 'opal', color: '#e8f6ff' },
      color: 'gold',
      material: 'Gold',
      tags: { metal: 'gold', gem: 'opal' },
    },
    {
      metal: 'silver',
      gem: { kind: 'garnet', color: '#9e1b2b' },
      color: 'maroon',
      material: 'Silver',
      tags: { metal: 'sterling-silver', gem: 'garnet' },
    },
    {
      metal: 'gold',
      gem: { kind: 'none', color: '#000' },
      color: 'gold',
      material: 'Gold',
      tags: { metal: 'gold', gem: 'plain' },
    },
    {
      metal: 'silver',
      gem: { kind: 'none', color: '#000' },
      star: true,
      color: 'silver',
      material: 'Silver',
      tags: { metal: 'sterling-silver', gem: 'star' },
    },
    {
      metal: 'silver',
      gem: { kind: 'opal', color: '#e8f6ff' },
      color: 'silver',
      material: 'Silver',
      tags: { metal: 'sterling-silver', gem: 'opal' },
    },
  ].map((v, i) => ({
    color: v.color,
    material: v.material,
    tags: v.tags,
    backdrop: backdropAt(i),
    draw: (ctx: Ctx) => je.ring(ctx, metals[v.metal as MetalName], v.gem as je.Gem, { star: v.star }),
  })),
  'necklace-star': necklaceKind([
    ['star', 'silver', 'none'],
    ['star', 'gold', 'none'],
    ['star', 'silver', 'eilat'],
    ['star', 'gold', 'opal'],
  ]),
  'necklace-cross': necklaceKind([
    ['cross', 'silver', 'none'],
    ['cross', 'gold', 'garnet'],
    ['cross', 'silver', 'eilat'],
    ['cross', 'gold', 'none'],
  ]),
  'necklace-hamsa': necklaceKind([
    ['hamsa', 'silver', 'none'],
    ['hamsa', 'gold', 'plain'],
    ['hamsa', 'silver', 'eilat'],
    ['hamsa', 'gold', 'none'],
  ]),
  'necklace-heart': necklaceKind([
    ['heart', 'silver', 'garnet'],
    ['heart', 'gold', 'opal'],
    ['heart', 'silver', 'none'],
    ['heart', 'gold', 'none'],
  ]),
  'necklace-pomegranate': necklaceKind([
    ['pomegranate', 'gold', 'garnet'],
    ['pomegranate', 'silver', 'garnet'],
    ['pomegranate', 'silver', 'none'],
    ['pomegranate', 'gold', 'none'],
  ]),
  'necklace-key': necklaceKind([
    ['key', 'silver', 'none'],
    ['key', 'gold', 'none'],
    ['key', 'pewter', 'none'],
    ['key', 'copper', 'none'],
  ]),
  'necklace-eilat': necklaceKind([
    ['stone', 'silver', 'eilat'],
    ['heart', 'silver', 'eilat'],
    ['stone', 'gold', 'eilat'],
    ['star', 'silver', 'eilat'],
  ]),
  'necklace-opal': necklaceKind([
    ['stone', 'silver', 'opal'],
    ['stone', 'gold', 'opal'],
    ['heart', 'gold', 'opal'],
    ['star', 'silver', 'opal'],
  ]),
  chain: necklaceKind([
    ['none', 'silver', 'none'],
    ['none', 'gold', 'none'],
    ['none', 'silver', 'none'],
    ['none', 'gold', 'none'],
  ]),
  'bracelet-bangle': metallic(
    ['silver', 'gold', 'copper', 'silver'],
    (c, m, i) => je.bracelet(c, m, null, i === 2 ? 'hamsa' : i === 3 ? 'star' : null),
    (i) => ({ charm: ['eilat', 'eilat', 'hamsa', 'star'][i]! }),
  ),
  'bracelet-beads': plain(
    [
      {
        color: 'turquoise',
        material: 'Stone',
        tags: { bead: 'turquoise', charm: 'hamsa' },
        draw: (c) => je.bracelet(c, metals.silver, ['#2bb3a6', '#1f8f86', '#48c9bb'], 'hamsa'),
      },
      {
        color: 'red',
        material: 'Textile',
        tags: { bead: 'red-string', charm: 'star' },
        draw: (c) => je.bracelet(c, metals.gold, ['#c0282d', '#a11f24'], 'star'),
      },
      {
        color: 'blue',
        material: 'Glass',
        tags: { bead: 'evil-eye', charm: 'hamsa' },
        draw: (c) => je.bracelet(c, metals.silver, ['#1f4e9c', '#f4f4f4', '#3a8ad6'], 'hamsa'),
      },
      {
        color: 'brown',
        material: 'Wood',
        tags: { bead: 'olive-wood', charm: 'cross' },
        draw: (c) => je.bracelet(c, metals.silver, ['#a47a4a', '#8c5f3a', '#c9a36b'], 'cross'),
      },
    ],
    3,
  ),
  keychain: plain([
    {
      color: 'silver',
      material: 'Metal',
      tags: { charm: 'hamsa' },
      draw: (c) => je.keychain(c, metals.silver, 'hamsa', '#1f9a9a'),
    },
    {
      color: 'gold',
      material: 'Metal',
      tags: { charm: 'camel' },
      draw: (c) => je.keychain(c, metals.gold, 'camel', '#d7ab6a'),
    },
    {
      color: 'silver',
      material: 'Metal',
      tags: { charm: 'star' },
      draw: (c) => je.keychain(c, metals.silver, 'star', '#1f4e9c'),
    },
    {
      color: 'gold',
      material: 'Metal',
      tags: { charm: 'cross' },
      draw: (c) => je.keychain(c, metals.gold, 'cross', '#9e1b2b'),
    },
    {
      color: 'olive',
      material: 'Metal',
      tags: { charm: 'olive-branch' },
      draw: (c) => je.keychain(c, metals.brass, 'olive', '#6b7f3a'),
    },
  ]),

  // ---------- olive wood ----------
  'wood-camel': wooden(
    ['olive', 'honey', 'dark', 'pale'],
    (c, w) => wo.woodFigure(c, w, 'camel'),
    () => ({ figure: 'camel' }),
  ),
  'wood-dove': wooden(
    ['pale', 'olive', 'honey', 'dark'],
    (c, w) => wo.woodFigure(c, w, 'dove'),
    () => ({ figure: 'dove' }),
  ),
  'wood-angel': wooden(
    ['honey', 'pale', 'olive', 'dark'],
    (c, w) => wo.woodFigure(c, w, 'angel'),
    () => ({ figure: 'angel' }),
  ),
  'wood-shepherd': wooden(
    ['olive', 'dark', 'honey', 'pale'],
    (c, w) => wo.woodFigure(c, w, 'shepherd'),
    () => ({ figure: 'shepherd' }),
  ),
  nativity: wooden(['olive', 'honey', 'dark', 'pale'], (c, w) => wo.nativity(c, w)),
  'wood-box': wooden(
    ['olive', 'honey', 'dark', 'pale'],
    (c, w, i) => wo.box(c, w, (['cross', 'star', 'pearl', 'plain'] as const)[i]!),
    (i) => ({
      lid: ['cross', 'star', 'pearl', 'plain'][i]!,
    }),
  ),
  'wood-bible': wooden(
    ['olive', 'honey', 'dark', 'pale'],
    (c, w, i) =>
      wo.bible(
        c,
        w,
        (['cross', 'menorah', 'dove', 'fish'] as const)[i]!,
        ['#6e1a2a', '#1d2e5c', '#3a2a1a', '#2f5d3a'][i]!,
      ),
    (i) => ({
      cover: ['cross', 'menorah', 'dove', 'fish'][i]!,
    }),
  ),
  'wood-ornament': wooden(
    ['olive', 'honey', 'pale', 'dark'],
    (c, w, i) => wo.woodOrnament(c, w, (['star', 'angel', 'bell', 'tree'] as const)[i]!, i % 2 ? '#2f6b34' : '#b3262a'),
    (i) => ({
      figure: ['star', 'angel', 'bell', 'tree'][i]!,
    }),
  ),
  'wood-plaque': wooden(['olive', 'dark', 'honey', 'pale'], (c, w, i) =>
    wo.plaque(c, w, ['#e4d3b0', '#d9c7a2', '#eadbc0', '#d2bf98'][i]!),
  ),
  'wood-bowl': wooden(
    ['olive', 'honey', 'dark', 'pale'],
    (c, w, i) => wo.woodBowl(c, w, i % 2 === 0),
    (i) => ({ withServers: i % 2 === 0 ? 'with' : 'without' }),
  ),

  // ---------- oils and cosmetics ----------
  'oil-bottle': plain([
    {
      color: 'gold',
      material: 'Glass',
      tags: { scent: 'frankincense' },
      draw: (c) => co.bottle(c, 'flask', '#d9a520', metals.gold, { tag: '#f3ead7' }),
    },
    {
      color: 'gold',
      material: 'Glass',
      tags: { scent: 'spikenard' },
      draw: (c) => co.bottle(c, 'tall', '#c98a1a', metals.silver, { tag: '#e9f0f5' }),
    },
    {
      color: 'orange',
      material: 'Glass',
      tags: { scent: 'myrrh' },
      draw: (c) => co.bottle(c, 'decanter', '#c8741a', metals.gold),
    },
    {
      color: 'blue',
      material: 'Ceramic',
      tags: { scent: 'rose-of-sharon' },
      draw: (c) => co.bottle(c, 'ceramic', '#d9a520', metals.gold, { glaze: glazes.cobalt }),
    },
  ]),
  'perfume-bottle': plain(
    [
      {
        color: 'purple',
        material: 'Glass',
        tags: { scent: 'lily-of-the-valleys' },
        draw: (c) => co.bottle(c, 'decanter', '#8e5bb5', metals.gold),
      },
      {
        color: 'pink',
        material: 'Glass',
        tags: { scent: 'rose-of-sharon' },
        draw: (c) => co.bottle(c, 'flask', '#e27fa3', metals.gold),
      },
      {
        color: 'gold',
        material: 'Glass',
        tags: { scent: 'cedar' },
        draw: (c) => co.bottle(c, 'tall', '#c9a13a', metals.silver),
      },
      {
        color: 'teal',
        material: 'Glass',
        tags: { scent: 'myrtle' },
        draw: (c) => co.bottle(c, 'decanter', '#2a9d8f', metals.silver),
      },
    ],
    2,
  ),
  'cream-jar': plain(
    [
      {
        color: 'white',
        material: 'Plastic',
        tags: { line: 'mineral' },
        draw: (c) => co.jar(c, { body: '#f5f1ea', lid: '#1f3b5c', label: '#ffffff', ink: '#1f3b5c' }, 'cream'),
      },
      {
        color: 'teal',
        material: 'Glass',
        tags: { line: 'sea-kelp' },
        draw: (c) => co.jar(c, { body: '#e4f3f1', lid: '#1f8f86', label: '#f6fbfa', ink: '#1f6f68' }, 'cream'),
      },
      {
        color: 'lavender',
        material: 'Plastic',
        tags: { line: 'lavender' },
        draw: (c) => co.jar(c, { body: '#efe9f5', lid: '#7b5aa6', label: '#faf7fd', ink: '#5c3f85' }, 'cream'),
      },
      {
        color: 'gold',
        material: 'Glass',
        tags: { line: 'gold' },
        draw: (c) => co.jar(c, { body: '#f6efe0', lid: '#c9a24a', label: '#1d1915', ink: '#c9a24a' }, 'cream'),
      },
    ],
    1,
  ),
  'mud-jar': plain(
    [
      {
        color: 'black',
        material: 'Plastic',
        draw: (c) => co.jar(c, { body: '#3a302a', lid: '#1d1915', label: '#f1e9da', ink: '#3a302a' }, 'mud'),
      },
      {
        color: 'black',
        material: 'Glass',
        draw: (c) => co.jar(c, { body: '#c8d3d8', lid: '#c9a24a', label: '#1d1915', ink: '#c9a24a' }, 'mud'),
      },
      {
        color: '#36454F',
        material: 'Plastic',
        draw: (c) => co.jar(c, { body: '#5a646b', lid: '#2b6b8f', label: '#eef4f7', ink: '#2b6b8f' }, 'mud'),
      },
    ],
    3,
  ),
  'salt-jar': plain(
    [
      {
        color: 'white',
        material: 'Glass',
        draw: (c) => co.jar(c, { body: '#e8f1f5', lid: '#2b6b8f', label: '#ffffff', ink: '#2b6b8f' }, 'salt'),
      },
      {
        color: 'lavender',
        material: 'Glass',
        draw: (c) =>
          co
            .jar(c, { body: '#efe9f5', lid: '#7b5aa6', label: '#ffffff', ink: '#5c3f85' }, 'salt')
            .replace(/#dbe7ee/g, '#d9c8ef'),
      },
      {
        color: 'mintcream',
        material: 'Glass',
        draw: (c) =>
          co
            .jar(c, { body: '#e6f5ef', lid: '#3a8f6e', label: '#ffffff', ink: '#2e6f55' }, 'salt')
            .replace(/#dbe7ee/g, '#cdebdc'),
      },
    ],
    5,
  ),
  soap: plain([
    {
      color: 'black',
      material: null,
      tags: { soap: 'mud' },
      draw: (c) => co.soaps(c, ['#3b3b3b', '#4a4440', '#2f2c2a']),
    },
    {
      color: 'olive',
      material: null,
      tags: { soap: 'olive-oil' },
      draw: (c) => co.soaps(c, ['#a3a55a', '#8c8f46', '#b6b86c']),
    },
    {
      color: 'white',
      material: null,
      tags: { soap: 'salt' },
      draw: (c) => co.soaps(c, ['#f2efe8', '#e6e0d4', '#f7f4ee']),
    },
    {
      color: 'lavender',
      material: null,
      tags: { soap: 'lavender' },
      draw: (c) => co.soaps(c, ['#b9a3d6', '#a78fc9', '#cbb8e3']),
    },
  ]),
  'cosmetics-set': plain(
    [
      {
        color: 'navy',
        material: 'Paper',
        draw: (c) => co.giftBox(c, '#1f3b5c', [co.giftItems.cream(c), co.giftItems.tube(), co.giftItems.mud(c)]),
      },
      {
        color: 'black',
        material: 'Paper',
        draw: (c) => co.giftBox(c, '#2b2622', [co.giftItems.mud(c), co.giftItems.soap(c), co.giftItems.cream(c)]),
      },
      {
        color: 'teal',
        material: 'Paper',
        draw: (c) =>
          co.giftBox(c, '#1f6f68', [
            co.giftItems.tube(),
            co.giftItems.cream(c),
            co.giftItems.tube(),
            co.giftItems.cream(c),
          ]),
      },
      {
        color: 'white',
        material: 'Paper',
        draw: (c) => co.giftBox(c, '#d9d2c4', [co.giftItems.cream(c), co.giftItems.mud(c)]),
      },
    ],
    4,
  ),

  // ---------- textiles ----------
  tshirt: plain([
    {
      color: 'white',
      material: 'Cotton',
      tags: { print: 'skyline' },
      draw: (c) => te.tshirt(c, '#f7f5f0', 'skyline', '#1f4e9c', '#e3b341'),
    },
    {
      color: 'navy',
      material: 'Cotton',
      tags: { print: 'star' },
      draw: (c) => te.tshirt(c, '#1d2e5c', 'star', '#f3efe6', '#e3b341'),
    },
    {
      color: 'black',
      material: 'Cotton',
      tags: { print: 'lion' },
      draw: (c) => te.tshirt(c, '#262626', 'lion', '#e3b341', '#c3382c'),
    },
    {
      color: 'olive',
      material: 'Cotton',
      tags: { print: 'olive-branch' },
      draw: (c) => te.tshirt(c, '#6b7340', 'olive', '#f3efe6', '#c9b458'),
    },
    {
      color: 'blue',
      material: 'Cotton',
      tags: { print: 'pomegranate' },
      draw: (c) => te.tshirt(c, '#3a78c9', 'pomegranate', '#f7f5f0', '#c3382c'),
    },
    {
      color: '#C2B280',
      material: 'Cotton',
      tags: { print: 'skyline' },
      draw: (c) => te.tshirt(c, '#c9b98c', 'skyline', '#5a3a1a', '#1f4e9c'),
    },
  ]),
  kippa: plain(
    [
      {
        color: 'blue',
        material: 'Wool',
        tags: { style: 'knitted' },
        draw: (c) => te.kippa(c, '#f3efe6', ['#1f4e9c', '#7fb0e0', '#1f4e9c'], true),
      },
      {
        color: 'black',
        material: 'Textile',
        tags: { style: 'velvet' },
        draw: (c) => te.kippa(c, '#1a1a1f', [], false),
      },
      {
        color: 'white',
        material: 'Silk',
        tags: { style: 'satin' },
        draw: (c) => te.kippa(c, '#f4f2ee', ['#d9c27a'], false),
      },
      {
        color: 'green',
        material: 'Wool',
        tags: { style: 'knitted' },
        draw: (c) => te.kippa(c, '#2f6b34', ['#e3b341', '#f3efe6', '#c3382c'], true),
      },
      {
        color: 'navy',
        material: 'Textile',
        tags: { style: 'suede' },
        draw: (c) => te.kippa(c, '#1d2e5c', ['#c9a24a'], false),
      },
    ],
    1,
  ),
  tallit: plain(
    [
      {
        color: 'white',
        material: 'Wool',
        tags: { stripes: 'blue' },
        draw: (c) => te.tallit(c, '#f6f3ec', '#1f4e9c', '#c7ccd3'),
      },
      {
        color: 'white',
        material: 'Wool',
        tags: { stripes: 'black' },
        draw: (c) => te.tallit(c, '#f6f3ec', '#222222', '#d8d8d8'),
      },
      {
        color: 'ivory',
        material: 'Silk',
        tags: { stripes: 'gold' },
        draw: (c) => te.tallit(c, '#f3ecd9', '#c9a24a', '#e8d79a'),
      },
      {
        color: 'white',
        material: 'Cotton',
        tags: { stripes: 'turquoise' },
        draw: (c) => te.tallit(c, '#f8f7f2', '#1f9a9a', '#1f4e9c'),
      },
    ],
    2,
  ),
  cap: plain([
    { color: 'navy', material: 'Cotton', draw: (c) => te.cap(c, '#1d2e5c', '#f3efe6') },
    { color: 'white', material: 'Cotton', draw: (c) => te.cap(c, '#f2f0ea', '#1f4e9c') },
    { color: '#C2B280', material: 'Cotton', draw: (c) => te.cap(c, '#c9b98c', '#5a3a1a') },
    { color: 'black', material: 'Cotton', draw: (c) => te.cap(c, '#262626', '#e3b341') },
  ]),
  scarf: plain([
    {
      color: 'maroon',
      material: 'Silk',
      tags: { pattern: 'paisley' },
      draw: (c) => te.scarf(c, '#7a1f2b', '#e3b341', '#f3efe6', 'paisley'),
    },
    {
      color: 'turquoise',
      material: 'Cotton',
      tags: { pattern: 'stripes' },
      draw: (c) => te.scarf(c, '#1f9a9a', '#f3efe6', '#1f4e9c', 'stripes'),
    },
    {
      color: 'black',
      material: 'Cotton',
      tags: { pattern: 'diamonds' },
      draw: (c) => te.scarf(c, '#262626', '#f3efe6', '#c3382c', 'diamonds'),
    },
    {
      color: 'blue',
      material: 'Silk',
      tags: { pattern: 'paisley' },
      draw: (c) => te.scarf(c, '#1f4e9c', '#f2c230', '#7fb0e0', 'paisley'),
    },
    {
      color: 'beige',
      material: 'Wool',
      tags: { pattern: 'stripes' },
      draw: (c) => te.scarf(c, '#e6d8bc', '#8a5a2b', '#3f7f3a', 'stripes'),
    },
  ]),
  'bag-tote': plain([
    { color: 'beige', material: 'Cotton', draw: (c) => te.bag(c, '#e8dcc3', ['#c3382c', '#1f4e9c'], 'tote') },
    {
      color: 'black',
      material: 'Cotton',
      draw: (c) => te.bag(c, '#2a2a2a', ['#c3382c', '#e3b341', '#2f8f5a'], 'tote'),
    },
    { color: 'navy', material: 'Textile', draw: (c) => te.bag(c, '#1d2e5c', ['#e3b341', '#f3efe6'], 'tote') },
    { color: 'red', material: 'Cotton', draw: (c) => te.bag(c, '#a82a2a', ['#f3efe6', '#1d1d1d'], 'tote') },
  ]),
  'bag-purse': plain(
    [
      { color: 'maroon', material: 'Textile', draw: (c) => te.bag(c, '#7a1f2b', ['#e3b341', '#2f8f5a'], 'purse') },
      { color: 'black', material: 'Textile', draw: (c) => te.bag(c, '#262626', ['#c3382c', '#e3b341'], 'purse') },
      { color: 'teal', material: 'Textile', draw: (c) => te.bag(c, '#1f6f68', ['#f3efe6', '#e3b341'], 'purse') },
      { color: 'brown', material: 'Leather', draw: (c) => te.bag(c, '#8a5a2b', ['#f3e3c0', '#c3382c'], 'purse') },
    ],
    1,
  ),
  wallet: plain(
    [
      { color: 'brown', material: 'Leather', draw: (c) => te.bag(c, '#7a4a24', ['#e8cf9a'], 'wallet') },
      { color: 'black', material: 'Leather', draw: (c) => te.bag(c, '#262626', ['#c3382c', '#e3b341'], 'wallet') },
      { color: 'navy', material: 'Cotton', draw: (c) => te.bag(c, '#1d2e5c', ['#e3b341'], 'wallet') },
      { color: 'maroon', material: 'Cotton', draw: (c) => te.bag(c, '#6e1a2a', ['#e3b341', '#f3efe6'], 'wallet') },
    ],
    2,
  ),
  tie: plain(
    [
      {
        color: 'navy',
        material: 'Silk',
        tags: { pattern: 'stars-of-david' },
        draw: (c) => te.tie(c, '#1d2e5c', '#c9a24a', 'stars'),
      },
      {
        color: 'maroon',
        material: 'Silk',
        tags: { pattern: 'stripes' },
        draw: (c) => te.tie(c, '#6e1a2a', '#c9a24a', 'stripes'),
      },
      {
        color: 'blue',
        material: 'Silk',
        tags: { pattern: 'dots' },
        draw: (c) => te.tie(c, '#2a62b8', '#f3efe6', 'dots'),
      },
      {
        color: 'black',
        material: 'Silk',
        tags: { pattern: 'stars-of-david' },
        draw: (c) => te.tie(c, '#1d1d1f', '#c7ccd3', 'stars'),
      },
    ],
    3,
  ),
  cloth: plain([
    {
      color: 'white',
      material: 'Cotton',
      tags: { centre: 'star' },
      draw: (c) => te.cloth(c, '#f6f3ec', '#1f4e9c', '#c9a24a', 'star'),
    },
    {
      color: 'navy',
      material: 'Textile',
      tags: { centre: 'pomegranates' },
      draw: (c) => te.cloth(c, '#1d2e5c', '#e3b341', '#c3382c', 'pomegranate'),
    },
    {
      color: 'maroon',
      material: 'Textile',
      tags: { centre: 'grapes' },
      draw: (c) => te.cloth(c, '#6e1a2a', '#e3b341', '#f3efe6', 'grapes'),
    },
    {
      color: 'ivory',
      material: 'Silk',
      tags: { centre: 'star' },
      draw: (c) => te.cloth(c, '#f3ecd9', '#c9a24a', '#1f9a9a', 'star'),
    },
  ]),
  'tallit-bag': plain(
    [
      { color: 'navy', material: 'Textile', draw: (c) => te.bag(c, '#1d2e5c', ['#c9a24a', '#e3e3e3'], 'wallet') },
      { color: 'maroon', material: 'Textile', draw: (c) => te.bag(c, '#6e1a2a', ['#c9a24a'], 'wallet') },
      { color: 'white', material: 'Textile', draw: (c) => te.bag(c, '#f2efe8', ['#1f4e9c', '#c9a24a'], 'wallet') },
      { color: 'black', material: 'Textile', draw: (c) => te.bag(c, '#1d1d1f', ['#c7ccd3', '#c9a24a'], 'wallet') },
    ],
    4,
  ),
  patch: plain([
    {
      color: 'navy',
      material: 'Textile',
      tags: { art: 'skyline' },
      draw: (c) => te.patch(c, '#1d2e5c', '#c9a24a', 'skyline', '#e9d3a6', '#e3b341'),
    },
    {
      color: 'white',
      material: 'Textile',
      tags: { art: 'star' },
      draw: (c) => te.patch(c, '#f7f5f0', '#1f4e9c', 'star', '#1f4e9c', '#e3b341'),
    },
    {
      color: 'olive',
      material: 'Textile',
      tags: { art: 'olive-branch' },
      draw: (c) => te.patch(c, '#6b7340', '#3e4a22', 'olive', '#f3efe6', '#c9b458'),
    },
    {
      color: 'black',
      material: 'Textile',
      tags: { art: 'lion' },
      draw: (c) => te.patch(c, '#262626', '#c9a24a', 'lion', '#e3b341', '#c3382c'),
    },
  ]),

  // ---------- souvenirs and holidays ----------
  print: plain([
    {
      color: 'gold',
      material: 'Paper',
      tags: { time: 'sunset' },
      draw: (c) => so.framedPrint(c, ['#f6c27a', '#e07a5f'], '#b58b5a', { metal: metals.gold }),
    },
    {
      color: 'blue',
      material: 'Paper',
      tags: { time: 'morning' },
      draw: (c) => so.framedPrint(c, ['#9fc8e8', '#f4e8d0'], '#c4a676', { color: '#3a2a1a' }),
    },
    {
      color: 'purple',
      material: 'Paper',
      tags: { time: 'dusk' },
      draw: (c) => so.framedPrint(c, ['#5b4a8a', '#e8a17a'], '#8a6a4a', { color: '#f3efe6' }),
    },
    {
      color: 'brown',
      material: 'Paper',
      tags: { time: 'noon' },
      draw: (c) => so.framedPrint(c, ['#bfe0f2', '#fbf2dc'], '#b8945a', { color: '#7a5530' }),
    },
  ]),
  'snow-globe': plain(
    [
      { color: 'blue', material: 'Glass', draw: (c) => so.snowGlobe(c, '#3a2a1a', '#7fb0e0') },
      { color: 'gold', material: 'Glass', draw: (c) => so.snowGlobe(c, '#c9a24a', '#f3d9a6') },
      { color: 'navy', material: 'Glass', draw: (c) => so.snowGlobe(c, '#1d2e5c', '#3a5a9a') },
      { color: 'black', material: 'Glass', draw: (c) => so.snowGlobe(c, '#1d1d1f', '#a9c9e3') },
    ],
    2,
  ),
  flag: plain(
    [
      { color: 'blue', material: 'Textile', tags: { flag: 'israel' }, draw: (c) => so.flag(c, 'israel') },
      { color: 'orange', material: 'Textile', tags: { flag: 'armenia' }, draw: (c) => so.flag(c, 'armenia') },
      { color: 'white', material: 'Textile', tags: { flag: 'jerusalem' }, draw: (c) => so.flag(c, 'jerusalem') },
      { color: 'white', material: 'Textile', tags: { flag: 'christian' }, draw: (c) => so.flag(c, 'christian') },
    ],
    1,
  ),
  plush: plain(
    [
      {
        color: 'beige',
        material: 'Textile',
        tags: { animal: 'camel' },
        draw: (c) => so.plush(c, 'camel', '#d8b07a', '#c3382c'),
      },
      {
        color: 'white',
        material: 'Textile',
        tags: { animal: 'lamb' },
        draw: (c) => so.plush(c, 'lamb', '#f6f2ea', '#1f4e9c'),
      },
      {
        color: 'brown',
        material: 'Textile',
        tags: { animal: 'camel' },
        draw: (c) => so.plush(c, 'camel', '#b98a55', '#1f4e9c'),
      },
      {
        color: 'ivory',
        material: 'Textile',
        tags: { animal: 'lamb' },
        draw: (c) => so.plush(c, 'lamb', '#efe6d2', '#c3382c'),
      },
    ],
    3,
  ),
  bauble: plain([
    {
      color: 'red',
      material: 'Glass',
      tags: { pattern: 'bethlehem-star' },
      draw: (c) => so.bauble(c, '#b3262a', '#e3b341', 'bethlehem'),
    },
    {
      color: 'blue',
      material: 'Glass',
      tags: { pattern: 'snowflakes' },
      draw: (c) => so.bauble(c, '#1f4e9c', '#f3efe6', 'snow'),
    },
    {
      color: 'green',
      material: 'Glass',
      tags: { pattern: 'stars' },
      draw: (c) => so.bauble(c, '#2f6b34', '#e3b341', 'stars'),
    },
    {
      color: 'gold',
      material: 'Glass',
      tags: { pattern: 'bethlehem-star' },
      draw: (c) => so.bauble(c, '#c9a24a', '#7a1f2b', 'bethlehem'),
    },
    {
      color: 'silver',
      material: 'Glass',
      tags: { pattern: 'snowflakes' },
      draw: (c) => so.bauble(c, '#a9b1ba', '#1f4e9c', 'snow'),
    },
  ]),
  'easter-egg': ceramic(
    [
      ['cobalt', 'rosette'],
      ['pomegranate', 'rosette'],
      ['meadow', 'rosette'],
      ['sunrise', 'rosette'],
    ],
    (c, g) => so.easterEgg(c, g),
    'Ceramic',
    4,
  ),
  stationery: plain([
    { color: 'navy', material: 'Paper', draw: (c) => so.stationery(c, '#1d2e5c', '#e3b341') },
    { color: 'maroon', material: 'Leather', draw: (c) => so.stationery(c, '#6e1a2a', '#e3b341') },
    { color: 'olive', material: 'Paper', draw: (c) => so.stationery(c, '#5f6b3a', '#f3efe6') },
    { color: 'brown', material: 'Leather', draw: (c) => so.stationery(c, '#7a4a24', '#e8cf9a') },
  ]),
  'playing-cards': plain(
    [
      { color: 'blue', material: 'Paper', draw: (c) => so.playingCards(c, '#1f4e9c', '#e3b341') },
      { color: 'red', material: 'Paper', draw: (c) => so.playingCards(c, '#a82a2a', '#f3efe6') },
      { color: 'green', material: 'Paper', draw: (c) => so.playingCards(c, '#2f6b34', '#e3b341') },
      { color: 'black', material: 'Paper', draw: (c) => so.playingCards(c, '#1d1d1f', '#c9a24a') },
    ],
    2,
  ),
  'shot-glass': plain(
    [
      {
        color: 'blue',
        material: 'Glass',
        tags: { art: 'skyline' },
        draw: (c) => so.shotGlasses(c, '#1f4e9c', 'skyline'),
      },
      { color: 'red', material: 'Glass', tags: { art: 'star' }, draw: (c) => so.shotGlasses(c, '#a82a2a', 'star') },
      {
        color: 'olive',
        material: 'Glass',
        tags: { art: 'olive-branch' },
        draw: (c) => so.shotGlasses(c, '#5f6b3a', 'olive'),
      },
      {
        color: 'gold',
        material: 'Glass',
        tags: { art: 'skyline' },
        draw: (c) => so.shotGlasses(c, '#b8902a', 'skyline'),
      },
    ],
    3,
  ),
  'spoon-bell': metallic(['silver', 'gold', 'brass', 'pewter'], (c, m, i) =>
    so.spoonAndBell(c, m, ['#1f4e9c', '#a82a2a', '#1f9a9a', '#2f6b34'][i]!),
  ),
  'thimble-pin': ceramic(fourPairs, (c, g) => so.thimbleAndPin(c, g, g.a), 'Porcelain', 1),
  'map-book': plain(
    [
      { color: 'blue', material: 'Paper', draw: (c) => so.mapAndBook(c, '#1f4e9c') },
      { color: 'maroon', material: 'Paper', draw: (c) => so.mapAndBook(c, '#6e1a2a') },
      { color: 'green', material: 'Paper', draw: (c) => so.mapAndBook(c, '#2f6b34') },
      { color: 'black', material: 'Paper', draw: (c) => so.mapAndBook(c, '#2a2a2a') },
    ],
    1,
  ),
  'purim-mask': plain(
    [
      { color: 'purple', material: 'Plastic', draw: (c) => so.purimMask(c, '#6b3fa0', '#e3b341') },
      { color: 'gold', material: 'Plastic', draw: (c) => so.purimMask(c, '#c9a24a', '#7a1f2b') },
      { color: 'teal', material: 'Plastic', draw: (c) => so.purimMask(c, '#1f8f86', '#f3efe6') },
      { color: 'red', material: 'Plastic', draw: (c) => so.purimMask(c, '#b3262a', '#e3b341') },
    ],
    2,
  ),
  'honey-dish': plain(
    [
      { color: 'red', material: 'Glass', draw: (c) => so.honeyDish(c, '#d9453a', metals.silver) },
      { color: 'green', material: 'Glass', draw: (c) => so.honeyDish(c, '#7fb24a', metals.silver) },
      { color: 'gold', material: 'Glass', draw: (c) => so.honeyDish(c, '#e8c15a', metals.gold) },
      { color: 'white', material: 'Glass', draw: (c) => so.honeyDish(c, '#e9f1f5', metals.gold) },
    ],
    3,
  ),
  'seder-plate': ceramic(
    [
      ['cobalt', 'star'],
      ['turquoise', 'star'],
      ['pomegranate', 'star'],
      ['midnight', 'star'],
    ],
    (c, g) => so.sederPlate(c, g),
  ),
  klezmer: plain(
    [
      {
        color: 'black',
        material: 'Plastic',
        tags: { instrument: 'violin' },
        draw: (c) => so.klezmer(c, '#262626', 'violin'),
      },
      {
        color: 'navy',
        material: 'Plastic',
        tags: { instrument: 'clarinet' },
        draw: (c) => so.klezmer(c, '#1d2e5c', 'clarinet'),
      },
      {
        color: 'maroon',
        material: 'Plastic',
        tags: { instrument: 'violin' },
        draw: (c) => so.klezmer(c, '#6e1a2a', 'violin'),
      },
      {
        color: 'brown',
        material: 'Plastic',
        tags: { instrument: 'clarinet' },
        draw: (c) => so.klezmer(c, '#5a3a1a', 'clarinet'),
      },
    ],
    4,
  ),
  'etrog-box': plain(
    [
      {
        color: 'silver',
        material: 'Silver',
        tags: { finish: 'silver-plated' },
        draw: (c) => so.etrogBox(c, metals.silver),
      },
      { color: 'brown', material: 'Wood', tags: { finish: 'olive-wood' }, draw: (c) => so.etrogBox(c, null) },
      { color: 'gold', material: 'Metal', tags: { finish: 'gold-tone' }, draw: (c) => so.etrogBox(c, metals.gold) },
      {
        color: 'orange',
        material: 'Copper',
        tags: { finish: 'hammered-copper' },
        draw: (c) => so.etrogBox(c, metals.copper),
      },
    ],
    1,
  ),
} satisfies Record<string, Variant[]>;

function necklaceKind(list: [je.PendantShape, MetalName, je.Gem['kind']][]): Variant[] {
  const gemColors: Record<je.Gem['kind'], string> = {
    eilat: '#2c9c8a',
    opal: '#e8f6ff',
    garnet: '#9e1b2b',
    plain: '#2a7fbf',
    none: '#000',
  };
  return list.map(([shape, metal, gem], i) => ({
    color: gem === 'eilat' ? 'teal' : metalInfo[metal].color,
    material: metalInfo[metal].material,
    tags: { metal: metalInfo[metal].tag, pendant: shape, withGem: gem },
    backdrop: backdropAt(i + 1),
    draw: (ctx: Ctx) => je.necklace(ctx, metals[metal], shape, { kind: gem, color: gemColors[gem] }),
  }));
}

export type DesignKind = keyof typeof designs;

export const designKinds = Object.keys(designs) as DesignKind[];
