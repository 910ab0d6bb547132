import { describe, expect, it } from 'vitest';
import { planRestoreMigrations, readCodeMigrations, type CodeMigration } from './migrations.ts';

const code: CodeMigration[] = [
  { tag: '0000_init', when: 1000, hash: 'h0', statements: ['create table a ()'] },
  { tag: '0001_search', when: 2000, hash: 'h1', statements: ['alter table a add b text'] },
  { tag: '0002_outbox', when: 3000, hash: 'h2', statements: ['create table c ()'] },
];
const record = (m: CodeMigration) => ({ tag: m.tag, when: m.when, hash: m.hash });

describe('planRestoreMigrations', () => {
  it('restores a backup of the current schema with nothing to run afterwards', () => {
    expect(planRestoreMigrations(code, code.map(record))).toEqual({ toBackupLevel: code, forward: [] });
  });

  it('restores an older backup at its own level, then runs the newer migrations', () => {
    expect(planRestoreMigrations(code, code.slice(0, 1).map(record))).toEqual({
      toBackupLevel: code.slice(0, 1),
      forward: code.slice(1),
    });
  });

  it('matches migrations by their journal time, as drizzle does, whatever their name says', () => {
    expect(planRestoreMigrations(code, [{ tag: null, when: 1000, hash: 'other' }]).forward).toEqual(code.slice(1));
  });

  it('refuses a backup from a newer version, which has a migration this one lacks', () => {
    expect(() =>
      planRestoreMigrations(code, [...code.map(record), { tag: '0003_refunds', when: 4000, hash: 'h3' }]),
    ).toThrow(
      'This backup comes from a newer version of the shop (its database has migration 0003_refunds, which this version does not have): update the shop, then restore.',
    );
  });

  it("refuses a backup whose migrations are not a beginning of this version's", () => {
    expect(() => planRestoreMigrations(code, [record(code[0]!), record(code[2]!)])).toThrow(
      'are not a beginning of this version',
    );
    expect(() => planRestoreMigrations(code, [{ tag: 'x', when: 1500, hash: 'hx' }])).toThrow(
      'which is not one of this version',
    );
    expect(() => planRestoreMigrations(code, [])).toThrow('are not a beginning');
  });
});

describe('readCodeMigrations', () => {
  it('reads drizzle/ with the names of its journal, oldest first', () => {
    const migrations = readCodeMigrations();
    expect(migrations[0]!.tag).toBe('0000_init');
    expect(migrations.map((m) => m.when)).toEqual([...migrations.map((m) => m.when)].sort((a, b) => a - b));
    expect(migrations.every((m) => /^[0-9a-f]{64}$/.test(m.hash) && m.statements.length > 0)).toBe(true);
  });
});
