/** Material and colour choices for the listing filters and product facts, labelled in the page's language. */
import colorsFile from '../../../content/colors.json' with { type: 'json' };
import materialsFile from '../../../content/materials.json' with { type: 'json' };
import type { ColorOption } from '../../lib/content/types.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { hasMessage, t } from '../../lib/i18n/t.ts';
import type { Option } from './filter-option.ts';

export const colorOptions: ColorOption[] = colorsFile.colors;
export const materialList: string[] = materialsFile.materials;

/** Dictionary key `material.{Name}` when translated, else the name as stored. */
export function materialLabel(locale: Locale, material: string): string {
  const key = `material.${material}`;
  return hasMessage(locale, key) || hasMessage('en', key) ? t(locale, key) : material;
}

/** Colours are stored by value ('red', '#36454F'); their label is looked up by name (`color.Charcoal`). */
export function colorLabel(locale: Locale, value: string): string {
  const option = colorOptions.find((c) => c.value.toLowerCase() === value.toLowerCase());
  if (!option) return value;
  const key = `color.${option.name}`;
  return hasMessage(locale, key) || hasMessage('en', key) ? t(locale, key) : option.name;
}

export function materialOptions(locale: Locale): Option[] {
  return materialList.map((m) => ({ value: m, label: materialLabel(locale, m) }));
}

export function colorFilterOptions(locale: Locale): Option[] {
  return colorOptions.map((c) => ({ value: c.value, label: colorLabel(locale, c.value) }));
}

/** A CSS colour for the swatch, or undefined for 'other' and anything unknown. */
export function swatchColor(value: string | null): string | undefined {
  if (!value) return undefined;
  const option = colorOptions.find((c) => c.value.toLowerCase() === value.toLowerCase());
  return option && option.value !== 'other' ? option.value : undefined;
}
