// Templates are plain .ts calling createElement (h): Node runs the server's TypeScript as it is, without JSX.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { localizePath, type Locale } from '../../../lib/i18n/locales.ts';
import { t } from '../../../lib/i18n/t.ts';
import type { MailContext } from '../compose.ts';

/** The shop's colours (src/styles/tokens.css), written into each element: mail programs ignore style sheets. */
export const colors = {
  ground: '#fbf7f0',
  surface: '#ffffff',
  sand: '#f3e9d8',
  line: '#e6d5b8',
  ink: '#2b2119',
  soft: '#5b4b3d',
  cobalt: '#1d3d8f',
  deep: '#132a66',
  onDark: '#fbf7f0',
};

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Armenian', Arial, sans-serif";

export const text = { margin: '0 0 14px', fontSize: '16px', lineHeight: '24px', color: colors.ink } as const;
export const small = { margin: '0 0 6px', fontSize: '14px', lineHeight: '20px', color: colors.soft } as const;

/** An absolute link to one of the shop's pages in the reader's language. */
export function pageUrl(context: MailContext, path: string): string {
  return `${context.siteUrl}${localizePath(path, context.locale)}`;
}

/**
 * Every mail's frame: the shop's name on a cobalt band, the body on white, and the shop's address and contacts
 * below, all in the reader's language. `preview` is the line mail programs show beside the subject.
 */
export function MailFrame(props: { context: MailContext; preview: string; heading: string; children?: ReactNode }) {
  const { context } = props;
  const { locale, shop } = context;
  const name = t(locale, 'site.name');
  return h(
    Html,
    { lang: locale, dir: 'ltr' },
    h(Head, null),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: { backgroundColor: colors.ground, margin: 0, padding: '24px 0', fontFamily: font } },
      h(
        Container,
        {
          style: {
            maxWidth: '600px',
            backgroundColor: colors.surface,
            border: `1px solid ${colors.line}`,
            borderRadius: '12px',
            overflow: 'hidden',
          },
        },
        h(
          Section,
          { style: { backgroundColor: colors.deep, padding: '18px 28px' } },
          h(
            Link,
            {
              href: pageUrl(context, '/'),
              style: { color: colors.onDark, fontSize: '20px', fontWeight: 700, textDecoration: 'none' },
            },
            name,
          ),
        ),
        h(
          Section,
          { style: { padding: '24px 28px 8px' } },
          h(
            Heading,
            { as: 'h1', style: { margin: '0 0 16px', fontSize: '24px', lineHeight: '30px', color: colors.ink } },
            props.heading,
          ),
          props.children,
        ),
        h(
          Section,
          { style: { padding: '8px 28px 20px' } },
          h(Hr, { style: { borderColor: colors.line, margin: '0 0 14px' } }),
          h(Text, { style: small }, `${name} · ${t(locale, 'contact.addressValue')}`),
          h(
            Text,
            { style: small },
            `${shop.contact.phone} · `,
            h(Link, { href: `mailto:${shop.contact.email}`, style: { color: colors.cobalt } }, shop.contact.email),
          ),
        ),
      ),
    ),
  );
}

/** The mail's main action as a button, with the address written out below for programs that hide buttons. */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return h(
    Section,
    { style: { margin: '8px 0 18px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: colors.cobalt,
          color: colors.onDark,
          borderRadius: '8px',
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 600,
        },
      },
      label,
    ),
    // The plain-text part already writes the button's address out; this copy is for HTML programs only.
    h(
      Text,
      { ...skipInText, style: { ...small, margin: '10px 0 0', wordBreak: 'break-all' } },
      h(Link, { href, style: { color: colors.cobalt } }, href),
    ),
  );
}

/** React Email's mark for what the plain-text part leaves out. */
const skipInText = { 'data-skip-in-text': true };

/** "Hello Ani," or "Hello," without a name. */
export function greeting(locale: Locale, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? t(locale, 'mail.greeting', { name: trimmed }) : t(locale, 'mail.greetingNoName');
}

export function Paragraph({ children }: { children?: ReactNode }) {
  return h(Text, { style: text }, children);
}
