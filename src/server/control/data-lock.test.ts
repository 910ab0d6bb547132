import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataLock,
  DataDirBusyError,
  lockPath,
  ownerIsAlive,
  processStartOf,
  readLockOwner,
  type LockOwner,
} from './data-lock.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const owner = (over: Partial<LockOwner>): LockOwner => ({
  pid: process.pid,
  hostname: os.hostname(),
  processStart: processStartOf(process.pid),
  startedAt: '2026-01-01T00:00:00.000Z',
  purpose: 'shop',
  ...over,
});

/** A pid above the kernel's limit never runs. */
const deadPid = 4_194_305;

describe('acquireDataLock', () => {
  it('lets one holder in and refuses the next with a sentence naming the folder and the process', () => {
    const lock = acquireDataLock(dir, 'shop');
    expect(readLockOwner(dir)).toMatchObject({ pid: process.pid, purpose: 'shop' });
    expect(() => acquireDataLock(dir, 'admin')).toThrow(DataDirBusyError);
    expect(() => acquireDataLock(dir, 'admin')).toThrow(
      `The data folder ${dir} is in use by a running shop (process ${process.pid}`,
    );
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    acquireDataLock(dir, 'admin').release();
  });

  it('is readable by its owner only: it carries the control secret', () => {
    const lock = acquireDataLock(dir, 'shop');
    lock.update({ shopUrl: 'http://127.0.0.1:1', control: { url: 'http://127.0.0.1:2', secret: 's3cret' } });
    expect(fs.statSync(lockPath(dir)).mode & 0o777).toBe(0o600);
    expect(readLockOwner(dir)?.control?.secret).toBe('s3cret');
    lock.release();
  });

  it('takes over the lock of a process that is gone, and says so', () => {
    fs.writeFileSync(lockPath(dir), JSON.stringify(owner({ pid: deadPid })));
    expect(readLockOwner(dir)).toBeNull();
    const stale: LockOwner[] = [];
    const lock = acquireDataLock(dir, 'shop', (o) => stale.push(o));
    expect(stale.map((o) => o.pid)).toEqual([deadPid]);
    expect(readLockOwner(dir)?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockPath(dir), '{"pid": 12');
    acquireDataLock(dir, 'shop').release();
  });

  it('does not release a lock that another process has taken since', () => {
    const lock = acquireDataLock(dir, 'shop');
    fs.writeFileSync(lockPath(dir), JSON.stringify(owner({ pid: 1, startedAt: 'later' })));
    lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(true);
  });
});

describe('ownerIsAlive', () => {
  it('knows a running process, a dead one, and a reused pid (a restarted container)', () => {
    expect(ownerIsAlive(owner({ pid: process.ppid, processStart: processStartOf(process.ppid) }))).toBe(true);
    expect(ownerIsAlive(owner({ pid: deadPid }))).toBe(false);
    // Same pid, another start time: the pid was reused by an unrelated process.
    expect(ownerIsAlive(owner({ pid: process.ppid, processStart: '1' }))).toBe(false);
    expect(ownerIsAlive(owner({}))).toBe(true);
    expect(ownerIsAlive(owner({ processStart: '1' }))).toBe(false);
  });

  it('assumes a process on another host runs', () => {
    expect(ownerIsAlive(owner({ pid: deadPid, hostname: 'another-host' }))).toBe(true);
  });
});
