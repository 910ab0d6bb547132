import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  const metal = { m: 'серебряный', f: 'серебряная', from: 'из серебра 925 пробы' };

  it('puts plain values and named forms in place', () => {
    expect(fill('{metal} ring, {size} cm', { metal: 'sterling silver', size: '45' }, 'en')).toBe(
      'sterling silver ring, 45 cm',
    );
    expect(fill('{metal:f} цепочка, кулон {metal:from}', { metal }, 'ru')).toBe(
      'серебряная цепочка, кулон из серебра 925 пробы',
    );
  });

  it('capitalises a value written with a capital letter', () => {
    expect(fill('{Metal:f} цепочка', { metal }, 'ru')).toBe('Серебряная цепочка');
    expect(fill('{Motif} bowl', { motif: 'pomegranate' }, 'en')).toBe('Pomegranate bowl');
    expect(fill('{Motif:gen} նախշով աման', { motif: { nom: 'նուռ', gen: 'նռան' } }, 'hy')).toBe('Նռան նախշով աման');
  });

  it('takes the nominative of a word with forms when no form is named', () => {
    expect(fill('«{Motif}»', { motif: { nom: 'гранат', acc: 'гранат' } }, 'ru')).toBe('«Гранат»');
  });

  it('makes a word agree with a number by the language’s plural rules', () => {
    const set = (n: string) => fill('на {size} {size:персону|персоны|персон}', { size: n }, 'ru');
    expect([set('1'), set('2'), set('4'), set('6'), set('21')]).toEqual([
      'на 1 персону',
      'на 2 персоны',
      'на 4 персоны',
      'на 6 персон',
      'на 21 персону',
    ]);
    expect(fill('{size} {size:litre|litres}', { size: '1' }, 'en')).toBe('1 litre');
    expect(fill('{size} {size:литр|литра|литров}', { size: '1,5' }, 'ru')).toBe('1,5 литра');
  });

  it('throws on a missing value, a missing form or a form of a plain word', () => {
    expect(() => fill('{motif} bowl', {}, 'en')).toThrow(/\{motif\} has no value/);
    expect(() => fill('{metal:gen}', { metal }, 'ru')).toThrow(/\{metal:gen\} has no form "gen"/);
    expect(() => fill('{metal}', { metal }, 'ru')).toThrow(/several forms/);
    expect(() => fill('{metal:gen}', { metal: 'brass' }, 'en')).toThrow(/one plain word/);
    expect(() => fill('{size:a|b|c}', { size: 'XL' }, 'ru')).toThrow(/not a number/);
  });

  it('leaves text without placeholders as it is, and allows empty values', () => {
    expect(fill('Hand wash only.', {}, 'en')).toBe('Hand wash only.');
    expect(fill('necklace{withGem}, 45 cm', { withGem: '' }, 'en')).toBe('necklace, 45 cm');
  });
});
