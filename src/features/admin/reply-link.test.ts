import { describe, expect, it } from 'vitest';
import { replyHref } from './reply-link.ts';

describe('replyHref', () => {
  it('addresses the visitor with the subject and their message quoted, spaces as %20', () => {
    const href = replyHref({ email: 'ann+shop@example.com', message: 'Hi there\nDo you ship?' }, 'Re: Tiles & rings');
    expect(href).toBe(
      'mailto:ann%2Bshop@example.com?subject=Re%3A%20Tiles%20%26%20rings&body=%0A%0A%3E%20Hi%20there%0A%3E%20Do%20you%20ship%3F',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Re: Tiles & rings');
    expect(url.searchParams.get('body')).toBe('\n\n> Hi there\n> Do you ship?');
  });
  it('keeps a header injection inside the address part', () => {
    const href = replyHref({ email: 'a@example.com?bcc=x@evil.test', message: '' }, 'Re: x');
    expect(href.startsWith('mailto:a@example.com%3Fbcc%3Dx@evil.test?')).toBe(true);
  });
});
