import { describe, expect, it } from 'vitest';
import { newsletterHeaders } from './headers.ts';

describe('newsletterHeaders', () => {
  it('names the one-click address in angle brackets and says it takes the RFC 8058 POST', () => {
    expect(newsletterHeaders('https://shop.example', 'abc_DEF-123')).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe?token=abc_DEF-123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
