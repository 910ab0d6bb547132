import type { NewsletterIssue } from '../../../lib/api/newsletter.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { type ComposedMail, composeMail, mailContext } from '../../mail/compose.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import { newsletterHeaders } from './headers.ts';
import { confirmedSubscribers } from './subscribe.ts';

/**
 * Queues one newsletter to every confirmed subscriber, in their language (English where the owner wrote none), each with its own unsubscribe link and
 * the List-Unsubscribe headers. All mails are written in one transaction: the whole list gets it, or nobody.
 */
export async function sendNewsletter(
  services: Pick<Services, 'database' | 'now' | 'config' | 'content'>,
  issue: NewsletterIssue,
): Promise<number> {
  const subscribers = await confirmedSubscribers(services);
  const mails: Array<{ to: string; locale: Locale; mail: ComposedMail; token: string }> = [];
  for (const s of subscribers) {
    const locale = (['en', 'hy', 'ru'] as const).find((l) => l === s.locale) ?? 'en';
    const mail = await composeMail(
      { kind: 'newsletter', ...(issue[locale] ?? issue.en), token: s.token },
      mailContext(services, locale),
    );
    mails.push({ to: s.email, locale, mail, token: s.token });
  }
  await services.database.db.transaction(async (tx) => {
    for (const m of mails)
      await enqueueMail(tx, services, {
        kind: 'newsletter',
        reference: 'newsletter',
        to: m.to,
        locale: m.locale,
        mail: m.mail,
        headers: newsletterHeaders(services.config.publicSiteUrl, m.token),
      });
  });
  return mails.length;
}
