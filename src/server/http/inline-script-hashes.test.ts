import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once', () => {
    const a = '(()=>{var e=async t=>{await(await t())()};})();';
    const b = '\n  import "/_astro/x.js";\n';
    const html = `<head><script>${a}</script><script type="module">${b}</script></head><body><script>${a}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });

  it('skips external scripts and data blocks', () => {
    const html = [
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      "<script type='application/json'>{}</script>",
      '<SCRIPT>alert(1)</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('alert(1)')]);
  });

  it('returns nothing for a page without scripts', () => {
    expect(inlineScriptHashes('<h1>Old City Gifts</h1>')).toEqual([]);
  });
});
