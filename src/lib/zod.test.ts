import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Folders whose modules can end up in the browser. */
const browserFolders = ['src/lib', 'src/features', 'src/components', 'src/pages', 'src/layouts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod in browser code', () => {
  it('is imported through src/lib/zod.ts, so no schema is built before zod is told not to probe eval', () => {
    const direct = browserFolders
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join('src', 'lib', 'zod.ts'))
      .filter((file) => /from\s+['"]zod(?:\/[^'"]*)?['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
