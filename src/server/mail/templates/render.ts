import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { ComposedMail, MailContext, MailSpec } from '../compose.ts';
import { passwordReset } from './account-mails.ts';
import { contactMessage } from './contact-mail.ts';
import { newsletterConfirm, newsletterIssue } from './newsletter-mails.ts';
import { backInStock } from './stock-alert-mail.ts';
import { TEXT_ROW } from './order-parts.ts';
import {
  newOrderNotice,
  orderAwaitingPayment,
  orderCancelled,
  orderConfirmed,
  orderRefunded,
  orderShipped,
} from './order-mails.ts';

/** A template's answer: the subject and the body as React Email elements. */
export interface Template {
  subject: string;
  body: ReactElement;
}

function template(spec: MailSpec, context: MailContext): Template {
  switch (spec.kind) {
    case 'order-awaiting-payment':
      return orderAwaitingPayment(context, spec);
    case 'order-confirmed':
      return orderConfirmed(context, spec);
    case 'order-shipped':
      return orderShipped(context, spec);
    case 'order-cancelled':
      return orderCancelled(context, spec);
    case 'order-refunded':
      return orderRefunded(context, spec);
    case 'new-order-notice':
      return newOrderNotice(context, spec);
    case 'password-reset':
      return passwordReset(context, spec);
    case 'contact-message':
      return contactMessage(context, spec);
    case 'back-in-stock':
      return backInStock(context, spec);
    case 'newsletter-confirm':
      return newsletterConfirm(context, spec);
    case 'newsletter':
      return newsletterIssue(context, spec);
  }
}

/** HTML through React Email, and the plain-text part from the same HTML (pictures and the preview line left out). */
export async function renderMail(spec: MailSpec, context: MailContext): Promise<ComposedMail> {
  const { subject, body } = template(spec, context);
  const html = await render(body);
  const text = toPlainText(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      {
        selector: `table.${TEXT_ROW}`,
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, colSpacing: 2, maxColumnWidth: 44 },
      },
    ],
  });
  return { subject, html, text };
}
