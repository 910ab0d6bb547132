import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  const data = {
    name: 'Bowl </script><script>alert(1)</script> & <!-- more',
    desc: 'Line\u2028separator\u2029end',
    n: 1,
  };

  it('escapes everything that could end or confuse an inline script', () => {
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(out).toContain('\\u0026');
    expect(out).toContain('\\u2028');
    expect(out).toContain('\\u2029');
  });

  it('parses back to the same data', () => {
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('leaves text without those characters as JSON.stringify writes it', () => {
    const plain = { '@type': 'BreadcrumbList', name: 'Армянская керамика · Հայկական', price: '168.64' };
    expect(serializeJsonLd(plain)).toBe(JSON.stringify(plain));
  });
});
