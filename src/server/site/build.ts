import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log/logger.ts';
import { newBuildId } from './builds.ts';
import { precompressAssets } from './precompress.ts';
import { sourceFingerprint, writeStamp, type BuildStamp } from './stamp.ts';

export interface BuildSiteOptions {
  projectDir: string;
  /** Where build folders go (`.builds/`); each build gets a new `<id>` folder here. */
  buildsDir: string;
  /** Where the pages read the catalog at build time, e.g. http://127.0.0.1:4321/api. */
  catalogApiUrl: string;
  publicSiteUrl: string;
  /** PUBLIC_API_URL: the API's own origin the pages call (unset: their own /api). */
  publicApiUrl?: string;
  /** What the catalog was when the build started, for the stamp. */
  catalogUpdatedAt: string | null;
  dataSource: string | null;
  log: Logger;
  /** Kills a hung build (default 20 minutes). */
  timeoutMs?: number;
  /** Aborting stops the build (shutdown). */
  signal?: AbortSignal;
}

export interface BuiltSite {
  id: string;
  dir: string;
  pages: number;
  ms: number;
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Runs `astro build` on the project's own Node into a fresh folder, precompresses its assets and stamps it.
 * Astro's output goes to `<buildsDir>/<id>.log`; on failure the folder is removed and the error carries the log's tail.
 */
export async function buildSite(opts: BuildSiteOptions): Promise<BuiltSite> {
  const started = performance.now();
  const id = newBuildId();
  const dir = path.join(opts.buildsDir, id);
  const logFile = `${dir}.log`;
  fs.mkdirSync(opts.buildsDir, { recursive: true });
  const source = sourceFingerprint(opts.projectDir);
  const astro = path.join(opts.projectDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const out = fs.openSync(logFile, 'w');
  try {
    const code = await new Promise<number | string>((resolve, reject) => {
      const child = spawn(process.execPath, [astro, 'build', '--outDir', dir], {
        cwd: opts.projectDir,
        stdio: ['ignore', out, out],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_OUT_DIR: dir,
          CATALOG_API_URL: opts.catalogApiUrl,
          PUBLIC_SITE_URL: opts.publicSiteUrl,
          PUBLIC_API_URL: opts.publicApiUrl ?? '',
        },
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 20 * 60_000);
      const abort = () => child.kill('SIGTERM');
      opts.signal?.addEventListener('abort', abort, { once: true });
      child.on('error', reject);
      child.on('exit', (exitCode, signal) => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', abort);
        resolve(exitCode ?? signal ?? 'unknown');
      });
    });
    if (opts.signal?.aborted) throw new Error('the build was stopped (shutting down)');
    if (code !== 0) throw new Error(`astro build exited with ${code}. Last lines of ${logFile}:\n${tail(logFile, 25)}`);
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`astro build wrote no index.html into ${dir}`);
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    fs.closeSync(out);
  }
  await precompressAssets(dir);
  const stamp: BuildStamp = {
    id,
    builtAt: new Date().toISOString(),
    catalogUpdatedAt: opts.catalogUpdatedAt,
    dataSource: opts.dataSource,
    source,
  };
  writeStamp(dir, stamp);
  const ms = performance.now() - started;
  const pages = countPages(dir);
  const shown = path.relative(opts.projectDir, dir);
  opts.log.info(
    { build: id, pages, ms: Math.round(ms) },
    `built ${pages} pages in ${(ms / 1000).toFixed(1)}s → ${shown.startsWith('..') ? dir : shown}`,
  );
  return { id, dir, pages, ms };
}
