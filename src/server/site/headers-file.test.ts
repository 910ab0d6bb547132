import { describe, expect, it } from 'vitest';
import { headersFile } from './headers-file.ts';

describe('the _headers file of a static deployment', () => {
  it("says what a page's <meta> policy cannot: frame-ancestors, and the other security headers", () => {
    const file = headersFile('https://shop.example.com');
    expect(file.startsWith('/*\n')).toBe(true);
    expect(file).toMatch(/^ {2}content-security-policy: frame-ancestors 'none'; upgrade-insecure-requests$/m);
    expect(file).toMatch(/^ {2}x-frame-options: DENY$/m);
    expect(file).toMatch(/^ {2}strict-transport-security: max-age=31536000/m);
    // The page's own policy (script hashes) is in its <meta>; the header must not narrow it to nothing.
    expect(file).not.toMatch(/script-src/);
  });

  it('sends no HSTS and no upgrade for a plain-http address', () => {
    const file = headersFile('http://127.0.0.1:4460');
    expect(file).not.toMatch(/strict-transport-security|upgrade-insecure-requests/);
  });
});
