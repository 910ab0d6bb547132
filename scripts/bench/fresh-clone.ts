import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Folders a build or `astro dev` leaves in node_modules, which a fresh `npm install` does not have. */
const nodeModulesCaches = ['.vite', '.astro', '.cache'];

/**
 * What a shop owner has after `git clone` and `npm install`, made in `target` from this working tree: the files git
 * sees (committed, changed and new, never ignored ones such as data/, dist/, .builds/ or .astro/) and node_modules
 * hard-linked (instant, no space) without the caches a build leaves in it. Returns the number of files copied.
 */
export function freshClone(projectDir: string, target: string): number {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectDir,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter((file) => file !== '');
  let copied = 0;
  for (const file of new Set(listed)) {
    const from = path.join(projectDir, file);
    // Deleted in the working tree but not yet in git: a clone of this state would not have it either.
    if (!fs.existsSync(from)) continue;
    const to = path.join(target, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.cpSync(from, to, { verbatimSymlinks: true });
    copied += 1;
  }
  execFileSync('cp', ['-al', path.join(projectDir, 'node_modules'), path.join(target, 'node_modules')]);
  for (const cache of nodeModulesCaches)
    fs.rmSync(path.join(target, 'node_modules', cache), { recursive: true, force: true });
  return copied;
}
