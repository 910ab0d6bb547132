import { describe, expect, it } from 'vitest';
import { pageDirectives } from './content-security-policy.ts';

const directive = (list: readonly string[], name: string) => list.find((d) => d.startsWith(`${name} `));

describe('pageDirectives', () => {
  it('lets pages talk to and post forms to their own origin only, without PUBLIC_API_URL', () => {
    const list = pageDirectives();
    expect(directive(list, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/\*\.paypal\.com/);
    expect(directive(list, 'form-action')).toBe("form-action 'self'");
    expect(pageDirectives('')).toEqual(list);
  });

  it("adds the API's origin (not its path) to connect-src and form-action, nothing else", () => {
    const list = pageDirectives('https://api.shop.example.com/');
    expect(directive(list, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/api\.shop\.example\.com https:/);
    expect(directive(list, 'form-action')).toBe("form-action 'self' https://api.shop.example.com");
    const others = (l: readonly string[]) => l.filter((d) => !/^(connect-src|form-action) /.test(d));
    expect(others(list)).toEqual(others(pageDirectives()));
    expect(directive(list, 'img-src')).not.toMatch(/api\.shop/);
  });
});
