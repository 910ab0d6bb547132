import { starPoints } from './kit.ts';

/**
 * Painted motifs of Jerusalem's Armenian pottery (pomegranate, bird, tulip, cypress, fish, rosette, grapes,
 * six-pointed star), each drawn around (0, 0) within about ±50 units, outlined like brushwork.
 */

export interface Glaze {
  /** The cream or white ground. */
  ground: string;
  /** Main colour (cobalt, turquoise, …), then two accents and a leaf colour. */
  a: string;
  b: string;
  c: string;
  leaf: string;
  line: string;
}

export const glazes = {
  cobalt: { ground: '#f7efdc', a: '#1f4e9c', b: '#2aa5a0', c: '#c3382c', leaf: '#3f8a4a', line: '#1a2744' },
  turquoise: { ground: '#f6f0e0', a: '#1f9a9a', b: '#1f4e9c', c: '#e0a22a', leaf: '#3f8a4a', line: '#16384a' },
  pomegranate: { ground: '#f8f1e3', a: '#b3302a', b: '#1f4e9c', c: '#2aa5a0', leaf: '#3f7f3a', line: '#3a1a14' },
  meadow: { ground: '#f7f1df', a: '#3f7f3a', b: '#e2a72e', c: '#c3382c', leaf: '#2f6b34', line: '#233321' },
  midnight: { ground: '#fbf8f1', a: '#14213d', b: '#c3382c', c: '#2aa5a0', leaf: '#3f8a4a', line: '#0d1424' },
  sunrise: { ground: '#fbf1dd', a: '#d6802b', b: '#1f4e9c', c: '#b3302a', leaf: '#3f7f3a', line: '#4a2a10' },
} satisfies Record<string, Glaze>;

export type MotifName =
  | 'pomegranate'
  | 'bird'
  | 'tulip'
  | 'cypress'
  | 'fish'
  | 'rosette'
  | 'grapes'
  | 'star'
  | 'peacock';

const stroke = (g: Glaze, w = 1.6) =>
  `stroke="${g.line}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;

function pomegranate(g: Glaze): string {
  const seeds = [
    [-7, 4],
    [0, 2],
    [7, 4],
    [-4, 10],
    [4, 10],
    [-9, 13],
    [9, 13],
    [0, 16],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.6" ry="3.2" fill="${g.c}"/>`)
    .join('');
  return (
    `<path d="M6,-27 C16,-44 34,-42 40,-34 C28,-28 18,-24 6,-27Z" fill="${g.leaf}" ${stroke(g, 1.2)}/>` +
    `<path d="M-6,-27 C-16,-44 -34,-42 -40,-34 C-28,-28 -18,-24 -6,-27Z" fill="${g.leaf}" ${stroke(g, 1.2)}/>` +
    `<path d="M-10,-24 L-15,-38 L-6,-31 L0,-42 L6,-31 L15,-38 L10,-24Z" fill="${g.c}" ${stroke(g)}/>` +
    `<circle cx="0" cy="4" r="30" fill="${g.c}" ${stroke(g)}/>` +
    `<path d="M-17,8 C-17,-8 17,-8 17,8 C17,24 -17,24 -17,8Z" fill="${g.ground}" ${stroke(g, 1.2)}/>` +
    seeds +
    `<path d="M-20,-8 C-14,-18 -4,-20 4,-19" fill="none" stroke="${g.ground}" stroke-width="2.4" opacity=".55"/>`
  );
}

function bird(g: Glaze): string {
  return (
    `<path d="M-14,6 C-30,0 -46,8 -52,22 C-40,18 -30,20 -22,16 Z" fill="${g.a}" ${stroke(g)}/>` +
    `<path d="M-14,10 C-34,14 -44,30 -44,38 C-32,28 -22,26 -12,20 Z" fill="${g.b}" ${stroke(g)}/>` +
    `<path d="M-20,8 C-18,-14 6,-24 22,-16 C30,-30 44,-28 46,-18 L56,-16 L46,-10 C44,4 36,20 16,26 C2,30 -16,24 -20,8Z" fill="${g.a}" ${stroke(g)}/>` +
    `<path d="M-8,4 C0,-10 18,-12 26,-2 C20,10 4,16 -8,4Z" fill="${g.b}" ${stroke(g, 1.2)}/>` +
    `<path d="M-2,4 C4,-2 12,-3 18,0 M0,9 C6,4 14,4 20,6" fill="none" stroke="${g.ground}" stroke-width="1.6"/>` +
    `<circle cx="38" cy="-17" r="3" fill="${g.ground}" ${stroke(g, 1)}/><circle cx="38.6" cy="-17" r="1.3" fill="${g.line}"/>` +
    `<path d="M30,-28 C32,-36 36,-38 40,-36" fill="none" ${stroke(g, 1.6)}/><circle cx="40" cy="-36" r="2.4" fill="${g.c}"/>` +
    `<path d="M8,26 L4,40 M18,24 L18,40" fill="none" ${stroke(g, 2)}/>`
  );
}

