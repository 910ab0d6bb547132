import { describe, expect, it } from 'vitest';
import { backupFileName } from './format.ts';
import { backupsToRemove, backupTimeOf, DAY_MS, nextBackupDelay } from './rotation.ts';

const at = (iso: string) => new Date(iso);
const named = (iso: string) => backupFileName(at(iso));

describe('backup file names', () => {
  it('carry the time they were written, to the second, and sort by it', () => {
    expect(named('2026-03-04T05:06:07.890Z')).toBe('shop-backup-2026-03-04T05-06-07Z.tar.gz');
    expect(backupTimeOf('shop-backup-2026-03-04T05-06-07Z.tar.gz')).toEqual(at('2026-03-04T05:06:07Z'));
  });

  it('other names are not backups of the rotation', () => {
    for (const name of [
      'notes.txt',
      'shop-backup-2026-03-04T05-06-07Z.tar.gz.partial',
      'shop-backup-2026-13-04T05-06-07Z.tar.gz',
      'my-shop-backup-2026-03-04T05-06-07Z.tar.gz',
    ]) {
      expect(backupTimeOf(name)).toBeNull();
    }
  });
});

describe('nextBackupDelay', () => {
  const now = at('2026-03-10T12:00:00Z');

  it('is due at once when there is no backup yet, or the newest is more than a day old', () => {
    expect(nextBackupDelay([], now)).toBe(0);
    expect(nextBackupDelay(['readme.txt'], now)).toBe(0);
    expect(nextBackupDelay([named('2026-03-08T12:00:00Z')], now)).toBe(0);
  });

  it('is a day after the newest backup otherwise', () => {
    const names = [named('2026-03-08T12:00:00Z'), named('2026-03-10T09:00:00Z'), named('2026-03-09T18:00:00Z')];
    expect(nextBackupDelay(names, now)).toBe(21 * 60 * 60 * 1000);
  });

  it('waits at most a day, even for a backup dated in the future (a clock set back)', () => {
    expect(nextBackupDelay([named('2026-03-20T00:00:00Z')], now)).toBe(DAY_MS);
  });
});

describe('backupsToRemove', () => {
  const week = Array.from({ length: 9 }, (_, i) => named(`2026-03-0${i + 1}T03:00:00Z`));

  it('keeps the newest `keep`, whatever order the folder lists them in', () => {
    const shuffled = [week[4]!, week[0]!, week[8]!, week[2]!, week[6]!, week[1]!, week[7]!, week[3]!, week[5]!];
    expect(backupsToRemove(shuffled, 7).sort()).toEqual([week[0], week[1]]);
    expect(backupsToRemove(shuffled, 1).sort()).toEqual(week.slice(0, 8));
  });

  it('never touches files it did not name, nor anything while there are no more than `keep`', () => {
    expect(backupsToRemove(['important.tar.gz', week[0]!, 'shop-backup-x.tar.gz'], 1)).toEqual([]);
    expect(backupsToRemove(week.slice(0, 3), 7)).toEqual([]);
  });
});
