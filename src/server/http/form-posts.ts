import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'hono';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  contactFormProblems,
  isEmail,
  type ContactForm,
} from '../../lib/contact/rules.ts';
import { safeNext } from '../../lib/account/next-path.ts';
import { isLocale, localeFromPath, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { receiveContactMessage } from '../services/contact/messages.ts';
import { takeAsk } from '../services/asks/limit.ts';
import { subscribe } from '../services/newsletter/subscribe.ts';
import type { Services } from '../services.ts';
import { clientIp } from './auth.ts';
import { contactPageWithProblems } from './contact-page.ts';
import { requestLocale } from './locale.ts';
import { pageAddress } from './page-address.ts';
import { hasMetaPolicy, type SecurityVariables } from './security-headers.ts';

/**
 * The contact and newsletter forms posted without JavaScript (`application/x-www-form-urlencoded`, the browser's own
 * post to the forms' `action`): the same rules and the same writes as the JSON routes, answered with pages. A good
 * post is redirected (303) to the page's thank-you state, shown by CSS `:target`; a contact form with mistakes comes
 * back as the contact page with the visitor's text and the errors. Islands' JSON posts pass straight on to the API.
 */

type FormContext = Context<{ Variables: SecurityVariables }>;

const isFormPost = (c: Context) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '');

/** The page's language: the form's hidden `locale` field, else the page it was posted from, else Accept-Language. */
function formLocale(c: Context, services: Services, field: unknown): Locale {
  if (isLocale(field)) return field;
  const from = samePagePath(c, services);
  if (from) return localeFromPath(from);
  return requestLocale(c) ?? 'en';
}

/** The path (and query) of the page the form was posted from, when it is a page of this site. */
function samePagePath(c: Context, services: Services): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const ours = [new URL(c.req.url).host, new URL(services.config.publicSiteUrl).host];
    return ours.includes(from.host) && !from.pathname.startsWith('/api/') ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/**
 * The page to go back to: the Referer's path, unless it is the bare origin a cross-origin post sends (the pages'
 * referrer policy), then the form's own `back` field, a path of this site (a client-only shell's `/_` is no page).
 */
function backPath(fromReferer: string | null, field: unknown): string | null {
  if (fromReferer && fromReferer !== '/') return fromReferer.replace(/#.*$/, '');
  const own = safeNext(typeof field === 'string' ? field : null, '');
  if (own && !own.startsWith('/api/') && !/\/_(\/|$)/.test(own)) return own.replace(/[?#].*$/, '');
  return fromReferer;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 303 to a page: on PUBLIC_SITE_URL when the API has its own origin (PUBLIC_API_URL). */
const seeOther = (c: Context, services: Services, page: string) =>
  c.body(null, 303, { location: pageAddress(services.config, page), 'cache-control': 'no-store' });

async function builtPage(siteDir: string | null, locale: Locale, route: string): Promise<string | null> {
  if (!siteDir) return null;
  const folder = localizePath(route, locale).replace(/^\//, '');
  for (const candidate of [`${folder}/index.html`, `${folder}.html`]) {
    try {
      return await fs.promises.readFile(path.join(siteDir, candidate), 'utf8');
    } catch {
      // the next form Astro may have written it in
    }
  }
  return null;
}

export function contactFormPost(services: Services, siteDir: () => string | null) {
  return async (c: FormContext, next: Next) => {
    if (!isFormPost(c)) return next();
    const body = await c.req.parseBody();
    const locale = formLocale(c, services, body.locale);
    const form = Object.fromEntries(
      CONTACT_FIELDS.map((f) => [f, text(body[f]).slice(0, CONTACT_MAX_LENGTH[f] + 1)]),
    ) as ContactForm;
    const problems = contactFormProblems(form);
    const contactPage = localizePath('/contact', locale);
    if (Object.keys(problems).length === 0) {
      // A filled honeypot is a robot: the same thank-you, nothing stored.
      if (!text(body.website)) await receiveContactMessage(services, form, locale);
      return seeOther(c, services, `${contactPage}#contact-sent`);
    }
    // On its own origin the API cannot draw the site's page (its assets are the site's): the page says what's wrong.
    const page = services.config.publicApiUrl ? null : await builtPage(siteDir(), locale, '/contact');
    if (!page) return seeOther(c, services, `${contactPage}#contact-invalid`);
    c.set('pageHasOwnPolicy', hasMetaPolicy(page));
    return c.html(contactPageWithProblems(page, form, problems), 400, { 'cache-control': 'no-store' });
  };
}

export function newsletterFormPost(services: Services) {
  return async (c: FormContext, next: Next) => {
    if (!isFormPost(c)) return next();
    const body = await c.req.parseBody();
    const locale = formLocale(c, services, body.locale);
    const back = backPath(samePagePath(c, services), body.back) ?? localizePath('/', locale);
    const email = text(body.email);
    if (!isEmail(email)) return seeOther(c, services, `${back}#newsletter-invalid`);
    await takeAsk(services, 'newsletter', email.toLowerCase(), clientIp(c, services));
    await subscribe(services, email, locale);
    return seeOther(c, services, `${back}#newsletter-thanks`);
  };
}
