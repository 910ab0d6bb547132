import { isLocale, type Locale } from './locales.ts';

/**
 * The shop's language an `Accept-Language` header asks for: the first of en/hy/ru by the header's own order of
 * preference (q values; `hy-AM` counts as `hy`), or null when it names none of them. Every island sends its
 * page's language this way, so the server knows which language to write a customer's mails in.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}
