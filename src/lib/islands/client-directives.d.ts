declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate when the visitor reaches for the island's controls or a script wakes it (intent-directive.ts). */
      'client:intent'?: boolean;
    }
  }
}
export {};
