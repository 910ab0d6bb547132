import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/client.ts';
import type { MigrationRecord } from './format.ts';

/** A migration of this version of the shop (drizzle/), with the statements drizzle's migrator would run. */
export interface CodeMigration {
  tag: string;
  /** The journal's `when`: drizzle records it as created_at and applies every migration newer than the last one. */
  when: number;
  hash: string;
  statements: string[];
}

export function readCodeMigrations(folder = migrationsFolder): CodeMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({
    tag: journal.entries[i]!.tag,
    when: m.folderMillis,
    hash: m.hash,
    statements: m.sql,
  }));
}

/** drizzle's records of applied migrations, named by this version's tags where it knows them. */
export function describeApplied(applied: { hash: string; when: number }[], code: CodeMigration[]): MigrationRecord[] {
  return applied.map((a) => ({ tag: code.find((m) => m.when === a.when)?.tag ?? null, when: a.when, hash: a.hash }));
}

export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export interface RestorePlan {
  /** Run before the rows are loaded: the schema exactly as it was when the backup was taken. */
  toBackupLevel: CodeMigration[];
  /** Run after: the data moves forward to this version's schema, as at any start after an update. */
  forward: CodeMigration[];
}

/**
 * A backup is restored at its own schema level and then migrated forward, so one taken before an update restores
 * into the updated shop. Migrations are matched as drizzle matches them, by their journal time. A backup whose
 * schema has a migration this version does not know came from a newer version and is refused: its rows may not
 * fit this schema.
 */
export function planRestoreMigrations(code: CodeMigration[], backup: MigrationRecord[]): RestorePlan {
  const known = new Set(code.map((m) => m.when));
  const unknown = backup.find((b) => !known.has(b.when));
  if (unknown) {
    const latest = Math.max(...code.map((m) => m.when));
    const name = unknown.tag ?? `of ${new Date(unknown.when).toISOString()}`;
    throw new BackupRefused(
      unknown.when > latest
        ? `This backup comes from a newer version of the shop (its database has migration ${name}, which this version does not have): update the shop, then restore.`
        : `This backup's database has migration ${name}, which is not one of this version's migrations: restore it with the version of the shop that wrote it.`,
    );
  }
  const level = backup.length;
  const prefix = code.slice(0, level);
  if (level === 0 || prefix.some((m, i) => m.when !== backup[i]!.when)) {
    throw new BackupRefused(
      `This backup's migrations (${backup.map((b) => b.tag ?? b.when).join(', ') || 'none'}) are not a beginning of this version's (${code.map((m) => m.tag).join(', ')}).`,
    );
  }
  return { toBackupLevel: prefix, forward: code.slice(level) };
}
