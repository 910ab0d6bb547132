import type { ContactForm } from '../../../lib/contact/rules.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

/**
 * Stores a contact message, then e-mails the shop. The message is kept even when mail fails (it is in the
 * contact_messages table for the shop to read), so a mail outage never loses it or fails the visitor.
 */
export async function receiveContactMessage(services: Pick<Services, 'database' | 'mailer' | 'content'>, form: ContactForm): Promise<{ id: number }> {
  const [row] = await services.database.db
    .insert(contactMessages)
    .values({ name: form.name, email: form.email, phone: form.phone, subject: form.subject, message: form.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  try {
    await services.mailer.send({
      to: services.content.shopInfo.contact.email,
      subject: `Contact form: ${oneLine(form.subject)}`,
      text: [
        `A visitor wrote through the contact form (message #${id}).`,
        '',
        `Name:    ${oneLine(form.name)}`,
        `E-mail:  ${oneLine(form.email)}`,
        `Phone:   ${oneLine(form.phone)}`,
        `Subject: ${oneLine(form.subject)}`,
        '',
        form.message,
      ].join('\n'),
    });
  } catch (error) {
    console.error(`[contact] message #${id} stored, but mailing the shop failed:`, error);
  }
  return { id };
}

/** Header-safe: no line breaks in subjects or header-like lines. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
