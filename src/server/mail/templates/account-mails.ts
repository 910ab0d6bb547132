import { createElement as h } from 'react';
import { t } from '../../../lib/i18n/t.ts';
import type { MailContext, MailSpec } from '../compose.ts';
import { ActionButton, greeting, MailFrame, pageUrl, Paragraph } from './frame.ts';
import type { Template } from './render.ts';

/** The reset mail: one link to /reset-password/{token}, valid for an hour, used once. */
export function passwordReset(
  context: MailContext,
  { name, token }: Extract<MailSpec, { kind: 'password-reset' }>,
): Template {
  const { locale } = context;
  const shop = t(locale, 'site.name');
  const intro = t(locale, 'mail.reset.intro', { shop });
  return {
    subject: t(locale, 'mail.reset.subject', { shop }),
    body: h(
      MailFrame,
      { context, preview: intro, heading: t(locale, 'mail.reset.heading') },
      h(Paragraph, null, greeting(locale, name)),
      h(Paragraph, null, intro),
      h(ActionButton, {
        href: pageUrl(context, `/reset-password/${encodeURIComponent(token)}`),
        label: t(locale, 'mail.reset.button'),
      }),
      h(Paragraph, null, t(locale, 'mail.reset.ignore')),
    ),
  };
}
