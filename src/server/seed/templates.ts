import type { DesignKind } from './art/designs.ts';

/**
 * The seed catalog's definition: for each sub-category one or more kinds of goods, with name patterns,
 * sizes, a price and weight range (growing with the size), and the sentences a description is built from.
 *
 * Placeholders in names and sentences: {size}, {weight}, {color} and the tags of the chosen picture
 * ({motif}, {glaze}, {metal}, {gem}, {withGem}, {pendant}, {style}, {wood}, {figure}, {scent}, …).
 * A capitalised placeholder ({Metal}) capitalises the value.
 */
export interface Template {
  category: string;
  subCategory: string;
  kind: DesignKind;
  names: string[];
  /** Values for {size}; price and weight grow along this list. */
  sizes?: (number | string)[];
  /** What {size} measures, for the default detail sentence. */
  unit?: 'cm' | 'ml' | 'l' | 'g' | 'set' | 'chain';
  /** US dollars, smallest and largest size. */
  price: [number, number];
  /** Grams, smallest and largest size. */
  weight: [number, number];
  lead: string[];
  detail?: string[];
  origin: OriginKey;
  care: CareKey | null;
  /** Relative frequency in the catalog (default 1). */
  share?: number;
  /** Overrides the picture's material. */
  material?: string;
}

export const origins = {
  armenian: [
    "Made in our family's workshop in the Armenian Quarter, where Jerusalem pottery has been painted since potters from Kütahya arrived in 1919.",
    "Thrown, painted and fired in Jerusalem's Old City by Armenian ceramic artists; the painter signs each piece on the base.",
    'Painted in the Old City of Jerusalem in a tradition handed down through three generations of our family.',
  ],
  bethlehem: [
    'Carved in Bethlehem from the pruned branches of living olive trees, so no tree is cut down.',
    'Hand-carved by a Christian family workshop in Bethlehem and finished with natural oil and beeswax.',
    'Made in Bethlehem; every piece shows its own grain, so yours will differ a little from the picture.',
  ],
  silversmith: [
    'Made by silversmiths in Jerusalem and stamped 925.',
    'Handmade in a small workshop in Jerusalem and polished by hand.',
    'Crafted in Israel by jewellers who have supplied our shops for many years.',
  ],
  israel: [
    'Designed and made in Israel.',
    'Made in Israel by a family workshop we have worked with for years.',
    'Made in Israel and packed in a gift box in our shop.',
  ],
  judaica: [
    'Made in Jerusalem by Judaica artisans.',
    'Designed and made in Israel; it arrives gift-boxed.',
    'Crafted in Israel in a workshop near the Old City.',
  ],
  deadSea: [
    'Made in Israel with minerals from the Dead Sea, the lowest place on earth.',
    'Produced on the shore of the Dead Sea in Israel; not tested on animals.',
    'Made in Israel from Dead Sea minerals and plant oils, without parabens.',
  ],
  anointing: [
    'Blended and bottled in Jerusalem from pressed olive oil of the Galilee.',
    'Prepared in Jerusalem from pure olive oil and natural essences after the spices named in Exodus 30.',
  ],
  holyLand: [
    'A favourite souvenir from our two shops near Zion Gate and in the Jewish Quarter.',
    'Designed in Jerusalem and sold in our Old City shops for many years.',
    'Chosen by our family for visitors who want to take a piece of Jerusalem home.',
  ],
  artist: [
    'Printed in Jerusalem from an original by a local artist and signed by hand.',
    'A giclée print on archival paper, from a painting by a Jerusalem artist.',
  ],
  textile: [
    'Made in Israel from soft, breathable fabric.',
    'Sewn in Israel; the design is printed in our shop in the Old City.',
    'Woven and finished in Israel.',
  ],
} satisfies Record<string, string[]>;

export const cares = {
  ceramic: [
    'Food safe with lead-free glazes; wash by hand and keep out of the microwave.',
    'Hand wash in warm soapy water; not for the dishwasher or microwave.',
  ],
  ceramicDecor: ['For decoration; dust with a soft dry cloth.', 'Wipe clean with a damp cloth; not for food use.'],
  wood: ['Wipe with a soft cloth and now and then rub in a drop of olive oil.', 'Keep away from water and strong sun to preserve the grain.'],
  woodFood: ['Food safe; wash by hand, dry at once and oil it from time to time.'],
  metal: ['Polish with a soft cloth; avoid abrasive cleaners.', 'Clean with a dry cloth; a silver cloth brings back the shine.'],
  jewelry: ['Comes in a gift pouch; polish with a silver cloth to keep its shine.', 'Take it off before swimming and keep it away from perfume.'],
  textile: ['Machine wash cold on a gentle cycle and hang to dry.', 'Hand wash cold; do not tumble dry.'],
  wool: ['Hand wash cold or dry clean; dry flat.'],
  cosmetic: ['For external use only; store in a cool, dry place.', 'Keep the lid closed and use within 12 months of opening.'],
  oil: ['Store upright, away from heat and direct sunlight.'],
  paper: ['Keep out of direct sunlight so the colours last.'],
  glass: ['Hand wash only.', 'Wash by hand in warm water; handle with care.'],
  toy: ['Surface washable; suitable for ages 3 and up.'],
  candle: ['Never leave burning candles unattended.'],
} satisfies Record<string, string[]>;

export type OriginKey = keyof typeof origins;
export type CareKey = keyof typeof cares;

// ---------- families ----------

type Opts = Partial<Omit<Template, 'category' | 'subCategory' | 'kind'>>;

const ceramicLead = [
  'Hand-thrown and painted with a {motif} in {glaze}, turquoise and red on a cream glaze, in the Armenian style of Jerusalem.',
  'Painted freehand with a fine brush: the {motif} is outlined in black, filled with {glaze} glaze and fired a second time.',
  'The {motif} design comes from the pattern books of the Armenian potters of Jerusalem and is painted entirely by hand.',
];

function ceramic(category: string, subCategory: string, kind: DesignKind, noun: string, o: Opts): Template {
  return {
    category,
    subCategory,
    kind,
    names: [
      `Armenian ceramic {motif} ${noun}, {size} cm, hand-painted`,
      `Hand-painted {glaze} ${noun} with {motif}, {size} cm`,
      `{Motif} ${noun}, Armenian pottery, {size} cm`,
    ],
    unit: 'cm',
    lead: ceramicLead,
    origin: 'armenian',
    care: 'ceramic',
    price: [20, 40],
    weight: [200, 600],
    ...o,
  };
}

function t(category: string, subCategory: string, kind: DesignKind, o: Omit<Template, 'category' | 'subCategory' | 'kind'>): Template {
  return { category, subCategory, kind, ...o };
}

const AC = 'armenian-ceramics';
const CG = 'christian-gifts';
const CL = 'clothing';
const DS = 'dead-sea-cosmetics';
const HO = 'holidays';
const HL = 'holy-land-gifts';
const JJ = 'jerusalem-jewelry';
const JM = 'judaica-and-messianic-gifts';
const OW = 'olive-wood-gifts';
const AO = 'anointing-oil-and-biblical-perfumes';

// Reusable kinds of goods that appear in several categories.

const magnets = (category: string) =>
  ceramic(category, 'magnets', 'ceramic-magnets', 'fridge magnet', {
    names: ['Jerusalem ceramic {motif} magnet, {size} cm', 'Hand-painted tile magnet with {motif}, {size} cm', 'Armenian pottery magnet, {glaze} {motif}, {size} cm'],
    sizes: [5, 6, 7],
    price: [5, 9],
    weight: [30, 60],
    detail: ['A {size} cm ceramic tile with a strong magnet on the back.'],
    care: 'ceramicDecor',
  });

const keychains = (category: string) =>
  t(category, 'keychains', 'keychain', {
    names: ['Jerusalem {charm} keychain, {color}', '{Charm} key ring from Jerusalem', 'Enamelled {charm} keychain, {color} tone'],
    price: [6, 14],
    weight: [20, 60],
    lead: ['A sturdy split ring on a short chain with a {charm} charm.', 'A small {charm} charm in {color}-tone metal, a light gift to bring home from Jerusalem.'],
    detail: ['The charm is about 4 cm long and weighs {weight}.'],
    origin: 'holyLand',
    care: 'metal',
  });

