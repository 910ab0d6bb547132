/**
 * zod, as the code shared with the browser imports it. In a browser, zod's compiled fast path first probes
 * `new Function`, which the shop's Content-Security-Policy (no 'unsafe-eval') blocks and reports as a violation
 * on every page that validates a form; there it runs without compiling (same results, a little slower). The server
 * keeps the fast path. This must run before any schema is built, hence every shared schema imports `z` from here.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
