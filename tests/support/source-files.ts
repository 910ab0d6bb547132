import fs from 'node:fs';
import path from 'node:path';

/** Folders whose modules can end up in the browser. */
export const BROWSER_FOLDERS = ['src/lib', 'src/features', 'src/components', 'src/pages', 'src/layouts'];

/** The .ts, .tsx and .astro files below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
