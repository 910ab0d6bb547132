// `npm run backup -- [--out FILE]`: one consistent backup of the shop (database and media) as a .tar.gz, by
// default ./shop-backup-<time>.tar.gz. While the shop runs on this data folder, the shop writes it; otherwise this
// command takes the data folder and reads the database itself. The file is read back and checked before it is
// kept. See README.md, "Backups".
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { configFromEnvironment } from '../src/server/config.ts';
import { withShopOrDatabase } from '../src/server/control/cli.ts';
import { runningShop } from '../src/server/control/client.ts';
import { backupFileName } from '../src/server/services/backup/format.ts';
import { saveBackup } from '../src/server/services/backup/save-backup.ts';
import { createBackup } from '../src/server/services/backup/write-backup.ts';
import { parseCommandLine } from './command-line.ts';
import { mediaStorageFromConfig } from '../src/server/storage/default-storage.ts';

const usage = 'Usage: npm run backup -- [--out FILE]   (default: ./shop-backup-<time>.tar.gz)';

const { values: args } = parseCommandLine({ out: { type: 'string' } }, usage);

const config = configFromEnvironment();
const out = path.resolve(args.out ?? backupFileName(new Date()));
const started = performance.now();
// Opening PGlite where there is none would create an empty database there: say so instead.
if (
  !runningShop(config.dataDir) &&
  !config.databaseUrl &&
  !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))
) {
  console.error(
    `There is no shop database in ${path.join(config.dataDir, 'db')} to back up (set DATA_DIR to the shop's data folder, or DATABASE_URL).`,
  );
  process.exit(1);
}
try {
  const { saved, where } = await withShopOrDatabase(
    config,
    'backup',
    {
      viaShop: async (shop) => {
        const res = await shop.request('/backup');
        if (!res.ok || !res.body)
          throw new Error(
            ((await res.json().catch(() => ({}))) as { message?: string }).message ??
              `The shop answered ${res.status}.`,
          );
        return {
          saved: await saveBackup(Readable.fromWeb(res.body as ReadableStream), out),
          where: `the running shop (process ${shop.pid})`,
        };
      },
      direct: async (database) => ({
        saved: await saveBackup(
          (await createBackup(database, config.dataDir, new Date(), mediaStorageFromConfig(config))).stream,
          out,
        ),
        where: database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL',
      }),
    },
    { migrate: false },
  );
  const { manifest, bytes } = saved;
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.media.files} media files (${(manifest.media.bytes / 1e6).toFixed(1)} MB) ` +
      `from ${where} into ${out} (${(bytes / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)}s; read back and checked.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
