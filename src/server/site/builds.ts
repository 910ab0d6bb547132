import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the builds for one served link live: `<project>/dist` → `<project>/.builds/<id>`. Builds always stay inside
 * the project, because Astro puts its pre-render bundle (which imports node_modules) in the output folder only when
 * that is under the working directory, and otherwise in one shared `.astro/.prerender` that concurrent builds would
 * trample. A link elsewhere (DIST_DIR=/tmp/…/dist) gets its own hidden namespace: `.builds/.for-<hash>/<id>`.
 */
export function buildsDirFor(distDir: string, projectDir: string): string {
  const dist = path.resolve(distDir);
  const project = path.resolve(projectDir);
  const builds = path.join(project, '.builds');
  if (path.dirname(dist) === project) return builds;
  return path.join(builds, `.for-${crypto.createHash('sha256').update(dist).digest('hex').slice(0, 10)}`);
}

/** Sortable and unique: `20251122T061500-3fa1`. */
export function newBuildId(now = new Date()): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')}-${crypto.randomBytes(2).toString('hex')}`;
}

/** The folder `dist` currently resolves to, when it holds a built site. */
export function currentSiteDir(distDir: string): string | null {
  try {
    const real = fs.realpathSync(distDir);
    return fs.statSync(path.join(real, 'index.html')).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * Points `distDir` at `buildDir` in one rename, so a reader sees the old site or the new one, never neither.
 * A plain `dist` folder from an older `astro build` is moved aside and deleted.
 */
export function swapIn(distDir: string, buildDir: string): void {
  const dist = path.resolve(distDir);
  const temp = `${dist}.swap-${crypto.randomBytes(4).toString('hex')}`;
  fs.symlinkSync(path.relative(path.dirname(dist), path.resolve(buildDir)), temp, 'dir');
  try {
    const existing = fs.lstatSync(dist, { throwIfNoEntry: false });
    let legacy: string | undefined;
    if (existing?.isDirectory()) {
      legacy = `${dist}.legacy-${newBuildId()}`;
      fs.renameSync(dist, legacy);
    }
    fs.renameSync(temp, dist);
    if (legacy) void fs.promises.rm(legacy, { recursive: true, force: true });
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Deletes old builds, keeping the one served, the `keep` newest others (a page loaded a moment ago may still fetch
 * its assets) and anything younger than `minAgeMs` (another process sharing the folder may serve it).
 */
export async function pruneBuilds(
  buildsDir: string,
  current: string | null,
  { keep = 2, minAgeMs = 10 * 60_000, now = Date.now() } = {},
): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(buildsDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const currentReal = current ? path.resolve(current) : null;
  const builds = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => path.join(buildsDir, e.name))
    .filter((dir) => dir !== currentReal)
    .map((dir) => ({ dir, mtimeMs: fs.statSync(dir).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  const removed: string[] = [];
  for (const { dir, mtimeMs } of builds.slice(keep)) {
    if (now - mtimeMs < minAgeMs) continue;
    // Asynchronous: deleting thousands of pages must not stall the requests being served meanwhile.
    await fs.promises.rm(dir, { recursive: true, force: true });
    await fs.promises.rm(`${dir}.log`, { force: true });
    removed.push(dir);
  }
  return removed;
}