const scarves = (category: string, share = 1) =>
  t(category, 'scarves', 'scarf', {
    names: ['{Pattern} {material} scarf, {color}, {size} cm', 'Jerusalem {pattern} scarf in {material}, {size} cm', 'Embroidered {pattern} shawl, {color}'],
    sizes: [150, 180, 200],
    unit: 'cm',
    price: [16, 42],
    weight: [90, 220],
    lead: ['A soft {material} scarf with a {pattern} design and knotted fringes.', 'Light enough for summer evenings in Jerusalem, with a {pattern} pattern in {color}.'],
    detail: ['It is {size} cm long and about 50 cm wide.'],
    origin: 'textile',
    care: 'textile',
    share,
  });

const prints = (category: string) =>
  t(category, 'prints-jerusalem-artists', 'print', {
    names: ['Jerusalem {time}, framed art print, {size} cm', 'Old City of Jerusalem {time}, signed print, {size} cm', 'The walls and the Dome of the Rock {time}, framed, {size} cm'],
    sizes: [20, 30, 40, 50],
    unit: 'cm',
    price: [28, 140],
    weight: [300, 1800],
    lead: ['The Old City walls, the golden Dome of the Rock and the cypresses of the Mount of Olives {time}, framed behind glass.', 'A view of Jerusalem {time} in warm colours, mounted on a cream mat in a ready-to-hang frame.'],
    detail: ['The frame measures {size} cm on the long side.'],
    origin: 'artist',
    care: 'paper',
  });

const necklaces = (category: string, kind: DesignKind, o: Opts & { subCategory?: string } = {}): Template =>
  t(category, 'necklaces-metal-stainless-steel-gold-plated', kind, {
    names: ['{Metal} {pendant} necklace{withGem}, {size} cm chain', '{Pendant} pendant{withGem} on a {metal} chain', 'Jerusalem {pendant} necklace, {metal}{withGem}'],
    sizes: [40, 45, 50],
    unit: 'chain',
    price: [24, 68],
    weight: [8, 22],
    lead: ['A {pendant} pendant in {metal} on a fine chain with a lobster clasp.', 'Cut and polished by hand, this {pendant} is a gift that recalls Jerusalem every day.'],
    origin: 'silversmith',
    care: 'jewelry',
    ...o,
  });

const bracelets = (category: string, kind: 'bracelet-beads' | 'bracelet-bangle') =>
  kind === 'bracelet-beads'
    ? t(category, 'bracelets', kind, {
        names: ['{Bead} bracelet with {charm} charm', 'Jerusalem {bead} bracelet, {charm}', 'Stretch bracelet of {bead} beads with a {charm}'],
        price: [9, 28],
        weight: [12, 30],
        lead: ['Beads of {bead} on a strong elastic cord with a small {charm} charm.', 'A bracelet of {bead} with a {charm} for blessing and protection.'],
        detail: ['Fits wrists of 16 to 20 cm.'],
        origin: 'holyLand',
        care: 'jewelry',
      })
    : t(category, 'bracelets', kind, {
        names: ['{Metal} bangle with {charm}', 'Jerusalem {metal} cuff bracelet with {charm}', 'Hand-engraved {metal} bangle, {charm}'],
        price: [28, 89],
        weight: [15, 40],
        lead: ['A smooth {metal} bangle with a fine engraved border, set with {charm}.', 'Hand-finished {metal} cuff that slips on easily; the {charm} sits at the front.'],
        detail: ['Inner diameter 6.2 cm; it weighs {weight}.'],
        origin: 'silversmith',
        care: 'jewelry',
      });

const kippot = (category: string, subCategory: string) =>
  t(category, subCategory, 'kippa', {
    names: ['{Style} kippa, {color}, {size} cm', '{Style} {color} kippah with border, {size} cm', 'Handmade {style} kippa, {size} cm'],
    sizes: [12, 14, 16, 18],
    unit: 'cm',
    price: [6, 24],
    weight: [10, 30],
    lead: ['A {style} kippa in {color}, with a clip loop sewn inside.', 'Made by hand in a {style} finish that keeps its shape.'],
    detail: ['{size} cm across, a size that suits most adults.'],
    origin: 'israel',
    care: 'textile',
  });

const tallitot = (category: string) =>
  t(category, 'prayer-shawl-tallit', 'tallit', {
    names: ['Traditional {material} tallit with {stripes} stripes, {size} cm', 'Prayer shawl with {stripes} stripes and embroidered atara, {size} cm', 'Kosher {material} tallit, {stripes} stripes, {size} cm'],
    sizes: ['55 × 180', '70 × 190', '110 × 190', '130 × 200'],
    unit: 'cm',
    price: [45, 180],
    weight: [250, 900],
    lead: ['Woven {material} with {stripes} stripes, an embroidered neckband and hand-tied kosher tzitzit at the four corners.', 'A prayer shawl in the traditional style, {stripes} stripes on white, with a matching bag.'],
    detail: ['It measures {size} cm.'],
    origin: 'judaica',
    care: 'wool',
  });

const menorahs = (category: string, share = 1) =>
  t(category, 'menorah-candle-holder', 'menorah', {
    names: ['{Metal} seven-branch menorah, {size} cm', 'Temple menorah in {metal}, {size} cm', 'Jerusalem {metal} menorah candle holder, {size} cm'],
    sizes: [15, 20, 25, 30, 40],
    unit: 'cm',
    price: [28, 165],
    weight: [250, 1600],
    lead: ['The seven-branched menorah of the Temple, cast in {metal} with cups that take standard candles or oil glasses.', 'A {metal} menorah with curved branches and a stepped base, after the menorah on the Arch of Titus.'],
    origin: 'judaica',
    care: 'metal',
    share,
  });

const hanukkiot = (category: string, subCategory: string, share = 1) =>
  t(category, subCategory, 'hanukkiah', {
    names: ['{Metal} Hanukkah menorah, {size} cm', 'Hanukkiah with raised shammash, {metal}, {size} cm', 'Jerusalem {metal} hanukkiah, {size} cm'],
    sizes: [15, 20, 25, 30],
    unit: 'cm',
    price: [32, 140],
    weight: [280, 1300],
    lead: ['Eight candle cups in a row and a raised shammash, in polished {metal}.', 'A {metal} hanukkiah for the eight nights of Hanukkah; it takes standard Hanukkah candles.'],
    origin: 'judaica',
    care: 'metal',
    share,
  });

const plush = (category: string, subCategory: string) =>
  t(category, subCategory, 'plush', {
    names: ['Soft plush {animal}, {size} cm', 'Holy Land {animal} cuddly toy, {size} cm', 'Plush {animal} with embroidered blanket, {size} cm'],
    sizes: [20, 25, 30, 40],
    unit: 'cm',
    price: [14, 34],
    weight: [120, 380],
    lead: ['A soft {animal} with stitched eyes and a woven blanket, safe for little ones.', 'The {animal} of the Bible stories, in soft plush that children love to hold.'],
    origin: 'holyLand',
    care: 'toy',
  });

const kiddushCups = (category: string, subCategory: string) =>
  t(category, subCategory, 'kiddush-cup', {
    names: ['{Metal} kiddush cup, {size} ml', 'Engraved {metal} wine goblet, {size} ml', 'Communion chalice in {metal}, {size} ml'],
    sizes: [120, 150, 200, 250],
    unit: 'ml',
    price: [26, 120],
    weight: [140, 420],
    lead: ['A {metal} cup on a slender stem, engraved with a band of vines.', 'For the Sabbath blessing over wine or for Communion, finished in {metal}.'],
    origin: 'judaica',
    care: 'metal',
  });

const candlesticks = (category: string, subCategory: string) =>
  t(category, subCategory, 'candlesticks', {
    names: ['{Metal} Shabbat candlesticks, pair, {size} cm', 'Pair of {metal} candlesticks, {size} cm', 'Jerusalem Shabbat candle holders in {metal}, {size} cm'],
    sizes: [15, 20, 25, 30],
    unit: 'cm',
    price: [34, 150],
    weight: [300, 1200],
    lead: ['A pair of turned {metal} candlesticks for lighting the Sabbath candles.', 'Classic Shabbat candlesticks in {metal}, weighted at the base so they stand firm.'],
    origin: 'judaica',
    care: 'metal',
  });

const pinsThimbles = (category: string) =>
  t(category, 'pins-thimbles', 'thimble-pin', {
    names: ['Hand-painted porcelain thimble with {motif}, and lapel pin', 'Collector thimble, {glaze} {motif}, with Jerusalem pin'],
    price: [8, 16],
    weight: [25, 45],
    lead: ['A porcelain thimble painted with a {motif} in {glaze}, paired with an enamel lapel pin.', 'A small collector piece: a painted thimble and a pin with the Star of David.'],
    detail: ['The thimble is 3 cm tall.'],
    origin: 'holyLand',
    care: 'ceramicDecor',
  });

