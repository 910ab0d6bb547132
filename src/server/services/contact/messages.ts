import type { ContactForm } from '../../../lib/contact/rules.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { contactMessages } from '../../db/schema.ts';
import { composeMail, mailContext } from '../../mail/compose.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';

/**
 * Stores a contact message and, in the same transaction, its mail to the shop (Reply-To: the visitor). The
 * outbox delivers it, so a mail outage never loses the message or fails the visitor.
 */
export async function receiveContactMessage(
  services: Pick<Services, 'database' | 'content' | 'config' | 'now'>,
  form: ContactForm,
  writtenIn: Locale,
): Promise<{ id: number }> {
  const locale = services.config.shopMailLocale;
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: form.name,
        email: form.email,
        phone: form.phone,
        subject: form.subject,
        message: form.message,
        locale: writtenIn,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const mail = await composeMail(
      { kind: 'contact-message', messageId: id, form, writtenIn },
      mailContext(services, locale),
    );
    await enqueueMail(tx, services, {
      kind: 'contact-message',
      reference: `contact-${id}`,
      to: services.content.shopInfo.contact.email,
      replyTo: form.email.replace(/[\r\n]+/g, '').trim(),
      locale,
      mail,
    });
    return { id };
  });
}
