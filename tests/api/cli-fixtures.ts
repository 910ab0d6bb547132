import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Helpers for suites that run the project's commands as a shop owner would, beside or without a running shop. */

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's scripts as `npm run` would, on the project's Node. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, script), ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An empty database on the TEST_DATABASE_URL server, and a way to drop it. */
export async function throwAwayPostgres(prefix = 'shop_cli'): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