const flags = (category: string) =>
  t(category, 'flags', 'flag', {
    names: ['Flag of {flag}, {size} cm', '{Flag} flag with pole, {size} cm'],
    sizes: [20, 30, 60, 90],
    unit: 'cm',
    price: [5, 24],
    weight: [30, 220],
    lead: ['The flag of {flag} printed in fast colours on woven polyester.', 'A {flag} flag with a reinforced sleeve for a pole or a car window.'],
    detail: ['{size} cm on the long side.'],
    origin: 'israel',
    care: 'textile',
  });

const pomegranateArt = (category: string) =>
  t(category, 'pomegranate-metal-art', 'pomegranate-metal', {
    names: ['{Metal} enamelled pomegranate, {size} cm', 'Decorative {metal} pomegranate with enamel seeds, {size} cm'],
    sizes: [6, 8, 10, 12],
    unit: 'cm',
    price: [22, 75],
    weight: [80, 360],
    lead: ['A pomegranate in {metal} with seeds of coloured enamel, the fruit of blessing with its 613 seeds.', 'Cast in {metal} and filled by hand with enamel, a table piece for Rosh Hashanah or all year.'],
    origin: 'judaica',
    care: 'metal',
  });

const silverArts = (category: string) => [
  kiddushCups(category, 'judaica-silver-plated-arts'),
  candlesticks(category, 'judaica-silver-plated-arts'),
];

const children = (category: string) => plush(category, 'children-gifts');

const bags = (category: string, subCategory: string) => [
  t(category, subCategory, 'bag-tote', {
    names: ['Embroidered Jerusalem tote bag, {color}', 'Cross-stitch tote bag, {color}, {size} cm'],
    sizes: [35, 40, 45],
    unit: 'cm',
    price: [18, 36],
    weight: [180, 320],
    lead: ['A sturdy cotton tote with a band of traditional cross-stitch embroidery.', 'Roomy enough for a day in the Old City, with an embroidered band in {color}.'],
    origin: 'textile',
    care: 'textile',
  }),
  t(category, subCategory, 'bag-purse', {
    names: ['Embroidered handbag, {color}, {size} cm', 'Small cross-stitch purse with clasp, {color}'],
    sizes: [22, 26, 30],
    unit: 'cm',
    price: [22, 48],
    weight: [150, 300],
    lead: ['A small handbag with a gilt clasp and a band of hand embroidery.', 'Lined inside with a zip pocket; the front is embroidered in traditional patterns.'],
    origin: 'textile',
    care: 'textile',
  }),
  t(category, subCategory, 'wallet', {
    names: ['Embroidered {material} wallet, {color}', 'Jerusalem {material} wallet with cross-stitch band, {color}'],
    price: [14, 38],
    weight: [60, 140],
    lead: ['A slim wallet with card slots, a coin pocket and an embroidered band.', 'Stitched by hand in {material} with a band of traditional cross-stitch.'],
    detail: ['Closed it measures 19 × 10 cm.'],
    origin: 'textile',
    care: null,
  }),
];

const crossesWood = (category: string, subCategory: string, share = 1) =>
  t(category, subCategory, 'cross-wood', {
    names: ['Olive wood {style} cross, {size} cm', 'Hand-carved {style} cross in {wood}, {size} cm', 'Bethlehem olive wood wall cross, {style}, {size} cm'],
    sizes: [8, 10, 15, 20, 25, 30],
    unit: 'cm',
    price: [8, 48],
    weight: [20, 320],
    lead: ['A {style} cross cut from a single piece of {wood}, sanded smooth and oiled.', 'The warm grain of {wood} in a {style} cross; a hook on the back for the wall.'],
    origin: 'bethlehem',
    care: 'wood',
    share,
  });

const crossesMetal = (category: string, subCategory: string) =>
  t(category, subCategory, 'cross-metal', {
    names: ['{Metal} {style} wall cross, {size} cm', '{Style} cross in {metal}, {size} cm', 'Jerusalem {style} cross, {metal}, {size} cm'],
    sizes: [8, 12, 16, 20],
    unit: 'cm',
    price: [24, 110],
    weight: [40, 260],
    lead: ['A {style} cross in {metal} with a bevelled edge that catches the light.', 'Cast and polished by hand in {metal}, the {style} cross of the pilgrims to Jerusalem.'],
    origin: 'silversmith',
    care: 'metal',
  });

const dreidels = (category: string, subCategory: string) =>
  t(category, subCategory, 'dreidel', {
    names: ['{Finish} dreidel, {size} cm', 'Hanukkah dreidel, {finish}, {size} cm', 'Israeli dreidel with nun, gimel, hei and pe, {size} cm'],
    sizes: [4, 5, 7, 9],
    unit: 'cm',
    price: [4, 28],
    weight: [10, 90],
    lead: ['A {finish} dreidel with the letters nun, gimel, hei and pe, for "a great miracle happened here".', 'Spins long and true; the Hebrew letters are painted by hand.'],
    origin: 'judaica',
    care: null,
  });

// ---------- the catalog ----------

