import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../lib/i18n/t.ts';
import { said, wordsOf, type ServerMessageKey } from './server-message.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** Every `api.` message key the dictionaries hold, by its base (plural forms folded). */
const dictionaryKeys = [
  ...new Set(
    Object.keys(dictionaries.en)
      .filter((k) => k.startsWith('api.'))
      .map(baseKey),
  ),
].sort();

/** Every `'api.…'` key written in the code: what the server can emit. */
function keysInCode(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/'(api\.[A-Za-z]+)'/g)) found.add(match[1]!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../..'));
  return [...found].sort();
}

/** Sample values for every placeholder a message may have. */
const sample = {
  count: 3,
  name: { en: 'Pomegranate bowl', hy: 'Նռնազարդ աման', ru: 'Чаша с гранатами' },
  size: 'M',
  sizes: 'S, M',
  id: 7,
  login: 'a@b.example',
  field: 'productId',
  method: 'GET',
  path: '/x',
  locales: 'en, hy, ru',
};

describe('server messages', () => {
  it('are the keys the code emits, each in the dictionaries, and no key is left unused', () => {
    expect(keysInCode()).toEqual(dictionaryKeys);
  });

  it.each(dictionaryKeys)('%s is written in Armenian and Russian, not left in English', (key) => {
    for (const count of [1, 2, 5, 21]) {
      const english = wordsOf(said(key as ServerMessageKey, { ...sample, count }), 'en');
      for (const locale of ['hy', 'ru'] as const) {
        const text = wordsOf(said(key as ServerMessageKey, { ...sample, count }), locale);
        expect(text, `${key} in ${locale}`).not.toBe(key);
        expect(text, `${key} in ${locale}`).not.toBe(english);
        expect(text, `${key} in ${locale}`).not.toMatch(/\{\w+\}/);
        expect(
          Object.keys(dictionaries[locale]).some((k) => baseKey(k) === key),
          `${key} in ${locale}`,
        ).toBe(true);
      }
    }
  });

  it('keeps the shop’s English texts for en, and words product names in the shopper’s language', () => {
    expect(wordsOf(said('api.invalidCredentials'), 'en')).toBe('Invalid credentials!');
    expect(wordsOf(said('api.accountExists', { login: 'a@b.example' }), 'en')).toBe('already exists (a@b.example)');
    expect(wordsOf(said('api.onlyInStock', { ...sample, count: 1 }), 'en')).toBe(
      'Only 1 of Pomegranate bowl in size M is in stock.',
    );
    expect(wordsOf(said('api.onlyInStock', { ...sample, count: 2 }), 'en')).toBe(
      'Only 2 of Pomegranate bowl in size M are in stock.',
    );
    expect(wordsOf(said('api.onlyInStock', { ...sample, count: 2 }), 'hy')).toBe(
      '«Նռնազարդ աման» ապրանքից M չափսով պահեստում մնացել է ընդամենը 2 հատ։',
    );
    expect(wordsOf(said('api.onlyInStock', { ...sample, count: 5 }), 'ru')).toBe(
      'Товара «Чаша с гранатами» размера M в наличии осталось только 5 штук.',
    );
  });
});
