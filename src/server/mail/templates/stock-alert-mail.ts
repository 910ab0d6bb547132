import { Img, Section } from '@react-email/components';
import { createElement as h } from 'react';
import { t } from '../../../lib/i18n/t.ts';
import type { MailContext, MailSpec } from '../compose.ts';
import { ActionButton, colors, MailFrame, pageUrl, Paragraph } from './frame.ts';
import { pictureUrl } from './order-parts.ts';
import type { Template } from './render.ts';

/** To a shopper who asked to hear about a sold-out size: it is back, with its picture and a link to its page. */
export function backInStock(
  context: MailContext,
  { productId, productName, imageUrl, size }: Extract<MailSpec, { kind: 'back-in-stock' }>,
): Template {
  const { locale } = context;
  const oneSize = size === context.defaultSize;
  const intro = oneSize
    ? t(locale, 'mail.backInStock.intro', { name: productName })
    : t(locale, 'mail.backInStock.introSize', { name: productName, size });
  const src = pictureUrl(context, imageUrl);
  return {
    subject: t(locale, 'mail.backInStock.subject', { name: productName }),
    body: h(
      MailFrame,
      { context, preview: intro, heading: t(locale, 'mail.backInStock.heading') },
      h(Paragraph, null, intro),
      src
        ? h(
            Section,
            { style: { margin: '0 0 14px' } },
            h(Img, {
              src,
              width: 240,
              height: 240,
              alt: productName,
              style: { borderRadius: '8px', border: `1px solid ${colors.line}`, objectFit: 'cover' },
            }),
          )
        : null,
      h(ActionButton, { href: pageUrl(context, `/product/${productId}`), label: t(locale, 'mail.backInStock.button') }),
      h(Paragraph, null, t(locale, 'mail.backInStock.once')),
    ),
  };
}
