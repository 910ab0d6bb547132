import type { ShopChanges } from '../cluster/shop-changes.ts';
import type { Database } from '../db/client.ts';
import { currentSiteDir } from './builds.ts';

export interface SharedBuildOptions {
  database: Database;
  /** The link every instance serves (DIST_DIR), on a folder they share. */
  distDir: string;
  /** What `distDir` pointed at when this instance decided to build. */
  servedBefore: string | null;
  /** True when a build already answers for the catalog as it is now (its stamp is not stale). */
  isCurrent: (dir: string) => boolean | Promise<boolean>;
  /** Builds, swaps the result in as `distDir` and returns its folder. */
  build: () => Promise<string>;
}

/**
 * Instances sharing one database and one build folder build the site one at a time (an advisory lock elects the
 * builder). One that waited for the lock and finds that another instance has swapped in a build of the catalog as
 * it is now serves that one instead of building the same thing again.
 */
export async function buildOnce(opts: SharedBuildOptions): Promise<{ dir: string; built: boolean }> {
  return opts.database.withLock('site-build', async () => {
    const served = currentSiteDir(opts.distDir);
    if (served && served !== opts.servedBefore && (await opts.isCurrent(served))) return { dir: served, built: false };
    return { dir: await opts.build(), built: true };
  });
}

/** Calls `serve(dir)` whenever another instance announces a new build in the shared folder; returns the unsubscribe. */
export function followSharedBuilds(changes: ShopChanges, distDir: string, serve: (dir: string) => void): () => void {
  return changes.subscribe((change) => {
    if (change.kind !== 'site') return;
    const dir = currentSiteDir(distDir);
    if (dir) serve(dir);
  });
}
