import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Builds live beside the served link: `dist` → `.builds/<id>`. */
export function buildsDirFor(distDir: string): string {
  return path.join(path.dirname(path.resolve(distDir)), '.builds');
}

/** Sortable and unique: `20251122T061500-3fa1`. */
export function newBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '')}-${crypto.randomBytes(2).toString('hex')}`;
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
 * A plain `dist` folder from an older `astro build` is moved into the builds folder first.
 */
export function swapIn(distDir: string, buildDir: string): void {
  const dist = path.resolve(distDir);
  const buildsDir = path.dirname(path.resolve(buildDir));
  const temp = `${dist}.swap-${crypto.randomBytes(4).toString('hex')}`;
  fs.symlinkSync(path.relative(path.dirname(dist), path.resolve(buildDir)), temp, 'dir');
  try {
    const existing = fs.lstatSync(dist, { throwIfNoEntry: false });
    if (existing?.isDirectory()) fs.renameSync(dist, path.join(buildsDir, `legacy-${newBuildId()}`));
    fs.renameSync(temp, dist);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Deletes old builds, keeping the one served, the `keep` newest others (a page loaded a moment ago may still fetch
 * its assets) and anything younger than `minAgeMs` (another process sharing the folder may serve it).
 */
export function pruneBuilds(buildsDir: string, current: string | null, { keep = 2, minAgeMs = 10 * 60_000, now = Date.now() } = {}): string[] {
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
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.log`, { force: true });
    removed.push(dir);
  }
  return removed;
}
