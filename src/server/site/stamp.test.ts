import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeDataSource, readStamp, sourceFingerprint, staleness, writeStamp, type BuildStamp } from './stamp.ts';

let project: string;
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stamp-'));
  fs.mkdirSync(path.join(project, 'src/pages'), { recursive: true });
  fs.mkdirSync(path.join(project, 'src/server'), { recursive: true });
  fs.writeFileSync(path.join(project, 'src/pages/index.astro'), '<h1>Shop</h1>');
  fs.writeFileSync(path.join(project, 'src/server/app.ts'), 'export {}');
  fs.writeFileSync(path.join(project, 'astro.config.mjs'), 'export default {}');
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

const stamp: BuildStamp = {
  id: 'x',
  builtAt: '2025-11-22T06:00:00.000Z',
  catalogUpdatedAt: '2025-11-22T05:00:00.000Z',
  dataSource: 'pglite:/data/db',
  source: 'abc',
};
const now = { catalogUpdatedAt: stamp.catalogUpdatedAt, dataSource: stamp.dataSource!, source: stamp.source };

describe('build stamp', () => {
  it('round-trips through the build folder', () => {
    writeStamp(project, stamp);
    expect(readStamp(project)).toEqual(stamp);
    expect(readStamp(path.join(project, 'nowhere'))).toBeNull();
  });

  it('says why a build is stale, or null when it is current', () => {
    expect(staleness(stamp, now)).toBeNull();
    expect(staleness(null, now)).toMatch(/no site/);
    expect(staleness(stamp, { ...now, catalogUpdatedAt: '2025-11-22T07:00:00.000Z' })).toMatch(/catalog changed/);
    expect(staleness(stamp, { ...now, dataSource: 'postgres://postgres@127.0.0.1:5432/shop' })).toMatch(
      /database changed/,
    );
    expect(staleness(stamp, { ...now, source: 'def' })).toMatch(/sources changed/);
    expect(staleness(stamp, { ...now, catalogUpdatedAt: null })).toBeNull();
  });

  it('fingerprints the site sources by content, ignoring server code', () => {
    const first = sourceFingerprint(project);
    fs.writeFileSync(path.join(project, 'src/server/app.ts'), 'export const changed = 1');
    expect(sourceFingerprint(project)).toBe(first);
    fs.utimesSync(path.join(project, 'src/pages/index.astro'), new Date(), new Date(2000, 1, 1));
    expect(sourceFingerprint(project)).toBe(first);
    fs.writeFileSync(path.join(project, 'src/pages/index.astro'), '<h1>Shop!</h1>');
    expect(sourceFingerprint(project)).not.toBe(first);
  });

  it('describes the data source without a password', () => {
    expect(describeDataSource('postgres://shop:secret@db:5432/shop', '/data')).toBe('postgres://shop@db:5432/shop');
    expect(describeDataSource(undefined, '/data')).toBe('pglite:/data');
  });
});
