/** `850 g` under 1000 g, else `1.25 kg`. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${Math.round(grams)} g`;
  return `${(grams / 1000).toFixed(2)} kg`;
}

/** Total Weight in kg on the cart, two decimals. */
export function gramsToKg(grams: number): string {
  return (grams / 1000).toFixed(2);
}
