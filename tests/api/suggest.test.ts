import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const bowl = {
  name: 'Pomegranate bowl, hand-painted',
  desc: 'A deep Armenian ceramic bowl painted with pomegranates.',
  care: 'Wash by hand.',
  translations: {
    hy: { name: 'Նռնազարդ աման, ձեռքով նկարված' },
    ru: { name: 'Чаша с гранатами, ручная роспись' },
  },
  price: 54,
  weight: 600,
  category: 'armenian-ceramics',
  subCategory: 'olive-dish',
  color: 'red',
  material: 'Ceramic',
  imageUrls: ['/media/products/bowl.webp'],
  sizeQuantities: [{ size: 'One Size', quantity: 4 }],
};

/** English and Russian names only: an Armenian page shows and matches the English one. */
const plate = {
  ...bowl,
  name: 'Plate with pomegranates',
  translations: { ru: { name: 'Тарелка с гранатами' } },
  price: 30.5,
  imageUrls: [],
};

const tile = { ...bowl, name: 'Blue tile', translations: {}, price: 12 };

type Answer = {
  products: Array<{ id: number; name: string; price: number; image: string | null }>;
  categories: Array<{ title: string; route: string }>;
};

describe.each(databaseKinds)('GET /api/posts/suggest on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let bowlId: number;
  let plateId: number;

  const create = async (body: unknown) => {
    const res = await app.request(`/post/${encodeURIComponent(admin.login)}`, {
      method: 'POST',
      headers: admin.headers,
      json: body,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin } = await everyone(app));
    bowlId = await create(bowl);
    plateId = await create(plate);
    await create(tile);
  });
  afterAll(() => app.close());

  const ask = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`/posts/suggest?${query}`, { headers });
    return { status: res.status, body: (await res.json()) as Answer & { message?: string } };
  };
  const suggest = async (q: string, headers: Record<string, string> = {}, extra = '') => {
    const { status, body } = await ask(`q=${encodeURIComponent(q)}${extra}`, headers);
    expect(status, body.message).toBe(200);
    return body;
  };

  it('answers products with name, price in dollars and first picture, best match first', async () => {
    const answer = await suggest('pomegranate');
    expect(answer.products).toEqual([
      { id: bowlId, name: bowl.name, price: 54, image: '/media/products/bowl.webp' },
      { id: plateId, name: plate.name, price: 30.5, image: null },
    ]);
    // A name starting with the text comes before one that only has a word starting with it.
    expect((await suggest('POMEGRANATES')).products.map((p) => p.id)).toEqual([plateId]);
    expect((await suggest('  plate   WITH ')).products.map((p) => p.id)).toEqual([plateId]);
  });

  it('matches and words names in Armenian, with English as the fallback and the second language', async () => {
    const hy = { 'accept-language': 'hy-AM,hy;q=0.9' };
    expect((await suggest('նռնազ', hy)).products).toEqual([
      { id: bowlId, name: bowl.translations.hy.name, price: 54, image: '/media/products/bowl.webp' },
    ]);
    // English text on an Armenian page finds both goods; the plate, untranslated, shows (and ranks by) its English
    // name, a word of which starts with the text; the bowl matches only through its English name, which ranks after.
    expect((await suggest('pomegranate', hy)).products.map((p) => p.name)).toEqual([
      plate.name,
      bowl.translations.hy.name,
    ]);
    // Another language's words are not this page's.
    expect((await suggest('гранат', hy)).products).toEqual([]);
  });

  it('matches and words names in Russian, by Accept-Language or ?locale=', async () => {
    const answer = await suggest('ГРАНАТ', { 'accept-language': 'ru' });
    // Both have a word starting with it: the shorter name first.
    expect(answer.products.map((p) => p.name)).toEqual([plate.translations.ru.name, bowl.translations.ru.name]);
    const byQuery = await suggest('тарел', { 'accept-language': 'hy' }, '&locale=ru');
    expect(byQuery.products.map((p) => p.id)).toEqual([plateId]);
  });

  it("offers matching categories and sub-categories in the page's language, linking to their listings", async () => {
    const en = await suggest('ceramics');
    expect(en.categories[0]).toEqual({ title: 'Armenian Ceramics', route: '/shop/armenian-ceramics' });
    const ru = await suggest('керамика', { 'accept-language': 'ru' });
    expect(ru.categories[0]?.route).toBe('/shop/armenian-ceramics');
    expect(ru.categories[0]?.title).toMatch(/керамика/i);
    // The English title still finds it on a Russian page.
    expect((await suggest('armenian cer', { 'accept-language': 'ru' })).categories[0]?.route).toBe(
      '/shop/armenian-ceramics',
    );
    const magnets = await suggest('magnets');
    expect(magnets.categories.length).toBeGreaterThan(0);
    for (const category of magnets.categories) expect(category.route).toMatch(/^\/(shop|category)\//);
  });

  it('never answers more than 8 suggestions', async () => {
    for (const q of ['ar', 'an', 'er']) {
      const answer = await suggest(q);
      expect(answer.products.length + answer.categories.length).toBeLessThanOrEqual(8);
    }
  });

  it('treats the text as data: LIKE wildcards match only themselves', async () => {
    expect((await suggest('%%')).products).toEqual([]);
    expect((await suggest('__')).products).toEqual([]);
    expect((await suggest('b\\l')).products).toEqual([]);
  });

  it('shows a change at once: a renamed product is suggested under its new name', async () => {
    expect((await suggest('tile')).products.map((p) => p.name)).toEqual(['Blue tile']);
    const res = await app.request(`/post/${plateId}`, {
      method: 'PUT',
      headers: admin.headers,
      json: { ...plate, name: 'Tile with pomegranates' },
    });
    expect(res.status).toBe(200);
    expect((await suggest('tile')).products.map((p) => p.name)).toEqual(['Tile with pomegranates', 'Blue tile']);
  });

  it("refuses a missing, too short or too long text with a message in the request's language", async () => {
    const missing = await ask('', { 'accept-language': 'hy' });
    expect(missing).toEqual({ status: 400, body: { message: 'Նշեք որոնվող տեքստը q պարամետրով։' } });
    const short = await ask('q=%20a%20');
    expect(short).toEqual({ status: 400, body: { message: 'Type at least 2 letters to get suggestions.' } });
    const long = await ask(`q=${'x'.repeat(101)}`, { 'accept-language': 'ru' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Текст поиска может содержать не более 100 символов.');
    const nul = await ask('q=ab%00', { 'accept-language': 'ru' });
    expect(nul).toEqual({ status: 400, body: { message: 'Текст поиска не должен содержать символы NUL.' } });
    const twice = await ask('q=bowl&q=cup', { 'accept-language': 'hy' });
    expect(twice).toEqual({
      status: 400,
      body: { message: 'Որոնման տեքստ. պետք է լինի մեկ տեքստ, ոչ թե ցանկ (նշեք մեկ անգամ)։' },
    });
    const locale = await ask('q=bowl&locale=de');
    expect(locale.status).toBe(400);
    expect(locale.body.message).toMatch(/en, hy, ru/);
  });
});
