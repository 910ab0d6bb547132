import type { Product } from '../../lib/api/product.ts';

/**
 * What a listing card needs, and no more: pre-rendered listings serialise these into the page as island props,
 * so every byte here is paid 12 times per page.
 */
export interface CardData {
  id: number;
  name: string;
  /** Already shortened to DESCRIPTION_LIMIT characters. */
  desc: string;
  price: number;
  /** First image URL, or '' when the product has none. */
  image: string;
  dateCreated: string;
}

export const DESCRIPTION_LIMIT = 90;

/** Cuts at a word boundary and adds an ellipsis; short text is returned as it is. */
export function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  // Drop a word cut in half, unless the cut fell right at its end.
  const space = clean[limit - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function toCardData(p: Product): CardData {
  return {
    id: p.id,
    name: p.name,
    desc: truncate(p.desc),
    price: p.price,
    image: p.imageUrls[0] ?? '',
    dateCreated: p.dateCreated,
  };
}
