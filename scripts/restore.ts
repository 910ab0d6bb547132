// `npm run restore -- FILE [--force]`: loads a backup written by `npm run backup` into DATA_DIR: PGlite in
// DATA_DIR/db, or the PostgreSQL database of DATABASE_URL, and DATA_DIR/media. The target must be empty unless
// --force (which replaces it); the shop must not be running on this data folder. See README.md, "Backups".
import { configFromEnvironment } from '../src/server/config.ts';
import { DataDirBusyError } from '../src/server/control/data-lock.ts';
import { restoreBackup } from '../src/server/services/backup/restore.ts';
import { parseCommandLine } from './command-line.ts';

const usage =
  'Usage: npm run restore -- FILE [--force]   (--force replaces a database and media folder that are not empty)';

const { values: args, positionals } = parseCommandLine({ force: { type: 'boolean', default: false } }, usage, {
  positionals: true,
});
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

const config = configFromEnvironment();
const started = performance.now();
try {
  const result = await restoreBackup(config, positionals[0]!, { force: args.force });
  const { manifest } = result;
  const forward =
    result.migratedForward.length > 0 ? `; then migrated forward (${result.migratedForward.join(', ')})` : '';
  console.log(
    `Restored the backup of ${manifest.createdAt} (from ${manifest.source.engine}) into ${result.target}: ${result.tables} tables, ${result.rows} rows, ` +
      `${result.mediaFiles} media files in ${((performance.now() - started) / 1000).toFixed(1)}s${forward}. Start the shop with \`npm start\`.`,
  );
} catch (error) {
  if (error instanceof DataDirBusyError && error.owner.purpose === 'shop') {
    console.error(
      `A shop is running on ${config.dataDir} (process ${error.owner.pid}): stop it before restoring, since a restore replaces the data it is using.`,
    );
  } else {
    console.error((error as Error).message);
  }
  process.exitCode = 1;
}
