/**
 * Policy pages are Markdown per locale in content/pages/{slug}/{locale}.md with frontmatter
 * `title`, `description`, `updated` (YYYY-MM-DD). Imported at build time (Astro renders Markdown modules).
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { Locale } from '../../lib/i18n/locales.ts';

export const POLICY_SLUGS = ['orders-and-returns', 'terms-and-conditions', 'privacy-policy', 'public'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export interface PolicyFrontmatter {
  title: string;
  description: string;
  /** YAML reads an unquoted YYYY-MM-DD as a Date. */
  updated: string | Date;
}

/** `updated` as YYYY-MM-DD. */
export function isoDay(value: string | Date): string {
  return new Date(value instanceof Date ? value : `${String(value).slice(0, 10)}T12:00:00Z`).toISOString().slice(0, 10);
}

interface MarkdownModule {
  frontmatter: PolicyFrontmatter;
  Content: AstroComponentFactory;
  getHeadings(): { depth: number; slug: string; text: string }[];
}

const modules = import.meta.glob<MarkdownModule>('../../../content/pages/*/*.md', { eager: true });

export function policyDocument(slug: PolicySlug, locale: Locale): MarkdownModule {
  const found =
    modules[`../../../content/pages/${slug}/${locale}.md`] ?? modules[`../../../content/pages/${slug}/en.md`];
  if (!found) throw new Error(`content/pages/${slug}/${locale}.md is missing`);
  return found;
}
