import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/load.ts';
import { designs } from './art/designs.ts';
import { generateCatalog } from './generate.ts';
import { detailTexts, placeholderValues, render } from './product-texts.ts';
import type { Localized } from './template-schema.ts';
import { defaultSeedTemplates } from './templates.ts';

/**
 * Every seed text reads as written for its language: Armenian and Russian present, not the English left in place,
 * in their own script (units too: "սմ", "см"; numbers and signs such as × – % are shared), with their own
 * sentence ends (Armenian "։"), and no placeholder left over.
 */

const LATIN = /[A-Za-z]/;
const CYRILLIC = /[\u0400-\u04FF]/;
const ARMENIAN = /[\u0530-\u058F]/;

/** What is wrong with one text, or nothing. `sentences` texts must end as a sentence ends in their language. */
function problems(text: Localized, sentences: boolean): string[] {
  const found: string[] = [];
  for (const locale of ['en', 'hy', 'ru'] as const) {
    const value = text[locale];
    if (typeof value !== 'string' || value.trim() === '') found.push(`${locale} is missing`);
    else if (/[{}]|undefined|NaN|\s[,.։]|\s{2}|^\s|\s$/.test(value))
      found.push(`${locale} has a leftover or stray gap: "${value}"`);
  }
  if (found.length) return found;
  const { en, hy, ru } = text;
  if (hy === en) found.push(`hy is the English text: "${hy}"`);
  if (ru === en) found.push(`ru is the English text: "${ru}"`);
  if (LATIN.test(hy) || CYRILLIC.test(hy)) found.push(`hy has Latin or Cyrillic letters: "${hy}"`);
  if (LATIN.test(ru) || ARMENIAN.test(ru)) found.push(`ru has Latin or Armenian letters: "${ru}"`);
  if (ARMENIAN.test(en) || CYRILLIC.test(en)) found.push(`en has Armenian or Cyrillic letters: "${en}"`);
  if (hy.includes('.')) found.push(`hy uses a Latin full stop instead of "։" or "․": "${hy}"`);
  if (sentences && !hy.endsWith('։')) found.push(`hy sentence does not end with "։": "${hy}"`);
  if (sentences && !/[.!?]$/.test(ru)) found.push(`ru sentence does not end with a full stop: "${ru}"`);
  return found;
}

describe('seed texts in English, Armenian and Russian', () => {
  const content = loadContent();
  const data = defaultSeedTemplates();

  for (const count of [480, 3000]) {
    it(`gives each of ${count} generated products a name, description and care note in all three languages`, () => {
      const found: string[] = [];
      generateCatalog(content, { count }).products.forEach((p, i) => {
        const where = `product ${i + 1} (${p.name.en})`;
        for (const issue of problems(p.name, false)) found.push(`${where} name: ${issue}`);
        for (const issue of problems(p.description, true)) found.push(`${where} description: ${issue}`);
        if (p.care) for (const issue of problems(p.care, true)) found.push(`${where} care: ${issue}`);
      });
      expect(found.slice(0, 20)).toEqual([]);
    });
  }

  it('writes every template text well for every picture and size it can be filled with', () => {
    const found = new Set<string>();
    let texts = 0;
    for (const t of data.templates) {
      const sentences = [...t.lead, ...detailTexts(t, data.phrases)];
      for (const variant of designs[t.kind]) {
        for (const size of t.sizes ?? [undefined]) {
          const values = placeholderValues(data, t, variant, size, 1250);
          const check = (text: Localized, sentence: boolean) => {
            texts++;
            for (const issue of problems(render(text, values), sentence))
              found.add(`${t.category}/${t.subCategory}: ${issue}`);
          };
          for (const name of t.names) check(name, false);
          for (const sentence of sentences) check(sentence, true);
        }
      }
    }
    for (const list of [...Object.values(data.phrases.origins), ...Object.values(data.phrases.cares)]) {
      for (const text of list) for (const issue of problems(text, true)) found.add(`phrases: ${issue}`);
    }
    expect([...found].slice(0, 20)).toEqual([]);
    expect(texts).toBeGreaterThan(10_000);
  });

  it('finds the problems it looks for', () => {
    const good: Localized = { en: 'Bowl, 20 cm', hy: 'Թաս, 20 սմ', ru: 'Чаша, 20 см' };
    expect(problems(good, false)).toEqual([]);
    expect(problems({ ...good, hy: '' }, false)).toEqual(['hy is missing']);
    expect(problems({ ...good, ru: good.en }, false)).toContainEqual(expect.stringMatching(/ru is the English text/));
    expect(problems({ ...good, hy: 'Թաս, 20 cm' }, false)).toContainEqual(expect.stringMatching(/hy has Latin/));
    expect(problems({ ...good, ru: 'Чаша, 20 cm' }, false)).toContainEqual(expect.stringMatching(/ru has Latin/));
    expect(problems({ ...good, ru: 'Чаша {motif}' }, false)).toContainEqual(expect.stringMatching(/ru has a leftover/));
    expect(problems({ en: 'A bowl.', hy: 'Թաս է.', ru: 'Чаша.' }, true)).toContainEqual(
      expect.stringMatching(/hy uses a Latin full stop/),
    );
  });
});
