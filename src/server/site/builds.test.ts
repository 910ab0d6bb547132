import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildsDirFor, currentSiteDir, newBuildId, pruneBuilds, swapIn } from './builds.ts';

let root: string;
const dist = () => path.join(root, 'dist');
const builds = () => buildsDirFor(dist(), root);

function fakeBuild(name: string, html = name, ageMs = 0): string {
  const dir = path.join(builds(), name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  const time = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, time, time);
  return dir;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-builds-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('site builds folder', () => {
  it('keeps builds inside the project, one hidden namespace per outside link, named sortably', () => {
    expect(builds()).toBe(path.join(root, '.builds'));
    const outside = buildsDirFor('/tmp/elsewhere/dist', root);
    expect(outside).toMatch(new RegExp(`^${root}/\\.builds/\\.for-[0-9a-f]{10}$`));
    expect(buildsDirFor('/tmp/other/dist', root)).not.toBe(outside);
    expect(newBuildId(new Date('2025-11-22T06:15:00.123Z'))).toMatch(/^20251122T061500-[0-9a-f]{4}$/);
  });

  it('swaps dist from one build to the next', () => {
    expect(currentSiteDir(dist())).toBeNull();
    const a = fakeBuild('a');
    swapIn(dist(), a);
    expect(fs.lstatSync(dist()).isSymbolicLink()).toBe(true);
    expect(currentSiteDir(dist())).toBe(fs.realpathSync(a));
    const b = fakeBuild('b');
    swapIn(dist(), b);
    expect(fs.readFileSync(path.join(dist(), 'index.html'), 'utf8')).toBe('b');
    expect(fs.readdirSync(root).filter((n) => n.includes('swap'))).toEqual([]);
  });

  it('replaces a plain dist folder from an older build', async () => {
    fs.mkdirSync(dist());
    fs.writeFileSync(path.join(dist(), 'index.html'), 'legacy');
    const a = fakeBuild('a');
    swapIn(dist(), a);
    expect(fs.readFileSync(path.join(dist(), 'index.html'), 'utf8')).toBe('a');
    // The old folder is removed in the background.
    await vi.waitFor(() => expect(fs.readdirSync(root).filter((n) => n.includes('legacy'))).toEqual([]), {
      timeout: 10_000,
    });
  });

  it('does not count a dist without index.html as a site', () => {
    fs.mkdirSync(dist());
    expect(currentSiteDir(dist())).toBeNull();
  });

  it('prunes old builds but keeps the current, the newest others and recent ones', async () => {
    const hour = 3_600_000;
    const oldest = fakeBuild('1', '', 5 * hour);
    const old = fakeBuild('2', '', 4 * hour);
    const current = fakeBuild('3', '', 3 * hour);
    const newer = fakeBuild('4', '', 2 * hour);
    const newest = fakeBuild('5', '', hour);
    const removed = await pruneBuilds(builds(), current, { keep: 2 });
    expect(removed.sort()).toEqual([oldest, old].sort());
    for (const dir of [current, newer, newest]) expect(fs.existsSync(dir)).toBe(true);
    const fresh = fakeBuild('6');
    expect(await pruneBuilds(builds(), current, { keep: 0, minAgeMs: 60_000 })).toEqual(
      expect.not.arrayContaining([fresh]),
    );
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