function peacock(g: Glaze): string {
  const feathers = [-60, -35, -10, 15]
    .map(
      (a) =>
        `<g transform="rotate(${a} -6 14)"><path d="M-6,14 C-10,-10 -6,-34 0,-44 C6,-34 8,-10 -6,14Z" fill="${g.b}" ${stroke(g, 1.1)}/><ellipse cx="-1" cy="-32" rx="4.5" ry="6" fill="${g.a}" ${stroke(g, 1)}/><circle cx="-1" cy="-32" r="2" fill="${g.c}"/></g>`,
    )
    .join('');
  return (
    `<g transform="translate(-10 0)">${feathers}</g>` +
    `<path d="M-14,18 C-16,0 0,-10 14,-6 C16,-20 28,-24 32,-16 L40,-14 L32,-10 C30,6 22,22 6,26 C-6,28 -14,26 -14,18Z" fill="${g.a}" ${stroke(g)}/>` +
    `<path d="M20,-24 L22,-32 M26,-24 L30,-31 M16,-22 L14,-30" ${stroke(g, 1.2)}/>` +
    `<circle cx="26" cy="-15" r="2.4" fill="${g.ground}"/>` +
    `<path d="M-4,10 C2,0 12,0 16,6 C12,14 2,16 -4,10Z" fill="${g.c}" ${stroke(g, 1)}/>`
  );
}

function tulip(g: Glaze): string {
  return (
    `<path d="M0,40 C0,24 0,10 0,-6" fill="none" stroke="${g.leaf}" stroke-width="3.4"/>` +
    `<path d="M0,34 C-10,24 -26,22 -34,8 C-18,8 -6,16 0,26Z" fill="${g.leaf}" ${stroke(g, 1.2)}/>` +
    `<path d="M0,30 C10,20 26,18 32,2 C16,4 4,12 0,22Z" fill="${g.leaf}" ${stroke(g, 1.2)}/>` +
    `<path d="M-18,-14 C-22,-34 -12,-44 -6,-30 C-4,-44 4,-44 6,-30 C12,-44 22,-34 18,-14 C14,-2 -14,-2 -18,-14Z" fill="${g.c}" ${stroke(g)}/>` +
    `<path d="M-6,-30 C-8,-18 -6,-8 0,-4 C6,-8 8,-18 6,-30" fill="${g.a}" ${stroke(g, 1.2)}/>`
  );
}

function cypress(g: Glaze): string {
  return (
    `<path d="M0,-48 C14,-24 18,12 10,38 L-10,38 C-18,12 -14,-24 0,-48Z" fill="${g.leaf}" ${stroke(g)}/>` +
    `<path d="M0,-40 L0,36 M0,-24 L-7,-14 M0,-24 L7,-14 M0,-6 L-10,6 M0,-6 L10,6 M0,14 L-10,26 M0,14 L10,26" fill="none" stroke="${g.ground}" stroke-width="1.6" opacity=".8"/>` +
    `<rect x="-3" y="38" width="6" height="9" fill="${g.c}" ${stroke(g, 1)}/>`
  );
}

function fish(g: Glaze): string {
  const scales = [-14, -2, 10]
    .flatMap((x) =>
      [-6, 6].map(
        (y) =>
          `<path d="M${x},${y - 6} C${x + 8},${y - 4} ${x + 8},${y + 4} ${x},${y + 6}" fill="none" stroke="${g.ground}" stroke-width="1.5"/>`,
      ),
    )
    .join('');
  return (
    `<path d="M28,0 L48,-16 L44,0 L48,16Z" fill="${g.b}" ${stroke(g)}/>` +
    `<path d="M-42,0 C-28,-24 14,-26 30,0 C14,26 -28,24 -42,0Z" fill="${g.a}" ${stroke(g)}/>` +
    `<path d="M-8,-18 C0,-30 12,-28 16,-16Z" fill="${g.c}" ${stroke(g, 1.2)}/>` +
    scales +
    `<circle cx="-30" cy="-3" r="3.4" fill="${g.ground}" ${stroke(g, 1)}/><circle cx="-30" cy="-3" r="1.4" fill="${g.line}"/>`
  );
}

