import { Parser } from 'htmlparser2';
import { srcSetUrls } from '../../src/lib/images.ts';

/**
 * Every picture URL a page's HTML can make a browser fetch: each <img> and <source> src and every srcset candidate
 * (a browser picks one candidate by screen, so each must answer), resolved against the page's URL, without repeats.
 */
export function pageImageUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const add = (url: string) => urls.add(new URL(url, pageUrl).href);
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'img' && name !== 'source') return;
      if (attributes.src) add(attributes.src);
      if (attributes.srcset) srcSetUrls(attributes.srcset).forEach(add);
    },
  });
  parser.write(html);
  parser.end();
  return [...urls];
}

/** The first link on a page whose path starts with `prefix` (e.g. a product on a listing), as an absolute URL. */
export function firstLink(html: string, pageUrl: string, prefix: string): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'a' || !attributes.href) return;
      const url = new URL(attributes.href, pageUrl);
      if (url.origin === new URL(pageUrl).origin && url.pathname.startsWith(prefix)) found = url.href;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
