import { backupFileName } from './format.ts';

/** Daily backups: one a day, the newest `keep` kept. Only files named as backupFileName names them are counted or removed. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When a file named by backupFileName was written; null for any other name. */
export function backupTimeOf(name: string): Date | null {
  const match = /^shop-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/.exec(name);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(date.getTime()) || backupFileName(date) !== name ? null : date;
}

/** Milliseconds until the next daily backup is due: a day after the newest, at once when there is none or it is older. */
export function nextBackupDelay(names: string[], now: Date): number {
  const times = names.map(backupTimeOf).filter((d): d is Date => d !== null);
  if (times.length === 0) return 0;
  const newest = Math.max(...times.map((d) => d.getTime()));
  return Math.max(0, Math.min(DAY_MS, newest + DAY_MS - now.getTime()));
}

/** The backups to delete so that the newest `keep` remain. */
export function backupsToRemove(names: string[], keep: number): string[] {
  return names
    .map((name) => ({ name, time: backupTimeOf(name) }))
    .filter((b): b is { name: string; time: Date } => b.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime())
    .slice(keep)
    .map((b) => b.name);
}
