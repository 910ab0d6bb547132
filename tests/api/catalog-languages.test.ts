import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const english = {
  name: 'Pomegranate bowl, hand-painted',
  desc: 'A deep Armenian ceramic bowl painted with pomegranates.',
  care: 'Wash by hand; not for the microwave.',
};
const armenian = {
  name: 'Նռնազարդ աման, ձեռքով նկարված',
  desc: 'Հայկական խեցեգործական խոր աման՝ նռներով զարդարված։',
  care: 'Լվանալ ձեռքով. չդնել միկրոալիքային վառարան։',
};
const russian = {
  name: 'Чаша с гранатами, ручная роспись',
  desc: 'Глубокая армянская керамическая чаша, расписанная гранатами.',
  care: 'Мыть вручную, не ставить в микроволновую печь.',
};

const bowl = {
  ...english,
  translations: { hy: armenian, ru: russian },
  price: 54,
  weight: 600,
  category: 'armenian-ceramics',
  subCategory: 'olive-dish',
  color: 'red',
  material: 'Ceramic',
  imageUrls: [],
  sizeQuantities: [{ size: 'One Size', quantity: 4 }],
};

/** Only the English words and a Russian name: the rest falls back to English. */
const halfTranslated = {
  ...bowl,
  name: 'Olive wood camel',
  desc: 'A camel carved from Bethlehem olive wood.',
  care: '',
  translations: { ru: { name: 'Верблюд из оливкового дерева' } },
  category: 'olive-wood-gifts',
  subCategory: null,
};

describe.each(databaseKinds)('the catalog in three languages on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let bowlId: number;
  let camelId: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin } = await everyone(app));
    const create = async (body: unknown) => {
      const res = await app.request(`/post/${encodeURIComponent(admin.login)}`, {
        method: 'POST',
        headers: admin.headers,
        json: body,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    bowlId = await create(bowl);
    camelId = await create(halfTranslated);
  });
  afterAll(() => app.close());

  const read = async (id: number, headers: Record<string, string> = {}, query = '') => {
    const res = await app.request(`/post/${id}${query}`, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };
  const search = async (body: object, headers: Record<string, string> = {}) => {
    const res = await app.request('/posts/search', { method: 'POST', json: body, headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Array<{
      id: number;
      name: string;
      desc: string;
      care: string;
      missingLanguages: string[];
    }>;
  };

  it('reads a product created in three languages back in each, by Accept-Language or ?locale=', async () => {
    expect(await read(bowlId)).toMatchObject({ ...english, missingLanguages: [] });
    expect(await read(bowlId, { 'accept-language': 'hy-AM,hy;q=0.9,en;q=0.5' })).toMatchObject(armenian);
    expect(await read(bowlId, { 'accept-language': 'ru' })).toMatchObject(russian);
    expect(await read(bowlId, { 'accept-language': 'ru' }, '?locale=hy')).toMatchObject(armenian);
    expect(await read(bowlId, { 'accept-language': 'de, fr' })).toMatchObject(english);
  });

  it('gives the edit form every language as stored, and a shopper only their own', async () => {
    const product = await read(camelId, { 'accept-language': 'hy' }, '?translations=true');
    expect(product.translations).toEqual({
      en: { name: halfTranslated.name, desc: halfTranslated.desc, care: '' },
      hy: { name: null, desc: null, care: null },
      ru: { name: 'Верблюд из оливкового дерева', desc: null, care: null },
    });
    expect(product).toMatchObject({ name: halfTranslated.name, missingLanguages: ['hy', 'ru'] });
    const shopper = await read(camelId, { 'accept-language': 'hy' });
    expect(shopper).not.toHaveProperty('translations');
    expect(await read(camelId, {}, '?translations=false')).not.toHaveProperty('translations');
    expect({ ...product, translations: undefined }).toEqual({ ...shopper, translations: undefined });
  });

  it('refuses another translations value in the request language', async () => {
    const res = await app.request(`/post/${camelId}?translations=yes`, { headers: { 'accept-language': 'ru' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/[а-я]/i);
    const missing = await app.request('/post/999999?translations=true');
    expect(missing.status).toBe(404);
  });

  it('falls back to English field by field, and says which languages are missing', async () => {
    expect(await read(camelId, { 'accept-language': 'hy' })).toMatchObject({
      name: halfTranslated.name,
      desc: halfTranslated.desc,
      missingLanguages: ['hy', 'ru'],
    });
    expect(await read(camelId, { 'accept-language': 'ru' })).toMatchObject({
      name: 'Верблюд из оливкового дерева',
      desc: halfTranslated.desc,
      care: '',
    });
  });

  it('answers searches in the requested language', async () => {
    const [hy] = await search({ subCategory: 'olive-dish' }, { 'accept-language': 'hy' });
    expect(hy).toMatchObject({ id: bowlId, ...armenian });
    const [ru] = await search({ subCategory: 'olive-dish' }, { 'accept-language': 'ru' });
    expect(ru).toMatchObject({ id: bowlId, ...russian });
    const [en] = await search({ subCategory: 'olive-dish' });
    expect(en).toMatchObject({ id: bowlId, ...english });
  });

  it('finds products by their Armenian or Russian name in that language, and by the English one in any', async () => {
    expect((await search({ name: 'նռնազարդ' }, { 'accept-language': 'hy' })).map((p) => p.id)).toEqual([bowlId]);
    expect((await search({ name: 'ГРАНАТ' }, { 'accept-language': 'ru' })).map((p) => p.id)).toEqual([bowlId]);
    expect((await search({ name: 'верблюд' }, { 'accept-language': 'ru' })).map((p) => p.id)).toEqual([camelId]);
    expect((await search({ name: 'pomegranate' }, { 'accept-language': 'hy' })).map((p) => p.id)).toEqual([bowlId]);
    // Another language's words are not this page's: a Russian word finds nothing on an Armenian search.
    expect(await search({ name: 'гранат' }, { 'accept-language': 'hy' })).toEqual([]);
    expect(await search({ name: 'гранат' })).toEqual([]);
  });

  it('sorts by the name the shopper sees', async () => {
    const names = (await search({ sortField: 'name', asc: true }, { 'accept-language': 'ru' })).map((p) => p.name);
    expect(names).toEqual(['Верблюд из оливкового дерева', 'Чаша с гранатами, ручная роспись']);
  });

  it('answers a repeated search in the language of each request', async () => {
    const body = { subCategory: 'olive-dish', page: 1 };
    for (let i = 0; i < 2; i++) {
      expect((await search(body, { 'accept-language': 'hy' }))[0]!.name).toBe(armenian.name);
      expect((await search(body, { 'accept-language': 'ru' }))[0]!.name).toBe(russian.name);
      expect((await search(body))[0]!.name).toBe(english.name);
    }
  });

  it('refuses an unknown locale with a 400 naming it', async () => {
    const res = await app.request(`/post/${bowlId}?locale=de`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'locale: must be one of en, hy, ru.' });
  });

  it('replaces the translations on edit, and a blank one is not written', async () => {
    const res = await app.request(`/post/${bowlId}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'accept-language': 'hy' },
      json: { ...bowl, translations: { hy: { ...armenian, desc: '  ' }, ru: russian } },
    });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({ name: armenian.name, desc: english.desc, missingLanguages: ['hy'] });
    expect(saved.translations.hy.desc).toBeNull();
  });
});
