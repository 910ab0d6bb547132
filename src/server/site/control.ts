/** What the rest of the server sees of the static site: route handlers call this after catalog writes. */
export interface SiteControl {
  /**
   * Rebuilds the static site a few seconds later (debounced, one build at a time, swapped in atomically). Never
   * throws and never waits: call it after the write has committed (services/products/catalog-changed.ts does).
   */
  requestRebuild(reason?: string): void;
  status(): SiteStatus;
}

export interface SiteStatus {
  /** The build being served, or null while the very first build runs. */
  currentBuild: string | null;
  /** When the build being served was made (its stamp), whichever process made it. */
  builtAt: string | null;
  building: boolean;
  pending: boolean;
  lastBuiltAt: string | null;
  lastError: string | null;
}
