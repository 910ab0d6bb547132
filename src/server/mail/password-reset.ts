import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The reset mail: one link to `{publicSiteUrl}/reset-password/{token}`, valid for an hour, used once. */
export function passwordResetMail(to: string, firstName: string, publicSiteUrl: string, token: string): MailMessage {
  const link = `${publicSiteUrl}/reset-password/${encodeURIComponent(token)}`;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone (hopefully you) asked to reset the password of your Old City Gifts account.',
    'Open this link to choose a new password. It works once, within one hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your Old City Gifts account.
Open this link to choose a new password. It works once, within one hour:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Old City Gifts password', text, html };
}
