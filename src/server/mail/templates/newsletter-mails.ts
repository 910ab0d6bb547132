import { Link } from '@react-email/components';
import { createElement as h } from 'react';
import { t } from '../../../lib/i18n/t.ts';
import type { MailContext, MailSpec } from '../compose.ts';
import { ActionButton, colors, MailFrame, pageUrl, Paragraph } from './frame.ts';
import type { Template } from './render.ts';

/** The newsletter's pages for one subscriber's token: confirm the address, or leave the list. */
export const newsletterLinks = (context: MailContext, token: string) => ({
  confirm: pageUrl(context, `/newsletter/confirm?token=${encodeURIComponent(token)}`),
  unsubscribe: pageUrl(context, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`),
});

function UnsubscribeLine({ context, token }: { context: MailContext; token: string }) {
  return h(
    Paragraph,
    null,
    `${t(context.locale, 'mail.newsletter.unsubscribeText')} `,
    h(
      Link,
      { href: newsletterLinks(context, token).unsubscribe, style: { color: colors.cobalt } },
      t(context.locale, 'mail.newsletter.unsubscribeLink'),
    ),
  );
}

/** Double opt-in: the address counts only once its owner opens this link. */
export function newsletterConfirm(
  context: MailContext,
  { token }: Extract<MailSpec, { kind: 'newsletter-confirm' }>,
): Template {
  const { locale } = context;
  const shop = t(locale, 'site.name');
  const intro = t(locale, 'mail.newsletter.confirmIntro', { shop });
  return {
    subject: t(locale, 'mail.newsletter.confirmSubject', { shop }),
    body: h(
      MailFrame,
      { context, preview: intro, heading: t(locale, 'mail.newsletter.confirmHeading') },
      h(Paragraph, null, intro),
      h(ActionButton, {
        href: newsletterLinks(context, token).confirm,
        label: t(locale, 'mail.newsletter.confirmButton'),
      }),
      h(Paragraph, null, t(locale, 'mail.newsletter.confirmIgnore')),
    ),
  };
}

/** One newsletter to one confirmed subscriber: the owner's words, and the way out below them. */
export function newsletterIssue(
  context: MailContext,
  { subject, paragraphs, token }: Extract<MailSpec, { kind: 'newsletter' }>,
): Template {
  return {
    subject,
    body: h(
      MailFrame,
      { context, preview: paragraphs[0] ?? subject, heading: subject },
      ...paragraphs.map((p, i) => h(Paragraph, { key: i }, p)),
      h(UnsubscribeLine, { context, token }),
    ),
  };
}
