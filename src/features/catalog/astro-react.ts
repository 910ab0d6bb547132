/**
 * Marks a React component for Astro's renderer. Without the mark Astro renders every React component on a page
 * one extra time just to learn which framework it belongs to; over 30,000 product pages that is real build time.
 */
const RENDERER = Symbol.for('astro:renderer');

export function reactComponent<T extends object>(component: T): T {
  (component as unknown as Record<symbol, string>)[RENDERER] = '@astrojs/react';
  return component;
}
