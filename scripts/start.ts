// `npm start`: the whole shop in one process. See README.md for the configuration.
import { loadConfig } from '../src/server/config.ts';
import { startShop } from '../src/server/runtime.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

const started = performance.now();
let shop;
try {
  shop = await startShop(loadConfig(), { logRequests: !/^(0|off|false|no)$/i.test(process.env.REQUEST_LOG ?? '') });
} catch (error) {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const running = shop;

let stopping = false;
void running.siteReady.then((ok) => {
  if (stopping) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (ok) console.log(`Ready: pages and API are served at ${running.url} (${seconds}s after start).`);
  else console.log(`The site build failed (see above); the API is served at ${running.url}/api and pages wait for a build.`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing in-flight requests, then closing the database…`);
    running.close(10_000).then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
