import type { ContactForm } from '../../lib/contact/rules.ts';
import type { Content, ShopInfo } from '../../lib/content/types.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Order } from '../../lib/api/order.ts';

/** Where and for whom a mail is written: the reader's language, the public site for links and pictures. */
export interface MailContext {
  locale: Locale;
  /** PUBLIC_SITE_URL, without a trailing slash. */
  siteUrl: string;
  shop: ShopInfo;
  /** The size of one-size goods, which the mail leaves unsaid. */
  defaultSize: string;
}

export function mailContext(
  services: { config: { publicSiteUrl: string }; content: Content },
  locale: Locale,
): MailContext {
  return {
    locale,
    siteUrl: services.config.publicSiteUrl,
    shop: services.content.shopInfo,
    defaultSize: services.content.sizes.defaultSize,
  };
}

/** Every mail the shop writes, with what it needs to say. `name` is the reader's first name, when known. */
export type MailSpec =
  | { kind: 'order-awaiting-payment'; order: Order; name: string | null }
  | { kind: 'order-confirmed'; order: Order; name: string | null }
  | { kind: 'order-shipped'; order: Order; name: string | null }
  | { kind: 'order-cancelled'; order: Order; name: string | null; wasPaid: boolean }
  | { kind: 'order-refunded'; order: Order; name: string | null; amountCents: number }
  | { kind: 'new-order-notice'; order: Order; customerEmail: string }
  | { kind: 'password-reset'; name: string | null; token: string }
  | { kind: 'contact-message'; messageId: number; form: ContactForm; writtenIn: Locale }
  | { kind: 'back-in-stock'; productId: number; productName: string; imageUrl: string | null; size: string }
  | { kind: 'newsletter-confirm'; token: string }
  | { kind: 'newsletter'; subject: string; paragraphs: string[]; token: string };

export type MailKind = MailSpec['kind'];

export interface ComposedMail {
  subject: string;
  html: string;
  /** The plain-text part, for programs and readers that do not show HTML. */
  text: string;
}

/**
 * Writes a mail: subject, HTML and plain text in the context's language. The React Email templates are loaded on
 * the first mail (their library takes a few hundred milliseconds to load, which a start should not pay).
 */
export async function composeMail(spec: MailSpec, context: MailContext): Promise<ComposedMail> {
  const { renderMail } = await loadTemplates();
  return renderMail(spec, context);
}

const loadTemplates = () => import('./templates/render.ts');

/** Loads the templates ahead of the first mail (the running shop does it once it listens). */
export async function preloadMailTemplates(): Promise<void> {
  await loadTemplates();
}
