/**
 * JSON-LD for an inline <script type="application/ld+json">: `</script>` or `<!--` inside a value would end or
 * confuse the element, so <, > and & become \u escapes, and so do U+2028/U+2029 (line breaks to old JS parsers).
 * The JSON means the same once parsed. The layout's SEO head and the product page both go through this.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
