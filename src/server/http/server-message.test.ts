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

/** The source files of the shop (tests left out), with their text. */
function sourceFiles(dir = path.resolve(import.meta.dirname, '../..')): Array<{ file: string; text: string }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(process.cwd(), full), text: fs.readFileSync(full, 'utf8') }];
  });
}

/** Every `'api.…'` key written in the code: what the server can emit. */
function keysInCode(): string[] {
  const found = new Set<string>();
  for (const { text } of sourceFiles()) {
    for (const match of text.matchAll(/'(api(?:\.[A-Za-z]+)+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

/** The server's code, where every message to a person must be a dictionary key (the control socket speaks to the operator). */
const serverFiles = () =>
  sourceFiles(path.resolve(import.meta.dirname, '..')).filter((f) => !f.file.includes('server/control/'));

/** Sample values for every placeholder a message may have. */
const sample = {
  count: 3,
  name: { en: 'Pomegranate bowl', hy: 'Նռնազարդ աման', ru: 'Чаша с гранатами' },
  size: 'M',
  sizes: 'S, M',
  id: 7,
  login: 'a@b.example',
  field: { en: 'Quantity', hy: 'Քանակ', ru: 'Количество' },
  method: 'GET',
  path: '/x',
  locales: 'en, hy, ru',
  amount: '$12.50',
  total: '$30.00',
  paid: '$25.00',
  got: '10.00 USD',
  want: '12.50 USD',
  reason: 'INSTRUMENT_DECLINED',
  problem: said('api.testDeclined'),
  status: { en: 'Paid', hy: 'Վճարված', ru: 'Оплачен' },
  from: { en: 'Shipped', hy: 'Առաքված', ru: 'Отправлен' },
  to: { en: 'Pending', hy: 'Սպասում է վճարման', ru: 'Ожидает оплаты' },
  allowed: { en: 'Delivered or Refunded', hy: '«Հանձնված» կամ «Վերադարձված»', ru: '«Доставлен» или «Возвращён»' },
  header: 'PAYPAL-TRANSMISSION-SIG',
  currency: 'EUR',
  type: 'Visa',
  url: 'https://shop.example/orders-and-returns',
  country: { en: 'Japan', hy: 'Ճապոնիա', ru: 'Япония' },
  weight: '31.20',
  limit: 30,
  example: '2025-03-01',
  keys: 'colour',
  values: 'USER, MODERATOR',
  step: 0.01,
  code: 'SPRING10',
};

describe('server messages', () => {
  it('are the keys the code emits, each in the dictionaries, and no key is left unused', () => {
    expect(keysInCode()).toEqual(dictionaryKeys);
  });

  it('are always dictionary keys: no English literal answers a person, no key is built at run time', () => {
    const literal =
      /c\.json\(\s*\{[^}]*message:\s*['`"]|(?:badRequest|conflict|forbidden|notFound|unauthorized)\(\s*['`"]|said\(\s*`/;
    const offenders = serverFiles()
      .filter(({ text }) => literal.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('name every request field in words in Armenian and Russian (English keeps the API’s own field names)', () => {
    const fields = Object.keys(dictionaries.en).filter((k) => k.startsWith('apiField.'));
    expect(fields.length).toBeGreaterThan(50);
    for (const key of fields) {
      for (const locale of ['hy', 'ru'] as const) {
        expect(dictionaries[locale][key], `${key} in ${locale}`).toBeTruthy();
        expect(dictionaries[locale][key], `${key} in ${locale}`).not.toBe(dictionaries.en[key]);
      }
    }
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
