import { describe, expect, it } from 'vitest';
import { NameText } from './name-text.ts';

const names = ['pomegranate bowl', null, 'olive wood camel', '', 'гранатовая чаша', 'bowl of bowls', 'b'];

function positions(text: string): number[] {
  const found = new Uint8Array(names.length);
  new NameText(names).mark(text, found);
  return [...found.keys()].filter((at) => found[at] === 1);
}

describe('NameText', () => {
  it('finds every name containing the text, each once, as includes() would', () => {
    for (const text of ['bowl', 'o', 'camel', 'гранат', 'b', 'l', 'ча', 'pomegranate bowl', 'zzz'])
      expect(positions(text), text).toEqual(names.flatMap((name, at) => (name?.includes(text) ? [at] : [])));
  });

  it('never matches across two names', () => {
    expect(positions('bowl\u0000')).toEqual([]);
    expect(positions('bowlolive')).toEqual([]);
  });

  it("matches the empty text in every written name, even an empty one, as LIKE '%%' does", () => {
    expect(positions('')).toEqual([0, 2, 3, 4, 5, 6]);
  });
});
