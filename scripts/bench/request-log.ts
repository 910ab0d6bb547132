/**
 * `npm run bench:log`: what the request log costs a request. The same small Hono app answers in-process
 * (`app.request`, no sockets, so the load of the machine matters less) without the log, with a JSON line per
 * request written to /dev/null the way stdout is written (pino, synchronously), and with REQUEST_LOG=off.
 * Prints the best of 15 rounds per variant and checks the budget: a logged request costs at most 50 µs more, an
 * unlogged one at most 10 µs more.
 */
import { Hono } from 'hono';
import pino from 'pino';
import { requestLog } from '../../src/server/http/request-log.ts';
import { createLogger } from '../../src/server/log/logger.ts';

const ROUNDS = 15;
const REQUESTS = 1500;
const BUDGET_US = { line: 50, off: 10 };

const toDevNull = () =>
  createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: true }) });

function app(withLog: ((app: Hono) => void) | null): Hono {
  const hono = new Hono();
  withLog?.(hono);
  hono.get('/api/post/:id', (c) => c.json({ id: Number(c.req.param('id')), name: 'Armenian ceramic plate' }));
  return hono;
}

const variants = {
  none: app(null),
  line: app((hono) => hono.use(requestLog({ logger: toDevNull() }))),
  off: app((hono) => hono.use(requestLog({ logger: toDevNull(), everyRequest: false }))),
};

const best = { none: Infinity, line: Infinity, off: Infinity };
for (let round = 0; round < ROUNDS; round++) {
  // Interleaved, so a busy moment of the machine hits every variant alike.
  for (const [name, hono] of Object.entries(variants) as Array<[keyof typeof variants, Hono]>) {
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await (await hono.request(`/api/post/${i}`)).arrayBuffer();
    best[name] = Math.min(best[name], ((performance.now() - started) * 1000) / REQUESTS);
  }
}

const added = { line: best.line - best.none, off: best.off - best.none };
const verdict = (key: 'line' | 'off') => (added[key] <= BUDGET_US[key] ? 'PASS' : 'FAIL');
console.log(`bench:log: µs per request, best of ${ROUNDS} rounds of ${REQUESTS} (Node ${process.version})`);
console.log(`  without the request log          ${best.none.toFixed(1)}`);
console.log(
  `  a JSON line per request          ${best.line.toFixed(1)}  (+${added.line.toFixed(1)}, budget +${BUDGET_US.line})  ${verdict('line')}`,
);
console.log(
  `  REQUEST_LOG=off                  ${best.off.toFixed(1)}  (+${added.off.toFixed(1)}, budget +${BUDGET_US.off})  ${verdict('off')}`,
);
if (verdict('line') === 'FAIL' || verdict('off') === 'FAIL') process.exitCode = 1;
