import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_FOLDERS, sourceFiles } from '../../tests/support/source-files.ts';

describe('zod in browser code', () => {
  it('is imported through src/lib/zod.ts, so no schema is built before zod is told not to probe eval', () => {
    const direct = BROWSER_FOLDERS.flatMap(sourceFiles)
      .filter((file) => file !== path.join('src', 'lib', 'zod.ts'))
      .filter((file) => /from\s+['"]zod(?:\/[^'"]*)?['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
