import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';

const message = (subject: string) => ({
  name: 'Ann Smith',
  email: 'ann@example.com',
  phone: '054-716-2237',
  subject,
  message: `About ${subject}: do you ship to Canada?`,
});

describe.each(databaseKinds)("the owner's contact inbox on %s", (kind) => {
  let app: TestApp;
  let admin: Caller;
  let moderator: Caller;
  let user: Caller;
  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin, moderator, user } = await everyone(app));
    for (const [subject, locale] of [
      ['Tiles', 'ru'],
      ['Rings', 'hy'],
    ]) {
      const res = await app.request('/contact', {
        method: 'POST',
        json: message(subject),
        headers: { 'accept-language': locale },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => app.close());

  const list = (query = '', caller: Caller | null = admin) =>
    app.request(`/contact-messages${query}`, { headers: caller?.headers ?? {} });

  it('lists the posted messages newest first, unread and open, for administrators only', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', user)).status).toBe(403);
    expect((await list('', moderator)).status).toBe(403);
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const page = await res.json();
    expect(page).toMatchObject({ total: 2, open: 2 });
    expect(page.messages.map((m: { subject: string }) => m.subject)).toEqual(['Rings', 'Tiles']);
    expect(page.messages[0]).toMatchObject({
      ...message('Rings'),
      locale: 'hy',
      readAt: null,
      answeredAt: null,
      createdAt: expect.any(String),
    });
  });

  it('marks a message read once, and answered (then open again)', async () => {
    const [tiles] = (await (await list('?filter=all')).json()).messages.filter(
      (m: { subject: string }) => m.subject === 'Tiles',
    );
    const read = await app.request(`/contact-messages/${tiles.id}/read`, { method: 'POST', headers: admin.headers });
    expect(read.status).toBe(200);
    const firstRead = (await read.json()).readAt;
    expect(firstRead).toEqual(expect.any(String));
    app.advance(60_000);
    const again = await app.request(`/contact-messages/${tiles.id}/read`, { method: 'POST', headers: admin.headers });
    expect((await again.json()).readAt).toBe(firstRead);

    const answer = (answered: unknown, caller = admin) =>
      app.request(`/contact-messages/${tiles.id}/answered`, {
        method: 'PUT',
        headers: caller.headers,
        json: { answered },
      });
    expect((await answer(true, user)).status).toBe(403);
    const done = await answer(true);
    expect(done.status).toBe(200);
    expect((await done.json()).answeredAt).toEqual(expect.any(String));
    expect(await (await list()).json()).toMatchObject({ total: 1, open: 1 });
    expect((await (await list('?filter=answered')).json()).messages.map((m: { id: number }) => m.id)).toEqual([
      tiles.id,
    ]);
    expect((await (await answer(false)).json()).answeredAt).toBeNull();
    expect(await (await list()).json()).toMatchObject({ total: 2, open: 2 });
  });

  it.each([
    ['an unknown message', 'POST', '/contact-messages/999999/read', undefined, 404],
    ['a message number that is not one', 'POST', '/contact-messages/abc/read', undefined, 400],
    ['an unknown filter', 'GET', '/contact-messages?filter=spam', undefined, 400],
    ['answered that is not a boolean', 'PUT', '/contact-messages/1/answered', { answered: 'yes' }, 400],
  ])('refuses %s with a message in the request language', async (_name, method, path, json, status) => {
    const res = await app.request(path, { method, json, headers: { ...admin.headers, 'accept-language': 'ru' } });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/[а-я]/);
  });
});