function rosette(g: Glaze): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += `<ellipse cx="0" cy="-26" rx="10" ry="20" transform="rotate(${i * 45})" fill="${i % 2 ? g.b : g.a}" ${stroke(g, 1.2)}/>`;
  }
  let small = '';
  for (let i = 0; i < 8; i++)
    small += `<circle cx="0" cy="-46" r="3.4" transform="rotate(${i * 45 + 22.5})" fill="${g.c}"/>`;
  return petals + small + `<circle r="13" fill="${g.c}" ${stroke(g, 1.2)}/><circle r="6" fill="${g.ground}"/>`;
}

function grapes(g: Glaze): string {
  const rows = [[-15, -5, 5, 15], [-10, 0, 10], [-5, 5], [0]];
  const berries = rows
    .flatMap((xs, r) => xs.map((x) => `<circle cx="${x}" cy="${-4 + r * 10}" r="6" fill="${g.a}" ${stroke(g, 1)}/>`))
    .join('');
  return (
    `<path d="M0,-14 C-2,-24 4,-32 10,-38" fill="none" stroke="${g.leaf}" stroke-width="3"/>` +
    `<path d="M8,-30 C20,-46 40,-40 44,-28 C34,-30 30,-20 20,-22 C16,-18 10,-22 8,-30Z" fill="${g.leaf}" ${stroke(g, 1.2)}/>` +
    `<path d="M-6,-26 C-16,-40 -30,-36 -32,-28" fill="none" stroke="${g.leaf}" stroke-width="1.6"/>` +
    berries
  );
}

function star(g: Glaze): string {
  return (
    `<polygon points="${starPoints(0, 0, 40, 23, 6)}" fill="${g.a}" ${stroke(g)}/>` +
    `<polygon points="${starPoints(0, 0, 24, 14, 6)}" fill="${g.b}" ${stroke(g, 1.2)}/>` +
    `<circle r="7" fill="${g.c}" ${stroke(g, 1)}/>`
  );
}

const motifs: Record<MotifName, (g: Glaze) => string> = {
  pomegranate,
  bird,
  tulip,
  cypress,
  fish,
  rosette,
  grapes,
  star,
  peacock,
};

export function motif(name: MotifName, g: Glaze): string {
  return motifs[name](g);
}

/** Small repeatable border elements for rims and bands. */
export function leafSprig(g: Glaze): string {
  return (
    `<path d="M0,6 C-6,0 -6,-8 0,-12 C6,-8 6,0 0,6Z" fill="${g.leaf}" stroke="${g.line}" stroke-width="1"/>` +
    `<circle cx="-9" cy="-2" r="3" fill="${g.c}"/><circle cx="9" cy="-2" r="3" fill="${g.c}"/>`
  );
}

export function dotFlower(g: Glaze): string {
  return (
    `<circle r="7" fill="${g.b}" stroke="${g.line}" stroke-width="1"/>` +
    `<circle r="3" fill="${g.c}"/>` +
    `<circle cx="0" cy="-11" r="2" fill="${g.a}"/>`
  );
}

/** A running scroll band (S-curves with dots) between x0 and x1 at height y. */
export function scrollBand(g: Glaze, x0: number, x1: number, y: number, h: number): string {
  let d = `M${x0},${y}`;
  const step = h * 1.6;
  let up = true;
  for (let x = x0; x < x1; x += step) {
    d += ` Q${x + step / 2},${y + (up ? -h / 2 : h / 2)} ${x + step},${y}`;
    up = !up;
  }
  let dots = '';
  up = true;
  for (let x = x0; x < x1; x += step) {
    dots += `<circle cx="${x + step / 2}" cy="${y + (up ? h * 0.45 : -h * 0.45)}" r="${h * 0.14}" fill="${g.c}"/>`;
    up = !up;
  }
  return `<path d="${d}" fill="none" stroke="${g.a}" stroke-width="${h * 0.16}"/>${dots}`;
}
