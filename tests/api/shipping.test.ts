import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

describe.each(databaseKinds)('GET /shippingCost on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const cost = (country: string, weight: string | number) =>
    app.request(`/shippingCost/${encodeURIComponent(country)}/${weight}`);

  it('answers EMS in dollars at the content rate (3.3 ₪/$, rounded up)', async () => {
    // Australia is EMS group 2: 139 ₪ up to 500 g, 174 ₪ up to 1 kg, +40.90 ₪ per further 500 g.
    let res = await cost('Australia', 300);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(42.13); // 139 / 3.3 = 42.1212… → 42.13
    res = await cost('Australia', 1200);
    expect(await res.json()).toBe(65.13); // (174 + 40.90) / 3.3 = 65.1212… → 65.13
  });

  it('understands URL-encoded names with spaces, parentheses, apostrophes and accents', async () => {
    for (const name of [
      'Aruba (Isle)',
      'Great Britain and Northern Ireland',
      "Cote d'Ivoire",
      'Netherlands Antilles (see Curaçao)',
    ]) {
      const res = await cost(name, 500);
      expect(res.status, name).toBe(200);
      expect(typeof (await res.json())).toBe('number');
    }
  });

  it('refuses an unknown country with 404 and a message', async () => {
    const res = await cost('Atlantis', 500);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/Atlantis/);
  });

  it('refuses more than 30 kg with 422, and a weight that is not a number with 400', async () => {
    let res = await cost('Australia', 30_001);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/30 kg/);
    res = await cost('Australia', 'heavy');
    expect(res.status).toBe(400);
    res = await cost('Australia', -5);
    expect(res.status).toBe(400);
  });
});