export const templates: Template[] = [
  // Anointing Oil and Biblical Perfumes
  t(AO, 'anointing-oil', 'oil-bottle', {
    names: ['Anointing oil with {scent}, {size} ml', '{Scent} anointing oil from Jerusalem, {size} ml', 'Holy Land anointing oil, {scent}, {size} ml'],
    sizes: [10, 12, 30, 50, 100, 250],
    unit: 'ml',
    price: [9, 42],
    weight: [45, 420],
    lead: ['Pure olive oil scented with {scent}, prepared in Jerusalem for prayer and anointing.', 'A golden olive oil blended with essence of {scent}, one of the fragrances named in the Bible.'],
    origin: 'anointing',
    care: 'oil',
    share: 4,
  }),
  t(AO, 'biblical-perfumes', 'perfume-bottle', {
    names: ['Biblical perfume oil, {scent}, {size} ml', '{Scent} perfume from Jerusalem, {size} ml', 'Perfume of the Bible: {scent}, {size} ml'],
    sizes: [10, 15, 30, 50],
    unit: 'ml',
    price: [14, 48],
    weight: [70, 260],
    lead: ['A concentrated perfume oil of {scent}, inspired by the fragrances of the Song of Songs.', 'Alcohol-free perfume oil with notes of {scent}; a few drops last all day.'],
    origin: 'anointing',
    care: 'oil',
    share: 3,
  }),

  // Armenian Ceramics
  ceramic(AC, 'ash-tray', 'ceramic-small-plate', 'ashtray', { sizes: [10, 12, 14], price: [14, 24], weight: [150, 320] }),
  ceramic(AC, 'olive-dish', 'dish-leaf', 'olive dish', { sizes: [14, 18, 22], price: [16, 32], weight: [160, 420] }),
  ceramic(AC, 'tableware-sets', 'tableware-set', 'tableware set', {
    names: ['Armenian ceramic {motif} tableware set for {size}, hand-painted', 'Hand-painted {glaze} dinner set with {motif}, for {size}'],
    sizes: [2, 4, 6],
    unit: 'set',
    price: [95, 290],
    weight: [2400, 7000],
    detail: ['The set for {size} people holds dinner plates, bowls and mugs and weighs {weight} packed.'],
    share: 2,
  }),
  ceramic(AC, 'candle-holders', 'ceramic-candle-holder', 'candle holder', { sizes: [8, 10, 12], price: [18, 34], weight: [200, 420], care: 'candle' }),
  ceramic(AC, 'oval-dish', 'dish-oval', 'oval dish', { sizes: [20, 25, 30, 35], price: [22, 58], weight: [300, 900], share: 2 }),
  ceramic(AC, 'tea-and-coffee-pots', 'ceramic-teapot', 'teapot', {
    names: ['Armenian ceramic {motif} teapot, {size} l, hand-painted', 'Hand-painted {glaze} coffee pot with {motif}, {size} l', '{Motif} teapot, Armenian pottery, {size} l'],
    sizes: [0.6, 0.8, 1.2],
    unit: 'l',
    price: [45, 85],
    weight: [650, 1300],
    share: 2,
  }),
  ceramic(AC, 'fish-shaped-dish', 'dish-fish', 'fish-shaped dish', { sizes: [18, 25, 32], price: [18, 48], weight: [200, 700] }),
  ceramic(AC, 'pomegranates', 'ceramic-pomegranate', 'pomegranate', {
    names: ['Armenian ceramic pomegranate with {motif}, {size} cm', 'Hand-painted ceramic pomegranate, {glaze}, {size} cm', 'Decorative {glaze} pomegranate, Armenian pottery, {size} cm'],
    sizes: [6, 8, 10, 12, 15],
    price: [16, 52],
    weight: [120, 620],
    lead: [
      'The pomegranate, a sign of plenty in Armenian and Jewish tradition, shaped by hand and painted with a {motif} in {glaze}.',
      'A hollow ceramic pomegranate with its crown, painted all round with a {motif} and bands of {glaze}.',
    ],
    care: 'ceramicDecor',
    share: 3,
  }),
  ceramic(AC, 'tiles', 'ceramic-tile', 'tile', {
    names: ['Armenian ceramic {motif} tile, {size} × {size} cm', 'Hand-painted {glaze} wall tile with {motif}, {size} cm', '{Motif} tile, Jerusalem Armenian pottery, {size} cm'],
    sizes: [10, 15, 20, 30],
    price: [12, 58],
    weight: [180, 1400],
    detail: ['The tile is {size} × {size} cm with a hanging hole on the back, or set it into a wall.'],
    care: 'ceramicDecor',
    share: 4,
  }),
  ceramic(AC, 'flat-plate', 'ceramic-plate', 'plate', { sizes: [20, 25, 30], price: [24, 62], weight: [350, 1000], share: 3 }),
  ceramic(AC, 'rectangular-dish', 'dish-rect', 'rectangular dish', { sizes: [20, 25, 30], price: [22, 52], weight: [300, 800] }),
  ceramic(AC, 'trays', 'dish-rect', 'serving tray', { sizes: [30, 35, 40], price: [48, 95], weight: [900, 1800] }),
  ceramic(AC, 'fork-and-spoon-rest', 'dish-leaf', 'spoon rest', { sizes: [12, 15, 18], price: [12, 22], weight: [120, 260] }),
  ceramic(AC, 'round-bowls', 'ceramic-bowl', 'bowl', { sizes: [10, 12, 15, 20, 25], price: [16, 64], weight: [150, 1100], share: 4 }),
  ceramic(AC, 'triangular-dish', 'dish-triangle', 'triangular dish', { sizes: [15, 20, 25], price: [18, 38], weight: [180, 520] }),
  ceramic(AC, 'vases', 'ceramic-vase', 'vase', {
    names: ['Armenian ceramic {motif} vase, {size} cm tall, hand-painted', 'Hand-painted {glaze} {motif} vase, {size} cm', '{Motif} bud vase, Armenian pottery, {size} cm'],
    sizes: [12, 15, 20, 25, 30],
    price: [28, 120],
    weight: [300, 1600],
    care: 'ceramicDecor',
    share: 3,
  }),
  ceramic(AC, 'goblets', 'ceramic-goblet', 'goblet', { sizes: [12, 15, 18], price: [22, 38], weight: [180, 320] }),
  ceramic(AC, 'salt-and-pepper-dish', 'salt-pepper', 'salt and pepper shakers', {
    names: ['Armenian ceramic {motif} salt and pepper shakers, {size} cm', 'Hand-painted {glaze} salt and pepper set, {size} cm'],
    sizes: [7, 9],
    price: [18, 28],
    weight: [160, 260],
  }),
  ceramic(AC, 'hamsa-hand-dish', 'dish-hamsa', 'hamsa dish', { sizes: [12, 16, 20], price: [16, 36], weight: [150, 420], share: 2 }),
  ceramic(AC, 'serving-rectangular-dish', 'dish-rect', 'serving dish', { sizes: [30, 35, 40], price: [52, 98], weight: [900, 1700] }),
  ceramic(AC, 'hanging-ornaments', 'ceramic-ornament', 'hanging ornament', { sizes: [8, 10, 12], price: [9, 18], weight: [40, 110], care: 'ceramicDecor', share: 2 }),
  ceramic(AC, 'serving-round-dish', 'ceramic-plate', 'serving platter', { sizes: [30, 35, 40], price: [58, 120], weight: [1000, 1900] }),
  ceramic(AC, 'heart-shaped-dish', 'dish-heart', 'heart-shaped dish', { sizes: [12, 16, 20], price: [14, 32], weight: [140, 380] }),
  ceramic(AC, 'serving-oval-dish', 'dish-oval', 'oval serving platter', { sizes: [35, 40, 45], price: [62, 125], weight: [1100, 2000] }),
  ceramic(AC, 'hot-plates-and-coasters', 'ceramic-coasters', 'coasters', {
    names: ['Armenian ceramic {motif} coasters, set of {size}', 'Hand-painted {glaze} coaster set with {motif}, {size} pieces'],
    sizes: [4, 6],
    unit: 'set',
    price: [22, 34],
    weight: [380, 560],
    detail: ['A set of {size} tiles, each 10 × 10 cm, with cork backs to protect the table.'],
  }),
  ceramic(AC, 'shallow-plate', 'ceramic-plate', 'shallow plate', { sizes: [18, 22, 26], price: [22, 44], weight: [280, 700] }),
  ceramic(AC, 'judaica', 'ceramic-judaica', 'Judaica tile', {
    names: ['Armenian ceramic Star of David tile, {glaze}, {size} cm', 'Hand-painted Judaica wall tile with Star of David, {size} cm'],
    sizes: [10, 15, 20],
    price: [16, 40],
    weight: [180, 700],
    lead: ['A Star of David painted in {glaze} and turquoise within a border of rosettes, in the Armenian style of Jerusalem.'],
    care: 'ceramicDecor',
  }),
  ceramic(AC, 'soap-dish', 'dish-oval', 'soap dish', { sizes: [12, 14], price: [12, 20], weight: [120, 200], care: 'ceramicDecor' }),
  ceramic(AC, 'jugs', 'ceramic-jug', 'jug', {
    names: ['Armenian ceramic {motif} jug, {size} l, hand-painted', 'Hand-painted {glaze} water jug with {motif}, {size} l'],
    sizes: [0.5, 1, 1.5],
    unit: 'l',
    price: [32, 78],
    weight: [500, 1400],
  }),
  ceramic(AC, 'square-bowls', 'dish-square', 'square bowl', { sizes: [12, 15, 20], price: [18, 42], weight: [200, 600] }),
  magnets(AC),
  ceramic(AC, 'square-dish', 'dish-square', 'square dish', { sizes: [15, 20, 25], price: [18, 46], weight: [220, 700] }),
  ceramic(AC, 'mirrors', 'ceramic-mirror', 'mirror', {
    names: ['Armenian ceramic framed mirror, {glaze}, {size} cm', 'Round mirror in a hand-painted {glaze} frame, {size} cm'],
    sizes: [30, 40, 50],
    price: [85, 190],
    weight: [1500, 3800],
    care: 'ceramicDecor',
  }),
  ceramic(AC, 'sugar-and-coffee-bowls', 'ceramic-bowl-lidded', 'lidded sugar bowl', { sizes: [10, 12], price: [24, 36], weight: [260, 420] }),
  ceramic(AC, 'mugs', 'ceramic-mug', 'mug', {
    names: ['Armenian ceramic {motif} mug, {size} ml, hand-painted', 'Hand-painted {glaze} mug with {motif}, {size} ml', '{Motif} coffee mug, Armenian pottery, {size} ml'],
    sizes: [250, 300, 350, 400],
    unit: 'ml',
    price: [16, 26],
    weight: [280, 420],
    share: 3,
  }),
  ceramic(AC, 'tables', 'ceramic-table', 'tile table', {
    names: ['Armenian ceramic tile table with {motif}, {size} cm', 'Hand-painted {glaze} tiled café table, {size} cm'],
    sizes: [40, 50, 60],
    price: [280, 620],
    weight: [9000, 18000],
    detail: ['The tiled top is {size} cm across, set on a wrought-iron base; it ships in a wooden crate.'],
    care: 'ceramicDecor',
  }),

  // Christian Gifts
  children(CG),
  crossesWood(CG, 'crosses', 2),
  crossesMetal(CG, 'crosses'),
  t(CG, 'holy-water-oil-candles-earth-sets', 'holy-set', {
    names: ['Holy Land blessing set in a {color} box', 'Holy Land gift box: Jordan water, oil, earth and candle', 'Pilgrim set of holy water, anointing oil, earth and candle'],
    price: [18, 32],
    weight: [280, 420],
    lead: ['Water from the Jordan River, olive oil from Jerusalem, earth from Bethlehem and a candle lit at the Holy Sepulchre, in a gift box.', 'A set of small bottles and a candle from the holy places, each with its own label.'],
    detail: ['The box measures 18 × 12 cm.'],
    origin: 'holyLand',
    care: null,
    share: 2,
  }),
  t(CG, 'incense-and-incense-holder', 'incense', {
    names: ['{Metal} incense burner with {resin}, {size} g', 'Jerusalem {resin} incense with {metal} censer, {size} g'],
    sizes: [50, 100, 200],
    unit: 'g',
    price: [18, 58],
    weight: [250, 700],
    lead: ['Grains of {resin} resin, as burned in the churches of Jerusalem, with a small {metal} burner on three feet.', 'A {metal} censer with a pierced lid and a pouch of {resin}.'],
    detail: ['It comes with {size} g of incense and a roll of charcoal tablets.'],
    origin: 'holyLand',
    care: 'metal',
  }),
  keychains(CG),
  magnets(CG),
  necklaces(CG, 'necklace-cross', { share: 2 }),
  t(CG, 'olive-wood-poly-resin-wall-plaques', 'wood-plaque', {
    names: ['Olive wood wall plaque with Jerusalem relief, {size} cm', 'Poly-resin Old City relief on {wood}, {size} cm'],
    sizes: [15, 20, 25, 30],
    unit: 'cm',
    price: [18, 55],
    weight: [200, 900],
    lead: ['The walls of Jerusalem cast in poly-resin and set into a frame of {wood}.', 'A wall plaque of {wood} with a raised relief of the Old City in stone colours.'],
    origin: 'bethlehem',
    care: 'wood',
  }),
  prints(CG),
  t(CG, 'rosary', 'rosary', {
    names: ['{Bead} rosary from Jerusalem, {size} cm', 'Jerusalem rosary with {bead} beads and crucifix, {size} cm', 'Catholic rosary, {bead}, {size} cm'],
    sizes: [40, 45, 50],
    unit: 'cm',
    price: [12, 45],
    weight: [20, 60],
    lead: ['Five decades of {bead} beads linked by hand, with a centre medal and a cross.', 'A rosary of {bead}, each bead wired by hand so it will last.'],
    origin: 'holyLand',
    care: 'jewelry',
    share: 2,
  }),
  scarves(CG),
  t(CG, 'silver-icons', 'icon-silver', {
    names: ['{Material}-framed icon of the {saint}, {size} cm', 'Silver icon of the {saint}, {size} cm', 'Byzantine icon with silver riza, {saint}, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [45, 160],
    weight: [150, 600],
    lead: ['The {saint} on a gilded ground, under a silver cover worked in fine relief.', 'A small icon of the {saint} for the home, framed in silver.'],
    origin: 'holyLand',
    care: 'metal',
  }),
  t(CG, 'wooden-icon-blessing', 'icon-wood', {
    names: ['Wooden blessing icon of the {saint}, {size} cm', 'Hand-painted home blessing icon, {saint}, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [18, 48],
    weight: [120, 420],
    lead: ['The {saint} painted on a gilded ground, mounted on an arched wooden panel with a house blessing on the back.'],
    origin: 'bethlehem',
    care: 'wood',
  }),
  t(CG, 'wooden-icons', 'icon-wood', {
    names: ['Olive wood icon of the {saint}, {size} cm', 'Byzantine-style wooden icon, {saint}, {size} cm'],
    sizes: [15, 20, 30],
    unit: 'cm',
    price: [28, 95],
    weight: [200, 900],
    lead: ['An icon of the {saint} in the Byzantine manner, printed on gold leaf paper and set into olive wood.', 'The {saint} in deep blue and red on a gilded ground, framed in carved wood.'],
    origin: 'bethlehem',
    care: 'wood',
  }),

  // Clothing
  t(CL, 'hats', 'cap', {
    names: ['Jerusalem embroidered cap, {color}', 'Star of David baseball cap, {color}', 'Israel cotton cap with embroidered star, {color}'],
    price: [14, 22],
    weight: [80, 120],
    lead: ['A six-panel cotton cap with an embroidered Star of David and a curved brim.', 'A soft cotton cap in {color} with a stitched Star of David on the front.'],
    detail: ['Adjustable strap at the back.'],
    origin: 'textile',
    care: 'textile',
    share: 2,
  }),
  ...bags(CL, 'israel-jerusalem-bags-purses-wallets'),
  kippot(CL, 'kippa'),
  t(CL, 'neck-ties', 'tie', {
    names: ['{Pattern} silk tie, {color}', 'Jerusalem {material} necktie with {pattern} pattern, {color}'],
    price: [18, 34],
    weight: [60, 90],
    lead: ['A woven {material} tie with a {pattern} pattern in {color}.', 'A classic necktie, 8 cm wide, with a small {pattern} design.'],
    detail: ['Length 148 cm.'],
    origin: 'textile',
    care: null,
  }),
  tallitot(CL),
  scarves(CL, 2),
  t(CL, 't-shirt', 'tshirt', {
    names: ['Jerusalem {print} T-shirt, {color}', '{Print} cotton T-shirt, {color}', 'Israel souvenir T-shirt with {print}, {color}'],
    price: [18, 28],
    weight: [160, 240],
    lead: ['A soft cotton T-shirt printed with the {print} in long-lasting inks.', 'Pre-shrunk 100% cotton in {color}, with a {print} design on the chest.'],
    detail: ['Regular fit; see the size chart for chest widths.'],
    origin: 'textile',
    care: 'textile',
    share: 4,
  }),

  // Dead Sea Cosmetics
  t(DS, 'dead-sea-creams-moisturizers', 'cream-jar', {
    names: ['Dead Sea {line} cream, {size} ml', 'Dead Sea mineral {line} moisturizer, {size} ml', 'Dead Sea {line} night cream, {size} ml'],
    sizes: [50, 100, 250],
    unit: 'ml',
    price: [16, 48],
    weight: [90, 320],
    lead: ['A light {line} cream with Dead Sea minerals, shea butter and vitamin E that sinks in quickly.', 'Enriched with magnesium and potassium from the Dead Sea, this {line} cream softens dry skin.'],
    origin: 'deadSea',
    care: 'cosmetic',
    share: 4,
  }),
  t(DS, 'dead-sea-mineral-mud-bath-salt', 'mud-jar', {
    names: ['Dead Sea black mud mask, {size} g', 'Pure Dead Sea mud, {size} g', 'Dead Sea mineral mud for face and body, {size} g'],
    sizes: [250, 500, 600, 1000],
    unit: 'g',
    price: [12, 32],
    weight: [300, 1100],
    lead: ['Black mineral mud from the shores of the Dead Sea; spread it on, leave it for 15 minutes and rinse.', 'Rich in magnesium and clay minerals, the mud cleanses pores and leaves skin smooth.'],
    origin: 'deadSea',
    care: 'cosmetic',
    share: 2,
  }),
  t(DS, 'dead-sea-mineral-mud-bath-salt', 'salt-jar', {
    names: ['Dead Sea bath salt, {size} g', 'Natural Dead Sea salt crystals, {size} g', 'Scented Dead Sea bath salts, {color}, {size} g'],
    sizes: [250, 500, 1000],
    unit: 'g',
    price: [9, 26],
    weight: [300, 1100],
    lead: ['Coarse crystals of Dead Sea salt; dissolve a handful in a warm bath to relax tired muscles.', 'Salt from the Dead Sea, ten times saltier than the ocean, for a mineral soak at home.'],
    origin: 'deadSea',
    care: 'cosmetic',
    share: 2,
  }),
  t(DS, 'dead-sea-mineral-sets', 'cosmetics-set', {
    names: ['Dead Sea cosmetics gift set, {size} pieces', 'Dead Sea spa set in a {color} box, {size} pieces', 'Dead Sea minerals travel kit, {size} pieces'],
    sizes: [2, 3, 4],
    unit: 'set',
    price: [28, 65],
    weight: [400, 1000],
    lead: ['A gift box of Dead Sea favourites: a mineral cream, a hand cream and a black mud mask.', 'Everything for a Dead Sea spa at home, packed in a box ready to give.'],
    origin: 'deadSea',
    care: 'cosmetic',
    share: 2,
  }),
  t(DS, 'dead-sea-mineral-soap', 'soap', {
    names: ['{Soap} soap, {size} g', 'Handmade {soap} soap bar, {size} g', '{Soap} soap, three bars of {size} g'],
    sizes: [90, 100, 125],
    unit: 'g',
    price: [5, 16],
    weight: [100, 400],
    lead: ['A firm, long-lasting soap bar made with {soap}, gentle enough for the face.', 'Cold-pressed {soap} soap that cleanses without drying the skin.'],
    origin: 'deadSea',
    care: 'cosmetic',
    share: 2,
  }),

  // Holidays
  t(HO, 'christmas', 'bauble', {
    names: ['Christmas bauble with {pattern}, {size} cm', 'Hand-painted glass ornament, {pattern}, {size} cm', 'Bethlehem Christmas ball, {color}, {size} cm'],
    sizes: [6, 8, 10],
    unit: 'cm',
    price: [7, 18],
    weight: [20, 60],
    lead: ['A mouth-blown glass bauble with a hand-painted band of {pattern}.', 'A shiny {color} Christmas ball with a {pattern} band, boxed for the journey home.'],
    origin: 'holyLand',
    care: 'glass',
    share: 2,
  }),
  t(HO, 'christmas', 'wood-ornament', {
    names: ['Olive wood {figure} Christmas ornament, {size} cm', 'Bethlehem olive wood {figure} ornament, {size} cm'],
    sizes: [6, 8, 10],
    unit: 'cm',
    price: [5, 12],
    weight: [10, 30],
    lead: ['A flat {figure} cut from {wood} and hung on a red ribbon.'],
    origin: 'bethlehem',
    care: 'wood',
  }),
  t(HO, 'easter', 'easter-egg', {
    names: ['Armenian ceramic Easter egg, {glaze}, {size} cm', 'Hand-painted Easter egg on a stand, {size} cm'],
    sizes: [6, 8, 10],
    unit: 'cm',
    price: [12, 28],
    weight: [60, 180],
    lead: ['A ceramic egg painted in bands of {glaze} with rosettes and stars, on a small gilt stand.'],
    origin: 'armenian',
    care: 'ceramicDecor',
    share: 2,
  }),
  hanukkiot(HO, 'hanukkah', 2),
  dreidels(HO, 'hanukkah'),
  t(HO, 'passover', 'seder-plate', {
    names: ['Armenian ceramic seder plate, {glaze}, {size} cm', 'Hand-painted Passover seder plate, {size} cm'],
    sizes: [30, 35, 40],
    unit: 'cm',
    price: [65, 140],
    weight: [1000, 1900],
    lead: ['Six painted bowls for the symbolic foods of the seder around a Star of David, in {glaze} on cream.'],
    origin: 'armenian',
    care: 'ceramic',
    share: 2,
  }),
  t(HO, 'passover', 'cloth', {
    names: ['Embroidered matzah cover with {centre}, {size} cm', 'Passover matzah cover, {color}, {size} cm'],
    sizes: [35, 40],
    unit: 'cm',
    price: [18, 36],
    weight: [80, 140],
    lead: ['Three pockets for the matzot under a cover embroidered with {centre}.'],
    origin: 'judaica',
    care: 'textile',
  }),
  t(HO, 'purim', 'purim-mask', {
    names: ['Purim carnival mask with gragger, {color}', 'Sequinned Purim mask, {color}'],
    price: [8, 16],
    weight: [60, 120],
    lead: ['A sequinned eye mask with curling feathers and a wooden gragger to drown out Haman’s name.'],
    detail: ['Fits children and adults; elastic band at the back.'],
    origin: 'israel',
    care: null,
  }),
  t(HO, 'rosh-hashanah', 'honey-dish', {
    names: ['Apple-shaped glass honey dish with dipper, {color}', 'Rosh Hashanah honey dish, {color} glass, {size} cm'],
    sizes: [12, 15],
    unit: 'cm',
    price: [22, 44],
    weight: [250, 420],
    lead: ['A glass apple for the honey of a sweet new year, with a lid, a dipper and a small tray.'],
    origin: 'judaica',
    care: 'glass',
  }),
  ceramic(HO, 'rosh-hashanah', 'ceramic-pomegranate', 'pomegranate', {
    names: ['Rosh Hashanah ceramic pomegranate, {glaze}, {size} cm'],
    sizes: [8, 10, 12],
    price: [18, 42],
    weight: [150, 480],
    care: 'ceramicDecor',
  }),
  candlesticks(HO, 'shabbat'),
  t(HO, 'shabbat', 'cloth', {
    names: ['Challah cover with {centre} embroidery, {size} cm', 'Embroidered Shabbat challah cover, {color}, {size} cm'],
    sizes: [40, 45, 50],
    unit: 'cm',
    price: [18, 42],
    weight: [80, 160],
    lead: ['A challah cover embroidered with {centre} and a border of zigzag stitches.'],
    origin: 'judaica',
    care: 'textile',
  }),
  t(HO, 'sukkot', 'etrog-box', {
    names: ['{Finish} etrog box, {size} cm', 'Etrog box with Star of David, {finish}, {size} cm'],
    sizes: [15, 18, 20],
    unit: 'cm',
    price: [28, 95],
    weight: [250, 700],
    lead: ['An oval {finish} box lined with felt to keep the etrog safe through the days of Sukkot.'],
    origin: 'judaica',
    care: 'metal',
  }),

  // Holy Land Gifts
  ...bags(HL, 'bags-purses-wallets').slice(0, 2),
  magnets(HL),
  t(HL, 'bookmarks-notebooks-pens', 'stationery', {
    names: ['Jerusalem notebook, bookmark and pen set, {color}', 'Old City journal with bookmark and pen, {color}'],
    price: [12, 26],
    weight: [200, 380],
    lead: ['A lined notebook with the Jerusalem skyline on the cover, a matching bookmark and a metal pen.'],
    detail: ['The notebook is A5 with 120 pages.'],
    origin: 'holyLand',
    care: null,
  }),
  menorahs(HL),
  t(HL, 'books-maps-israel-books', 'map-book', {
    names: ['Illustrated map of the Holy Land with pocket guide', 'Jerusalem Old City map and guidebook, {color} cover'],
    price: [9, 24],
    weight: [150, 350],
    lead: ['A folding map of the Holy Land with the holy sites marked, and a pocket guide to the Old City.'],
    detail: ['In English; about 120 pages with colour photographs.'],
    origin: 'holyLand',
    care: 'paper',
  }),
  bracelets(HL, 'bracelet-beads'),
  t(HL, 'mugs-jerusalem-mugs', 'jerusalem-mug', {
    names: ['Jerusalem skyline mug, {glaze}, {size} ml', 'Old City of Jerusalem coffee mug, {size} ml'],
    sizes: [300, 350],
    unit: 'ml',
    price: [12, 18],
    weight: [300, 380],
    lead: ['A ceramic mug with the walls and the golden dome of the Old City in a {glaze} frame.'],
    origin: 'holyLand',
    care: 'ceramic',
    share: 2,
  }),
  ceramic(HL, 'candle-holders', 'ceramic-candle-holder', 'candle holder', {
    names: ['Jerusalem ceramic candle holder with {motif}, {size} cm'],
    sizes: [8, 10, 12],
    price: [16, 30],
    weight: [200, 420],
    care: 'candle',
  }),
  necklaces(HL, 'necklace-hamsa'),
  t(HL, 'caps', 'cap', {
    names: ['Israel cap with embroidered star, {color}', 'Jerusalem baseball cap, {color}'],
    price: [12, 20],
    weight: [80, 120],
    lead: ['A cotton cap with an embroidered Star of David, adjustable at the back.'],
    detail: ['One size fits most adults.'],
    origin: 'textile',
    care: 'textile',
  }),
  t(HL, 'patches', 'patch', {
    names: ['Embroidered {art} patch, {size} cm', 'Iron-on {art} patch, {size} cm'],
    sizes: [6, 8, 10],
    unit: 'cm',
    price: [4, 9],
    weight: [5, 15],
    lead: ['A round embroidered patch with the {art}, to sew or iron on.'],
    origin: 'holyLand',
    care: null,
  }),
  pinsThimbles(HL),
  children(HL),
  t(HL, 'enamel-holyland-metal-art', 'wall-hamsa', {
    names: ['{Enamel} enamel hamsa wall hanging, {size} cm', 'Hamsa with evil eye, {metal} and {enamel} enamel, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [18, 58],
    weight: [80, 320],
    lead: ['A hamsa in {metal} filled with {enamel} enamel, with a blue eye for protection.'],
    origin: 'judaica',
    care: 'metal',
  }),
  t(HL, 'plates-jerusalem-plates', 'jerusalem-plate', {
    names: ['Jerusalem skyline plate, {glaze}, {size} cm', 'Decorative plate of the Old City of Jerusalem, {size} cm'],
    sizes: [15, 20, 25],
    unit: 'cm',
    price: [14, 38],
    weight: [200, 700],
    lead: ['A hand-painted plate with the Old City walls and the golden dome inside a {glaze} rim.'],
    detail: ['{size} cm across, with a hole in the foot for hanging.'],
    origin: 'armenian',
    care: 'ceramicDecor',
    share: 2,
  }),
  flags(HL),
  t(HL, 'playing-cards', 'playing-cards', {
    names: ['Jerusalem playing cards, {color} back', 'Holy Land souvenir playing cards, {color}'],
    price: [6, 12],
    weight: [90, 110],
    lead: ['A full deck of 54 cards with photographs of Jerusalem on the faces and a patterned back.'],
    origin: 'holyLand',
    care: null,
  }),
  hanukkiot(HL, 'hanukkah-candle-holder'),
  pomegranateArt(HL),
  ...silverArts(HL),
  prints(HL),
  keychains(HL),
  scarves(HL),
  kiddushCups(HL, 'kiddush-cups-communion'),
  t(HL, 'shot-glasses', 'shot-glass', {
    names: ['Jerusalem shot glasses with {art}, set of {size}', 'Israel souvenir shot glasses, {art}, {size} pieces'],
    sizes: [2, 4, 6],
    unit: 'set',
    price: [9, 24],
    weight: [120, 360],
    lead: ['Heavy-based shot glasses with a printed band showing the {art}.'],
    origin: 'holyLand',
    care: 'glass',
  }),
  kippot(HL, 'kippot'),
  t(HL, 'snow-globes', 'snow-globe', {
    names: ['Jerusalem snow globe, {size} cm, {color}', 'Old City of Jerusalem snow globe, {size} cm'],
    sizes: [6, 8, 10, 12],
    unit: 'cm',
    price: [9, 32],
    weight: [120, 600],
    lead: ['The walls and the golden dome of Jerusalem inside a glass globe of falling snow.'],
    origin: 'holyLand',
    care: 'glass',
  }),
  t(HL, 'klezmer-figurines', 'klezmer', {
    names: ['Klezmer musician with {instrument}, figurine, {size} cm', 'Hand-painted klezmer {instrument} player, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [16, 48],
    weight: [120, 420],
    lead: ['A klezmer musician playing the {instrument}, cast in poly-resin and painted by hand.'],
    origin: 'israel',
    care: 'ceramicDecor',
  }),
  t(HL, 'spoons-and-bells', 'spoon-bell', {
    names: ["Collector's spoon and bell, {metal}, Jerusalem", 'Jerusalem souvenir bell and teaspoon, {metal}'],
    price: [9, 22],
    weight: [60, 140],
    lead: ['A collector’s teaspoon with an enamel crest and a small ringing bell, both in {metal}.'],
    origin: 'holyLand',
    care: 'metal',
  }),
  plush(HL, 'stuffed-animals'),

  // Jerusalem Jewelry
  bracelets(JJ, 'bracelet-bangle'),
  bracelets(JJ, 'bracelet-beads'),
  t(JJ, 'charm-pendants', 'necklace-hamsa', {
    names: ['{Metal} {pendant} charm{withGem}', 'Small {pendant} charm pendant, {metal}'],
    price: [18, 48],
    weight: [3, 8],
    lead: ['A small {pendant} charm in {metal} to wear on a chain or bracelet.'],
    detail: ['The charm is 2 cm tall; chain not included.'],
    origin: 'silversmith',
    care: 'jewelry',
  }),
  t(JJ, 'charm-pendants', 'necklace-key', {
    names: ['{Metal} key of Jerusalem charm', 'Key of Jerusalem pendant, {metal}'],
    price: [16, 42],
    weight: [3, 9],
    lead: ['The key of Jerusalem in {metal}, a traditional charm for the home and the journey.'],
    detail: ['The charm is 3 cm tall; chain not included.'],
    origin: 'silversmith',
    care: 'jewelry',
  }),
  necklaces(JJ, 'necklace-cross', { subCategory: 'christian-jewelry' }),
  necklaces(JJ, 'necklace-eilat', {
    subCategory: 'israel-eilat-stone',
    names: ['Eilat stone {pendant} pendant, {metal}, {size} cm chain', '{Metal} necklace with Eilat stone {pendant}'],
    lead: ['Eilat stone, the blue-green copper stone of King Solomon’s mines, set in {metal}.', 'A {pendant} of mottled Eilat stone in a {metal} setting, each stone unique.'],
    share: 2,
  }),
  necklaces(JJ, 'necklace-star', { subCategory: 'jewish-jewelry', share: 2 }),
  necklaces(JJ, 'necklace-pomegranate', { subCategory: 'jewish-jewelry' }),
  necklaces(JJ, 'necklace-opal', {
    subCategory: 'opal-stone',
    names: ['Opal {pendant} pendant, {metal}, {size} cm chain', '{Metal} necklace with opal {pendant}'],
    lead: ['A shimmering opal set in {metal}, its colours changing with the light.'],
  }),
  necklaces(JJ, 'necklace-heart', { subCategory: 'plain-silver' }),
  t(JJ, 'rings', 'ring', {
    names: ['{Metal} ring with {gem}', 'Jerusalem {gem} ring, {metal}', 'Armenian {metal} ring, {gem}'],
    price: [168.64, 168.64],
    weight: [4, 9],
    lead: ['A {metal} ring with {gem}, made by hand in the Old City.', 'A ring of {metal} set with {gem}; every size from 5 to 14 in half sizes.'],
    detail: ['US ring sizes 5 to 14; tell us if you need another size.'],
    origin: 'silversmith',
    care: 'jewelry',
    share: 3,
  }),
  t(JJ, 'silver-chain', 'chain', {
    names: ['{Metal} chain, {size} cm', 'Fine {metal} link chain, {size} cm'],
    sizes: [40, 45, 50, 55],
    unit: 'chain',
    price: [18, 48],
    weight: [4, 12],
    lead: ['A fine {metal} chain with a lobster clasp, strong enough for a heavy pendant.'],
    origin: 'silversmith',
    care: 'jewelry',
  }),
  necklaces(JJ, 'necklace-pomegranate', {
    subCategory: 'silver-combined-with-gold',
    names: ['Silver and gold pomegranate pendant{withGem}, {size} cm chain', 'Two-tone pomegranate necklace{withGem}'],
    lead: ['Sterling silver combined with 9 ct gold details in the shape of a pomegranate.'],
    price: [58, 160],
  }),

  // Judaica and Messianic Gifts
  t(JM, 'mark-of-the-covenant', 'necklace-star', {
    names: ['Messianic seal pendant, {metal}{withGem}', 'Grafted-in Messianic necklace, {metal}, {size} cm chain'],
    sizes: [45, 50],
    unit: 'chain',
    price: [26, 72],
    weight: [8, 20],
    lead: ['The Messianic seal of Jerusalem: the menorah, the Star of David and the fish joined in one pendant.'],
    origin: 'silversmith',
    care: 'jewelry',
  }),
  bracelets(JM, 'bracelet-beads'),
  menorahs(JM, 2),
  candlesticks(JM, 'candle-holders-shabbat'),
  t(JM, 'mezuzah', 'mezuzah', {
    names: ['{Finish} mezuzah case, {size} cm', 'Mezuzah with {finish}, {size} cm', 'Jerusalem mezuzah case, {finish}, {size} cm'],
    sizes: [7, 10, 12, 15, 20],
    unit: 'cm',
    price: [14, 68],
    weight: [30, 180],
    lead: ['A mezuzah case in {finish}, with a rubber stopper at the back to hold the scroll.', 'Made to fit a 10–12 cm kosher scroll (not included); screws and hanging instructions are in the box.'],
    origin: 'judaica',
    care: 'metal',
    share: 4,
  }),
  dreidels(JM, 'children-gifts'),
  necklaces(JM, 'necklace-star'),
  t(JM, 'crystal-judaica-works', 'honey-dish', {
    names: ['Crystal honey dish with dipper, {color}', 'Glass apple honey dish, {color}'],
    price: [28, 55],
    weight: [300, 500],
    lead: ['Heavy glass in the shape of an apple, with a lid and a dipper for Rosh Hashanah honey.'],
    detail: ['12 cm tall with its tray.'],
    origin: 'judaica',
    care: 'glass',
  }),
  pinsThimbles(JM),
  dreidels(JM, 'dreidels'),
  pomegranateArt(JM),
  t(JM, 'enamel-wall-hanging-blessing', 'wall-blessing', {
    names: ['Home blessing wall hanging, {enamel} enamel, {size} cm', 'Birkat HaBayit in {metal} and {enamel} enamel, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [18, 58],
    weight: [80, 360],
    lead: ['The blessing for the home on {enamel} enamel framed in {metal}, under a small Star of David.'],
    origin: 'judaica',
    care: 'metal',
  }),
  tallitot(JM),
  flags(JM),
  prints(JM),
  hanukkiot(JM, 'hanukkah-candle-holder'),
  scarves(JM),
  ...silverArts(JM),
  t(JM, 'shabbat-bread-cover-tablecloth', 'cloth', {
    names: ['Challah cover with {centre} embroidery, {size} cm', 'Shabbat tablecloth with {centre}, {size} cm'],
    sizes: [40, 50, 140, 180],
    unit: 'cm',
    price: [18, 85],
    weight: [80, 700],
    lead: ['Embroidered with {centre} in gold and coloured thread on {material}.'],
    origin: 'judaica',
    care: 'textile',
  }),
  keychains(JM),
  t(JM, 'shofar-shofar-stands', 'shofar', {
    names: ['Kosher {horn} shofar, {finish}, {size} cm', '{Finish} {horn} shofar, {size} cm'],
    sizes: [25, 30, 35, 45, 60],
    unit: 'cm',
    price: [35, 190],
    weight: [150, 900],
    lead: ['A kosher {horn} shofar, {finish}, with a clear, strong sound for Rosh Hashanah.', 'Cleaned, shaped and tested by hand; each {horn} is unique in curve and colour.'],
    origin: 'judaica',
    care: null,
    share: 3,
  }),
  t(JM, 'shofar-bag-tallit-tefillin', 'tallit-bag', {
    names: ['Velvet tallit and tefillin bag set, {color}', 'Embroidered tallit bag, {color}'],
    price: [24, 58],
    weight: [180, 360],
    lead: ['A zipped velvet tallit bag with a matching tefillin bag, embroidered in metallic thread.'],
    detail: ['The tallit bag measures 30 × 36 cm.'],
    origin: 'judaica',
    care: null,
  }),
  kippot(JM, 'kippa'),
  t(JM, 'torah', 'torah', {
    names: ['Miniature Torah scroll, {mantle}, {size} cm', 'Children’s Torah scroll, {mantle}, {size} cm'],
    sizes: [15, 20, 30],
    unit: 'cm',
    price: [22, 78],
    weight: [120, 500],
    lead: ['A printed replica of the Five Books of Moses on a scroll between turned wooden rollers, {mantle}.'],
    origin: 'judaica',
    care: null,
  }),
  t(JM, 'klezmer-figurines', 'klezmer', {
    names: ['Klezmer {instrument} player figurine, {size} cm', 'Hand-painted klezmer musician with {instrument}, {size} cm'],
    sizes: [10, 15, 20],
    unit: 'cm',
    price: [16, 48],
    weight: [120, 420],
    lead: ['A klezmer musician playing the {instrument}, cast in poly-resin and painted by hand.'],
    origin: 'israel',
    care: 'ceramicDecor',
  }),
  t(JM, 'wall-hanging-velvet-scriptures', 'cloth', {
    names: ['Velvet scripture wall hanging with {centre}, {size} cm', 'Embroidered scripture banner, {color}, {size} cm'],
    sizes: [30, 40, 50],
    unit: 'cm',
    price: [24, 60],
    weight: [120, 300],
    lead: ['A velvet wall hanging embroidered with {centre} and a verse from the Psalms.'],
    origin: 'judaica',
    care: null,
  }),
  magnets(JM),
  t(JM, 'washing-hands-netilat-yadayim', 'washing-cup', {
    names: ['{Metal} netilat yadayim washing cup, {size} ml', 'Hammered {metal} hand-washing cup, {size} ml'],
    sizes: [400, 500, 700],
    unit: 'ml',
    price: [22, 68],
    weight: [200, 480],
    lead: ['A two-handled {metal} cup for the ritual washing of hands, with a hammered finish.'],
    origin: 'judaica',
    care: 'metal',
  }),
  t(JM, 'wine-kiddush-sets', 'wine-set', {
    names: ['{Metal} kiddush set with decanter and cup', 'Shabbat wine set, {metal}, decanter, cup and tray'],
    price: [58, 180],
    weight: [700, 1600],
    lead: ['A glass wine decanter, a {metal} kiddush cup and a round tray for the Sabbath table.'],
    detail: ['The decanter holds 750 ml.'],
    origin: 'judaica',
    care: 'metal',
  }),

  // Olive Wood Gifts
  t(OW, 'olive-wood-poly-resin-wall-plaques', 'wood-plaque', {
    names: ['Olive wood plaque with Jerusalem relief, {size} cm', 'Old City relief plaque in {wood}, {size} cm'],
    sizes: [15, 20, 25, 30],
    unit: 'cm',
    price: [18, 55],
    weight: [200, 900],
    lead: ['A relief of the Old City walls in poly-resin, framed by {wood}.'],
    origin: 'bethlehem',
    care: 'wood',
  }),
  t(OW, 'olive-wood-bibles', 'wood-bible', {
    names: ['Olive wood Bible with {cover}, {size} cm', 'Holy Bible with olive wood cover and {cover}, {size} cm', 'Pocket New Testament in olive wood, {cover}, {size} cm'],
    sizes: [10, 12, 15, 18, 22],
    unit: 'cm',
    price: [18, 65],
    weight: [200, 1100],
    lead: ['A King James Bible bound in {wood} boards with {cover}.', 'The cover is cut from {wood}, carved with {cover} and oiled by hand.'],
    origin: 'bethlehem',
    care: 'wood',
    share: 3,
  }),
  t(OW, 'olive-wood-boxes', 'wood-box', {
    names: ['Olive wood jewelry box with {lid}, {size} cm', 'Hand-carved olive wood box with {lid}, {size} cm'],
    sizes: [8, 10, 12, 15, 20],
    unit: 'cm',
    price: [14, 58],
    weight: [90, 600],
    lead: ['A hinged box of {wood} with {lid}, lined with felt.'],
    origin: 'bethlehem',
    care: 'wood',
    share: 2,
  }),
  t(OW, 'olive-wood-christmas-ornaments', 'wood-ornament', {
    names: ['Olive wood {figure} ornament, {size} cm', 'Bethlehem {figure} Christmas ornament in olive wood, {size} cm'],
    sizes: [6, 8, 10],
    unit: 'cm',
    price: [5, 12],
    weight: [10, 30],
    lead: ['A flat {figure} cut from {wood}, hung on a ribbon for the Christmas tree.'],
    origin: 'bethlehem',
    care: 'wood',
    share: 2,
  }),
  crossesWood(OW, 'olive-wood-crosses', 3),
  ...(['wood-camel', 'wood-dove', 'wood-angel', 'wood-shepherd'] as const).map((kind) =>
    t(OW, 'olive-wood-figurines', kind, {
      names: ['Olive wood {figure}, {size} cm', 'Hand-carved {figure} in {wood}, {size} cm', 'Bethlehem olive wood {figure} figurine, {size} cm'],
      sizes: [8, 10, 15, 20],
      unit: 'cm',
      price: [12, 60],
      weight: [60, 500],
      lead: ['A {figure} carved by hand from {wood}, the grain following its form.', 'Carved with knives and chisels from a single block of {wood}, then sanded and oiled.'],
      origin: 'bethlehem',
      care: 'wood',
    }),
  ),
  t(OW, 'olive-wood-nativity-sets', 'nativity', {
    names: ['Olive wood nativity set, {size} cm, hand-carved in Bethlehem', 'Holy Family nativity scene in {wood}, {size} cm', 'Bethlehem nativity stable with the Holy Family, {size} cm'],
    sizes: [10, 15, 20, 30],
    unit: 'cm',
    price: [28, 180],
    weight: [200, 1800],
    lead: ['Mary, Joseph and the Child in the manger under a stable roof, all carved from {wood}.', 'The Holy Family carved in Bethlehem, a few minutes from the Church of the Nativity.'],
    origin: 'bethlehem',
    care: 'wood',
    share: 3,
  }),
  t(OW, 'olive-wood-rosary', 'rosary-wood', {
    names: ['Olive wood rosary, {size} cm', 'Rosary of {wood} beads with cross, {size} cm'],
    sizes: [40, 45, 50],
    unit: 'cm',
    price: [7, 18],
    weight: [15, 35],
    lead: ['Beads of {wood} turned by hand in Bethlehem, with an olive-wood cross.'],
    origin: 'bethlehem',
    care: 'wood',
    share: 2,
  }),
  t(OW, 'olive-wood-tableware', 'wood-bowl', {
    names: ['Olive wood salad bowl{withServers}, {size} cm', 'Turned {wood} bowl{withServers}, {size} cm'],
    sizes: [15, 20, 25, 30],
    unit: 'cm',
    price: [22, 85],
    weight: [180, 900],
    lead: ['Turned from a single block of {wood} and finished with food-safe oil.'],
    origin: 'bethlehem',
    care: 'woodFood',
    share: 2,
  }),
];
