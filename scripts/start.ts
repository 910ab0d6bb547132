// `npm start`: the whole shop in one process. Configuration: the environment and .env (see .env.example).
import { configFromEnvironment } from '../src/server/config.ts';
import { DataDirBusyError } from '../src/server/control/data-lock.ts';
import { createLogger } from '../src/server/log/logger.ts';
import { releaseStartupGarbage } from '../src/server/memory/release-garbage.ts';
import { PortInUseError, startShop } from '../src/server/runtime.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

const config = configFromEnvironment();
const log = createLogger({ level: config.logLevel });

// A request's error is logged by the request log and answered with a 500. Anything that escapes every handler is
// logged too: a forgotten promise is a bug to fix, not a reason to stop serving; an uncaught exception leaves the
// process in an unknown state, so it ends and the process manager starts a fresh one.
process.on('unhandledRejection', (err) => log.error({ err }, 'a promise failed and nothing handled it'));
process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'uncaught exception; stopping');
  process.exit(1);
});

const started = performance.now();
let shop: Awaited<ReturnType<typeof startShop>>;
try {
  shop = await startShop(config, { logger: log });
} catch (err) {
  // A refusal is one sentence for the person who started it; anything else keeps its stack.
  const refusal = err instanceof DataDirBusyError || err instanceof PortInUseError;
  log.fatal(refusal ? {} : { err }, `The shop could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const running = shop;
const released = releaseStartupGarbage();
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
log.debug({ rssBeforeMiB: mib(released.rssBefore), rssAfterMiB: mib(released.rssAfter) }, 'start-up garbage released');

let stopping = false;
void running.siteReady.then((ok) => {
  if (stopping) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (ok)
    log.info(
      { seconds: Number(seconds) },
      `Ready: pages and API are served at ${running.url} (${seconds}s after start).`,
    );
  else
    log.error(`The site build failed (see above); the API is served at ${running.url}/api and pages wait for a build.`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal}: finishing in-flight requests, then closing the database…`);
    running.close(10_000).then(
      () => {
        log.info('Stopped.');
        process.exit(0);
      },
      (err: unknown) => {
        log.fatal({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}
