import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written into each build folder (hidden from HTTP): what the build was made from. */
export interface BuildStamp {
  id: string;
  builtAt: string;
  /** The catalog's `catalog_updated_at` when the build started; null when built against a remote API. */
  catalogUpdatedAt: string | null;
  /** Which database the catalog came from (no credentials). */
  dataSource: string | null;
  /** Hash of the site's sources: a changed page or component means a rebuild. */
  source: string;
}

export const stampFile = '.build-stamp.json';

export function readStamp(buildDir: string): BuildStamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, stampFile), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function writeStamp(buildDir: string, stamp: BuildStamp): void {
  fs.writeFileSync(path.join(buildDir, stampFile), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Folders and files the static pages are built from, relative to the project. */
const siteSources = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'];
const ignored = /(^|\/)(server|node_modules|\.[^/]*)(\/|$)|\.test\.tsx?$/;

function listFiles(projectDir: string, relative: string, out: string[]): void {
  const full = path.join(projectDir, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    out.push(relative);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(full).sort()) {
    const child = path.posix.join(relative, name);
    if (ignored.test(child)) continue;
    listFiles(projectDir, child, out);
  }
}

/** A content hash over the site's sources (server code excluded): stable across clones and touch-only checkouts. */
export function sourceFingerprint(projectDir: string): string {
  const files: string[] = [];
  for (const source of siteSources) listFiles(projectDir, source, files);
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(projectDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** `postgres://user@host:5432/shop` or `pglite:/abs/data/db`, never a password. */
export function describeDataSource(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `pglite:${path.resolve(dataDir)}`;
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return url.toString();
  } catch {
    return 'postgres';
  }
}

/** Why the served build must be rebuilt, or null when it is current. */
export function staleness(
  stamp: BuildStamp | null,
  now: { catalogUpdatedAt: string | null; dataSource: string; source: string },
): string | null {
  if (!stamp) return 'no site has been built yet';
  if (stamp.source !== now.source) return 'the site sources changed';
  if (stamp.dataSource !== null && stamp.dataSource !== now.dataSource) return 'the database changed';
  if (now.catalogUpdatedAt !== null && stamp.catalogUpdatedAt !== now.catalogUpdatedAt)
    return 'the catalog changed since the last build';
  return null;
}
