import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../../src/server/db/schema.ts';
import { deliverDueMails } from '../../src/server/mail/sender.ts';
import { everyone, type Caller } from './admin-fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from './harness.ts';
import { recordingMailer } from './mail-fixtures.ts';

describe.each(databaseKinds)('POST /newsletter on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const rows = (email: string) =>
    app.services.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  it('stores a new address, trimmed and lower-cased, with its language', async () => {
    const res = await app.request('/newsletter', {
      method: 'POST',
      json: { email: '  Ann@Example.COM ', locale: 'hy' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'ann@example.com', subscribed: true });
    const [row] = await rows('ann@example.com');
    expect(row).toMatchObject({ email: 'ann@example.com', locale: 'hy', unsubscribed: false, confirmedAt: null });
  });

  it('treats subscribing again as harmless and re-activates an unsubscribed address', async () => {
    await app.services.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribed: true })
      .where(eq(newsletterSubscribers.email, 'ann@example.com'));
    const res = await app.request('/newsletter', { method: 'POST', json: { email: 'ann@example.com', locale: 'ru' } });
    expect(res.status).toBe(200);
    const all = await rows('ann@example.com');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ locale: 'ru', unsubscribed: false });
  });

  it('defaults the language to English', async () => {
    expect((await app.request('/newsletter', { method: 'POST', json: { email: 'bob@example.org' } })).status).toBe(200);
    expect((await rows('bob@example.org'))[0]?.locale).toBe('en');
  });

  it.each([
    ['not an address', { email: 'bob' }],
    ['a missing address', {}],
    ['an address with spaces', { email: 'b ob@example.org' }],
    ['a too long address', { email: `${'a'.repeat(250)}@example.org` }],
    ['a wrong type', { email: 42 }],
    ['an unknown language', { email: 'c@example.org', locale: 'fr' }],
  ])('refuses %s with 400 and a message', async (_name, body) => {
    const res = await app.request('/newsletter', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.message).toBe('string');
    expect(json.message.length).toBeGreaterThan(0);
  });

  it('says which field is wrong', async () => {
    const res = await app.request('/newsletter', { method: 'POST', json: { email: 'nope' } });
    expect((await res.json()).message).toBe('Please enter a valid email address.');
    const ru = await app.request('/newsletter', {
      method: 'POST',
      json: { email: 'nope' },
      headers: { 'accept-language': 'ru' },
    });
    expect((await ru.json()).message).toBe('Введите правильный адрес электронной почты.');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await app.request('/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(doc.paths['/newsletter']?.post).toBeDefined();
  });
});

