import { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales.ts';
import { designKinds } from './art/designs.ts';

/**
 * The shape of the seed catalog's data in content/seed/: the words that fill placeholders (vocabulary.json), the
 * shared sentences (phrases.json), reusable kinds of goods (families.json) and one file of goods per category
 * (catalog/<category route>.json). Every text is written in English, Armenian and Russian.
 */

/** One text in every language of the shop. */
export type Localized = Record<Locale, string>;

/** A placeholder's value in one language: one string, or its grammatical forms by name (nom, gen, f, pl, …). */
export type Word = string | Readonly<Record<string, string>>;

export const UNITS = ['cm', 'ml', 'l', 'g', 'set', 'chain'] as const;
export type Unit = (typeof UNITS)[number];

const text = z.object({ en: z.string().min(1), hy: z.string().min(1), ru: z.string().min(1) }).strict();
/** Empty strings are allowed: a value such as " with garnet" may be nothing for a piece without a stone. */
const word = z.union([z.string(), z.record(z.string(), z.string())]);
const wordEntry = z.object({ en: word, hy: word, ru: word }).strict();
const range = z
  .tuple([z.number().positive(), z.number().positive()])
  .refine(([low, high]) => low <= high, 'must be [smallest, largest]');

const templateFields = {
  subCategory: z.string().min(1),
  kind: z.enum(designKinds),
  /** Name patterns; the generator picks one per product. */
  names: z.array(text).min(1),
  /** Values for {size}; price and weight grow along this list. */
  sizes: z
    .array(z.union([z.number().positive(), z.string().min(1)]))
    .min(1)
    .optional(),
  /** What {size} measures, for the default size sentence of phrases.json. */
  unit: z.enum(UNITS).optional(),
  /** US dollars, smallest and largest size. */
  price: range,
  /** Grams, smallest and largest size. */
  weight: range,
  /** First sentences of the description: what it is and how it is made. */
  lead: z.array(text).min(1),
  /** Size sentences, instead of the unit's default one. */
  detail: z.array(text).min(1).optional(),
  /** A key of phrases.json origins. */
  origin: z.string().min(1),
  /** A key of phrases.json cares, or null for goods that need no care note. */
  care: z.string().min(1).nullable(),
  /** Relative frequency in the catalog (default 1). */
  share: z.number().positive().optional(),
  /** Overrides the picture's material (a value of content/materials.json). */
  material: z.string().min(1).optional(),
  /** Placeholder values of this template alone, e.g. {noun} of a ceramic family. */
  words: z.record(z.string(), wordEntry).optional(),
};

/** A complete template, once a catalog entry is merged with its family. */
export const templateSchema = z.object(templateFields).strict();

/** A family or a catalog entry: any template fields, and the family it builds on. */
export const partialTemplateSchema = z
  .object(templateFields)
  .partial()
  .extend({ family: z.string().min(1).optional() })
  .strict();

export const vocabularyFileSchema = z.object({
  _note: z.string().optional(),
  groups: z.record(z.string(), z.record(z.string(), wordEntry)),
});

export const phrasesFileSchema = z
  .object({
    _note: z.string().optional(),
    decimalSeparator: text,
    units: z.object({ g: text, kg: text }).strict(),
    /** The size sentence by unit (null: none), and for goods without sizes. */
    details: z
      .object({
        cm: text.nullable(),
        ml: text.nullable(),
        l: text.nullable(),
        g: text.nullable(),
        set: text.nullable(),
        chain: text.nullable(),
        none: text,
      })
      .strict(),
    origins: z.record(z.string(), z.array(text).min(1)),
    cares: z.record(z.string(), z.array(text).min(1)),
  })
  .strict();

export const familiesFileSchema = z
  .object({ _note: z.string().optional(), families: z.record(z.string(), partialTemplateSchema) })
  .strict();

export const catalogFileSchema = z
  .object({ _note: z.string().optional(), goods: z.array(partialTemplateSchema).min(1) })
  .strict();

export type WordEntry = z.output<typeof wordEntry>;
export type Vocabulary = z.output<typeof vocabularyFileSchema>['groups'];
export type Phrases = Omit<z.output<typeof phrasesFileSchema>, '_note'>;
export type PartialTemplate = z.output<typeof partialTemplateSchema>;

export interface Template extends z.output<typeof templateSchema> {
  /** The route of the category: the catalog file's name. */
  category: string;
}

/** Everything the generator needs besides the shop's content. */
export interface SeedTemplates {
  templates: Template[];
  vocabulary: Vocabulary;
  phrases: Phrases;
}
