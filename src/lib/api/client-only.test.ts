import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_FOLDERS, sourceFiles } from '../../../tests/support/source-files.ts';

/** The fetches allowed besides the client's own, and why. */
const otherFetches = new Set([
  // Not the shop API: probes whether the map's host answers before embedding it.
  path.join('src', 'features', 'contact', 'map-embeds.ts'),
  // Runs in Node during the site build, reading the catalog from CATALOG_API_URL, never in a page.
  path.join('src', 'lib', 'catalog', 'build-data.ts'),
]);

describe('the browser API client (src/lib/api/client.ts)', () => {
  it('is the only code in the browser folders that calls fetch', () => {
    const callers = BROWSER_FOLDERS.flatMap(sourceFiles)
      .filter((file) => file !== path.join('src', 'lib', 'api', 'client.ts') && !otherFetches.has(file))
      .filter((file) => /\bfetch\s*\(/.test(fs.readFileSync(file, 'utf8')));
    expect(callers).toEqual([]);
  });

  it('leaves no literal API address to a fetch outside it', () => {
    const literal = BROWSER_FOLDERS.flatMap(sourceFiles).filter((file) =>
      /fetch\(\s*[`'"][^`'"]*\/api/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(literal).toEqual([]);
  });
});
