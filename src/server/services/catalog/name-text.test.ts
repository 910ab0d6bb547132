import { describe, expect, it } from 'vitest';
import { NameText } from './name-text.ts';

const names = [
  'pomegranate bowl',
  null,
  'olive wood camel',
  '',
  'гранатовая чаша',
  'bowl of bowls',
  'b',
  ' two  spaces ',
];

/** The positions `mark` lists in its hits buffer (in no particular order), ascending; each listed once. */
function marked(column: NameText, text: string, found: Uint8Array): number[] {
  const hits = new Int32Array(found.length);
  const listed = [...hits.subarray(0, column.mark(text, found, hits, 0))].sort((a, b) => a - b);
  expect(new Set(listed).size, 'each position listed once').toBe(listed.length);
  return listed;
}

function positions(text: string): number[] {
  const found = new Uint8Array(names.length);
  const hits = marked(new NameText(names), text, found);
  expect(
    [...hits].sort((a, b) => a - b),
    'hits list what is marked',
  ).toEqual([...found.keys()].filter((at) => found[at] === 1));
  return [...found.keys()].filter((at) => found[at] === 1);
}

describe('NameText', () => {
  it('finds every name containing the text, each once, as includes() would', () => {
    const texts = ['bowl', 'o', 'camel', 'гранат', 'b', 'l', 'ча', 'pomegranate bowl', 'zzz', 'owl', 'wlo', 'ls'];
    // Texts with spaces: across words, at a name's start or end, two spaces, spaces only.
    texts.push('l of b', 'e b', ' bowl', 'bowl ', 'od camel', 'wood camel ', ' ', '  ', '   ', 'o  s', ' two', 'es ');
    for (const text of texts)
      expect(positions(text), text).toEqual(names.flatMap((name, at) => (name?.includes(text) ? [at] : [])));
  });

  it('never matches across two names', () => {
    expect(positions('bowl\u0000')).toEqual([]);
    expect(positions('bowlolive')).toEqual([]);
  });

  it("matches the empty text in every written name, even an empty one, as LIKE '%%' does", () => {
    expect(positions('')).toEqual([0, 2, 3, 4, 5, 6, 7]);
  });
  it('lists only positions not marked before (a name found in another language counts once)', () => {
    const found = new Uint8Array(names.length);
    found[0] = 1;
    expect(marked(new NameText(names), 'bowl', found)).toEqual([5]);
  });

  it('finds a text whose every piece is common but which no name holds whole', () => {
    const many = Array.from({ length: 50 }, (_, i) => (i % 2 ? 'wood bowl' : 'bowl of wood'));
    const found = new Uint8Array(many.length);
    expect(marked(new NameText(many), 'wood bowl of', found)).toEqual([]);
    expect(marked(new NameText(many), 'bowl of', found)).toEqual(
      many.flatMap((name, at) => (name.includes('bowl of') ? [at] : [])),
    );
  });

  it('finds matches near each other and far apart in a long column, twice in one name counted once', () => {
    const many = Array.from({ length: 3000 }, (_, at) =>
      at % 997 === 0 ? 'pomegranate cup, pomegranate red' : at % 3 === 0 ? `olive bowl ${at}` : null,
    );
    for (const text of ['pomegranate', 'olive', 'e', '99', 'cup, p', 'red o']) {
      expect(marked(new NameText(many), text, new Uint8Array(many.length)), text).toEqual(
        many.flatMap((name, at) => (name?.includes(text) ? [at] : [])),
      );
    }
  });
});
