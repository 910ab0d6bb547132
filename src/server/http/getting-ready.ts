import type { Context } from 'hono';

/** How long the browser waits before asking again while the first build runs. */
export const retryAfterSeconds = 5;

const page = (title: string, message: string, refreshSeconds: number) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${refreshSeconds}">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: Georgia, 'Times New Roman', serif;
         background: #f7f1e8; color: #3b2a1a; text-align: center; }
  main { padding: 2rem; max-width: 32rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .75rem; }
  p { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; }
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>${message}</p>
</main>
</body>
</html>
`;

const building = page(
  'The shop is getting ready…',
  'We are setting out the shelves of our Old City shops. This page refreshes by itself in a few seconds.',
  retryAfterSeconds,
);
const failed = page(
  'The shop is closed for a moment',
  'Its pages could not be built; the server log says why. This page tries again by itself.',
  60,
);

/**
 * Shown for page requests until the first site build has landed (or after it failed): 503 so nothing caches or
 * indexes it, with a refresh so the visitor lands in the shop once it is there.
 */
export function gettingReady(c: Context, buildFailed = false): Response {
  const retry = buildFailed ? 60 : retryAfterSeconds;
  return c.html(buildFailed ? failed : building, 503, { 'retry-after': String(retry), 'cache-control': 'no-store' });
}