describe.each(databaseKinds)('newsletter double opt-in, unsubscribe and export on %s', (kind) => {
  let app: TestApp;
  let admin: Caller;
  let user: Caller;
  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ administrator: admin, user } = await everyone(app));
  });
  afterAll(() => app.close());

  const subscribeAs = (email: string, locale: string) =>
    app.request('/newsletter', { method: 'POST', json: { email, locale } });
  const mailsTo = (email: string) =>
    app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
  /** The token of the confirmation link in the mail's plain text. */
  const linkIn = (text: string, page: 'confirm' | 'unsubscribe') => {
    const found = text.match(new RegExp(`https?://\\S+/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`));
    expect(found, text).not.toBeNull();
    return { url: found![0], token: found![1] };
  };
  const exportCsv = (headers: Record<string, string> = admin.headers) =>
    app.request('/newsletter/subscribers.csv', { headers });

  it('mails a confirmation link in the subscriber’s language; the address counts only once it is opened', async () => {
    expect((await subscribeAs('nune@example.com', 'hy')).status).toBe(200);
    const [mail] = await mailsTo('nune@example.com');
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', locale: 'hy' });
    expect(mail.subject).toBe('Հաստատեք ձեր բաժանորդագրությունը «Գեջեկուշյան նվերներ» տեղեկագրին');
    const { url, token } = linkIn(mail.text, 'confirm');
    expect(url).toContain('/hy/newsletter/confirm?token=');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${app.services.config.publicSiteUrl}/api/newsletter/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    expect(await (await exportCsv()).text()).not.toContain('nune@example.com');
    const confirmed = await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: 'nune@example.com' });
    // Opening the link again changes nothing.
    expect((await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' })).status).toBe(200);
    const csv = await (await exportCsv()).text();
    expect(csv.split('\r\n')[0]).toBe('email,language,confirmed_at');
    expect(csv.split('\r\n').filter((line) => line.startsWith('nune@example.com,hy,'))).toHaveLength(1);
  });

  it('sends nothing more to an address already confirmed, and asks again after it left the list', async () => {
    expect((await subscribeAs('nune@example.com', 'hy')).status).toBe(200);
    expect(await mailsTo('nune@example.com')).toHaveLength(1);
    const { token } = linkIn((await mailsTo('nune@example.com'))[0].text, 'confirm');
    expect((await app.request(`/newsletter/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200);
    expect(await (await exportCsv()).text()).not.toContain('nune@example.com');
    // The old confirmation link does not bring it back…
    expect((await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' })).status).toBe(404);
    // …subscribing again does, after a new confirmation.
    expect((await subscribeAs('nune@example.com', 'ru')).status).toBe(200);
    const mails = await mailsTo('nune@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].locale).toBe('ru');
    expect(await (await exportCsv()).text()).not.toContain('nune@example.com');
    expect((await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' })).status).toBe(200);
    expect(await (await exportCsv()).text()).toContain('nune@example.com,ru,');
  });

  it('unsubscribes with the RFC 8058 one-click POST: no cookie, a form body, no page', async () => {
    await subscribeAs('reader@example.com', 'en');
    const { token } = linkIn((await mailsTo('reader@example.com'))[0].text, 'confirm');
    await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' });
    const res = await app.request(`/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'reader@example.com' });
    expect(await (await exportCsv()).text()).not.toContain('reader@example.com');
  });

  it.each([
    ['a missing token', '/newsletter/confirm', 400],
    ['an unknown token', '/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAA', 404],
    ['a malformed token', '/newsletter/unsubscribe?token=%3Cscript%3E', 404],
  ])('refuses %s with a message in the request language', async (_name, path, status) => {
    const res = await app.request(path, { method: 'POST', headers: { 'accept-language': 'hy' } });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/[ա-ֆ]/);
  });

  it('lets only administrators export the list, as a CSV download', async () => {
    expect((await exportCsv({})).status).toBe(401);
    expect((await exportCsv(user.headers)).status).toBe(403);
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
  });

  it('sends a newsletter to confirmed subscribers only, each with its own unsubscribe link and headers', async () => {
    await subscribeAs('pending@example.com', 'en');
    await subscribeAs('lilit@example.com', 'hy');
    const { token } = linkIn((await mailsTo('lilit@example.com'))[0].text, 'confirm');
    await app.request(`/newsletter/confirm?token=${token}`, { method: 'POST' });
    const issue = (subject: string) => ({ subject, paragraphs: [`${subject}: new ceramics.`] });
    const body = { en: issue('Spring'), hy: issue('Գարուն'), ru: issue('Весна') };
    expect(
      (await app.request('/newsletter/issues', { method: 'POST', json: body, headers: user.headers })).status,
    ).toBe(403);
    const res = await app.request('/newsletter/issues', { method: 'POST', json: body, headers: admin.headers });
    expect(res.status).toBe(200);
    const sent = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'));
    expect(sent.map((m) => m.toAddress).sort()).toEqual(['lilit@example.com', 'nune@example.com']);
    const lilit = sent.find((m) => m.toAddress === 'lilit@example.com')!;
    expect(lilit.subject).toBe('Գարուն');
    expect(linkIn(lilit.text, 'unsubscribe').token).toBe(token);
    expect(lilit.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The headers reach the mail as it leaves.
    const mailer = recordingMailer();
    await deliverDueMails({ ...app.services, mailer });
    const out = mailer.sent.find((m) => m.to === 'lilit@example.com' && m.subject === 'Գարուն');
    expect(out?.headers?.['List-Unsubscribe']).toContain(`token=${token}`);
  });

  it('sends the English words to readers of a language the owner left empty, and refuses an issue without English', async () => {
    const english = { subject: 'Autumn', paragraphs: ['Olive wood is back.'] };
    const before = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'));
    const res = await app.request('/newsletter/issues', {
      method: 'POST',
      json: { en: english },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const { queued } = await res.json();
    const sent = (
      await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletter'))
    ).slice(before.length);
    expect(sent).toHaveLength(queued);
    expect(sent.find((m) => m.toAddress === 'lilit@example.com')?.subject).toBe('Autumn');

    const refused = await app.request('/newsletter/issues', {
      method: 'POST',
      json: { hy: { subject: 'Աշուն', paragraphs: ['Ձիթենու փայտը վերադարձել է։'] } },
      headers: { ...admin.headers, 'accept-language': 'hy' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/[\u0531-\u058F]/);
  });

  it('limits asks per address (429)', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribeAs('again@example.com', 'en')).status).toBe(200);
    const res = await app.request('/newsletter', {
      method: 'POST',
      json: { email: 'again@example.com' },
      headers: { 'accept-language': 'hy' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
