import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A working folder inside DATA_DIR (`.backup-<pid>-…`, `.restore-<pid>-…`): on the same file system as the media
 * folder, so files are hard-linked into it and moved out of it by renaming. Folders left by a process that is gone
 * (a crash) are removed by the next one.
 */
export async function makeWorkDir(dataDir: string, purpose: 'backup' | 'restore'): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true });
  await removeLeftovers(dataDir, purpose);
  return fs.mkdtemp(path.join(dataDir, `.${purpose}-${process.pid}-`));
}

async function removeLeftovers(dataDir: string, purpose: string): Promise<void> {
  for (const name of await fs.readdir(dataDir)) {
    const match = new RegExp(`^\\.${purpose}-(\\d+)-`).exec(name);
    if (match && !isRunning(Number(match[1]))) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
