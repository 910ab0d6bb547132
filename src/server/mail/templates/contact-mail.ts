import { Link, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { t } from '../../../lib/i18n/t.ts';
import type { MailContext, MailSpec } from '../compose.ts';
import { colors, MailFrame, Paragraph, small, text } from './frame.ts';
import type { Template } from './render.ts';

/** Header-safe: no line breaks in a subject. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** To the shop: a visitor's message from the contact form; answering the mail answers the visitor (Reply-To). */
export function contactMessage(
  context: MailContext,
  { messageId, form, writtenIn }: Extract<MailSpec, { kind: 'contact-message' }>,
): Template {
  const { locale } = context;
  const intro = t(locale, 'mail.contact.intro', { id: messageId, language: t(locale, `mail.language.${writtenIn}`) });
  const field = (label: string, value: ReturnType<typeof h> | string) =>
    h(
      Text,
      { style: { ...small, margin: '0 0 4px' } },
      h('strong', { style: { color: colors.ink } }, `${label}: `),
      value,
    );
  return {
    subject: t(locale, 'mail.contact.subject', { subject: oneLine(form.subject) }),
    body: h(
      MailFrame,
      { context, preview: oneLine(form.message).slice(0, 140), heading: oneLine(form.subject) },
      h(Paragraph, null, intro),
      h(
        Section,
        { style: { margin: '0 0 16px' } },
        field(t(locale, 'contact.form.name'), oneLine(form.name)),
        field(
          t(locale, 'contact.form.email'),
          h(Link, { href: `mailto:${oneLine(form.email)}`, style: { color: colors.cobalt } }, oneLine(form.email)),
        ),
        field(t(locale, 'contact.form.phone'), oneLine(form.phone)),
      ),
      h(
        Section,
        {
          style: {
            backgroundColor: colors.ground,
            borderLeft: `4px solid ${colors.line}`,
            padding: '12px 16px',
            margin: '0 0 18px',
          },
        },
        h(Text, { style: { ...text, margin: 0, whiteSpace: 'pre-wrap' } }, form.message),
      ),
    ),
  };
}
