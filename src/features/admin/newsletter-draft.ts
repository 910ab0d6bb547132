import type { NewsletterIssue, NewsletterWords } from '../../lib/api/newsletter.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';

/** What the owner types for one language: a subject and the text, paragraphs parted by an empty line. */
export interface DraftWords {
  subject: string;
  text: string;
}
export type NewsletterDraft = Record<Locale, DraftWords>;

export const emptyNewsletterDraft = (): NewsletterDraft => ({
  en: { subject: '', text: '' },
  hy: { subject: '', text: '' },
  ru: { subject: '', text: '' },
});

/** The text's paragraphs: parted by one or more empty lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export type DraftProblem = { locale: Locale; field: keyof DraftWords };

/**
 * The request for a draft, or what is missing. English needs both a subject and a text; another language is sent
 * only when it has either, and then needs both (half a translation would reach its readers as a broken mail).
 */
export function issueFromDraft(draft: NewsletterDraft): { issue: NewsletterIssue } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const words: Partial<Record<Locale, NewsletterWords>> = {};
  for (const locale of LOCALES) {
    const subject = draft[locale].subject.trim();
    const paragraphs = paragraphsOf(draft[locale].text);
    if (locale !== 'en' && !subject && paragraphs.length === 0) continue;
    if (!subject) problems.push({ locale, field: 'subject' });
    if (paragraphs.length === 0) problems.push({ locale, field: 'text' });
    words[locale] = { subject, paragraphs };
  }
  if (problems.length > 0) return { problems };
  return { issue: { ...words, en: words.en! } };
}
