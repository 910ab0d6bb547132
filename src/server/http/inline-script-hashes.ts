import crypto from 'node:crypto';

/** Script types the browser treats as data, not code: CSP never checks them, so they need no hash. */
const dataScriptTypes = /^(application\/(ld\+)?json|importmap|text\/template|text\/x-template)$/i;

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The CSP sources (`sha256-…`) for every inline script in an HTML page, in order of first appearance.
 * Astro emits small inline scripts (island loader, hoisted module scripts); hashing them lets the policy allow
 * exactly those and nothing injected.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    const typeValue = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim() : '';
    if (typeValue && dataScriptTypes.test(typeValue)) continue;
    hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
