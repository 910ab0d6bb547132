/**
 * RFC 8058 one-click unsubscribe: the mail program POSTs `List-Unsubscribe=One-Click` to this HTTPS address, with
 * no cookie and no page, and the address leaves the list. RFC 2369's header carries it; the Post header says the
 * address takes the one-click POST.
 */
export function newsletterHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
