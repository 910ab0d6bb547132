/**
 * The FAQ: fixed questions from the dictionaries plus answers built from the shop's content (countries served,
 * ring sizes, materials), so the page follows content/*.json at every build.
 */
import countriesFile from '../../../content/countries.json' with { type: 'json' };
import materialsFile from '../../../content/materials.json' with { type: 'json' };
import sizesFile from '../../../content/sizes.json' with { type: 'json' };
import type { Locale } from '../../lib/i18n/locales.ts';
import { countryOptions } from '../../lib/i18n/countries.ts';
import { countryName, materialName, t } from '../../lib/i18n/t.ts';

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraph text of the answer. */
  answer: string;
  /** An optional list shown under the answer (countries, materials). */
  list?: string[];
  /** Text after the list. */
  after?: string;
}

export function faqEntries(locale: Locale): FaqEntry[] {
  const ringSizes = sizesFile.rings.variants.map((v) => v.size);
  const countries = countryOptions(
    countriesFile.countries.map((c) => c.name),
    (name) => countryName(locale, name),
    locale,
  ).map((c) => c.label);
  return [
    { id: 'returns', question: t(locale, 'faq.q.returns'), answer: t(locale, 'faq.a.returns') },
    {
      id: 'countries',
      question: t(locale, 'faq.q.countries'),
      answer: t(locale, 'faq.a.countries', { count: countries.length }),
      list: countries,
      after: t(locale, 'faq.a.countriesMore'),
    },
    { id: 'shipping-cost', question: t(locale, 'faq.q.shippingCost'), answer: t(locale, 'faq.a.shippingCost') },
    { id: 'delivery', question: t(locale, 'faq.q.delivery'), answer: t(locale, 'faq.a.delivery') },
    {
      id: 'ring-sizes',
      question: t(locale, 'faq.q.ringSizes'),
      answer: t(locale, 'faq.a.ringSizes', {
        from: ringSizes[0] ?? '',
        to: ringSizes.at(-1) ?? '',
        sizes: ringSizes.join(', '),
      }),
    },
    {
      id: 'materials',
      question: t(locale, 'faq.q.materials'),
      answer: t(locale, 'faq.a.materials'),
      list: materialsFile.materials.map((m) => materialName(locale, m)),
    },
    { id: 'handmade', question: t(locale, 'faq.q.handmade'), answer: t(locale, 'faq.a.handmade') },
    { id: 'payment', question: t(locale, 'faq.q.payment'), answer: t(locale, 'faq.a.payment') },
    { id: 'account', question: t(locale, 'faq.q.account'), answer: t(locale, 'faq.a.account') },
    { id: 'visit', question: t(locale, 'faq.q.visit'), answer: t(locale, 'faq.a.visit') },
  ];
}

/** schema.org FAQPage for rich results. */
export function faqJsonLd(entries: FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: [e.answer, e.list?.join(', '), e.after].filter(Boolean).join(' '),
      },
    })),
  };
}
