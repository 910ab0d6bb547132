/**
 * A reply in the owner's own mail program (RFC 6068 mailto): to the visitor, with the subject given and their
 * message quoted below. Spaces are %20 (mail programs do not read + as a space in mailto).
 */
export function replyHref(message: { email: string; message: string }, subject: string): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const query = new URLSearchParams({ subject, body: `\n\n${quoted}` }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${query}`;
}
