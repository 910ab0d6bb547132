import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process owns a data folder. PGlite has no lock of its own: two processes opening one folder corrupt it
 * (duplicate ids, lost rows). The running shop holds `DATA_DIR/shop.lock`; a lock whose process is gone (a crash,
 * `kill -9`) is recognised and taken over.
 */

export const LOCK_FILE = 'shop.lock';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** The owner's start time as the kernel counts it (clock ticks since boot); tells a reused pid apart. */
  processStart: string | null;
  startedAt: string;
  /** What the owner is: 'shop' for `npm start`, or the command that holds it ('restore', 'seed'…). */
  purpose: string;
  /** Set by the running shop once it listens: its public URL and its loopback control server. */
  shopUrl?: string;
  control?: { url: string; secret: string };
}

export class DataDirBusyError extends Error {
  readonly dataDir: string;
  readonly owner: LockOwner;
  constructor(dataDir: string, owner: LockOwner) {
    const who =
      owner.purpose === 'shop'
        ? `a running shop (process ${owner.pid}`
        : `\`npm run ${owner.purpose}\` (process ${owner.pid}`;
    const where = owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`;
    super(
      `The data folder ${dataDir} is in use by ${who}${where}, since ${owner.startedAt}): only one process may open it, so stop that one first or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirBusyError';
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

/** Field 22 of /proc/PID/stat; null where there is no /proc (then only the pid is compared). */
export function processStartOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** True when the process named in a lock still runs. Another host's process cannot be checked: assume it runs. */
export function ownerIsAlive(owner: LockOwner, self = { hostname: os.hostname() }): boolean {
  if (owner.hostname !== self.hostname) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // A container restarted on the same volume often gets the same small pid: the start time tells them apart.
  const start = processStartOf(owner.pid);
  return start === null || owner.processStart === null || start === owner.processStart;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as LockOwner;
    return typeof value.pid === 'number' && typeof value.hostname === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** The live owner of the data folder, or null when nobody holds it (or only a stale lock is left). */
export function readLockOwner(dataDir: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const owner = parseOwner(text);
  return owner && ownerIsAlive(owner) ? owner : null;
}

/** Writes the whole file under a temporary name first: a reader never sees half a lock. */
function writeTemporary(dataDir: string, owner: LockOwner): string {
  const temporary = path.join(dataDir, `.${LOCK_FILE}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
  fs.writeFileSync(temporary, `${JSON.stringify(owner, null, 2)}\n`, { mode: 0o600 });
  return temporary;
}

export interface DataLock {
  readonly dataDir: string;
  readonly owner: LockOwner;
  /** Adds what other commands need to reach the running shop; the file stays readable by its owner only. */
  update(extra: Pick<LockOwner, 'shopUrl' | 'control'>): void;
  release(): void;
}

/**
 * Takes the data folder for this process, or throws DataDirBusyError naming who holds it. A stale lock (its process
 * is gone) is replaced, and `onStale` hears about it.
 */
export function acquireDataLock(
  dataDir: string,
  purpose: string,
  onStale: (owner: LockOwner) => void = () => {},
): DataLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  let owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
    purpose,
  };
  for (let attempt = 0; ; attempt++) {
    const temporary = writeTemporary(dataDir, owner);
    try {
      fs.linkSync(temporary, file); // atomic: fails with EEXIST when the lock exists
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // released meanwhile
    }
    const holder = parseOwner(text);
    if (holder && ownerIsAlive(holder)) throw new DataDirBusyError(dataDir, holder);
    // Stale (or unreadable): remove it only if it is still the file we judged, then race for it again.
    try {
      if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file);
    } catch {
      // gone already
    }
    if (holder) onStale(holder);
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      const current = parseOwner(fs.readFileSync(file, 'utf8'));
      if (current?.pid === owner.pid && current.startedAt === owner.startedAt) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  // `process.exit()` anywhere still frees the folder; only a hard kill leaves a (stale) lock.
  process.on('exit', release);
  return {
    dataDir,
    get owner() {
      return owner;
    },
    update(extra) {
      owner = { ...owner, ...extra };
      const temporary = writeTemporary(dataDir, owner);
      fs.renameSync(temporary, file);
    },
    release,
  };
}
