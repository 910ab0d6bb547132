import type { Context } from 'hono';

/** How long the browser waits before asking again while the first build runs. */
export const retryAfterSeconds = 5;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<meta name="robots" content="noindex">
<title>The shop is getting ready…</title>
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
  <h1>The shop is getting ready…</h1>
  <p>We are setting out the shelves of our Old City shops. This page refreshes by itself in a few seconds.</p>
</main>
</body>
</html>
`;

/** Shown for page requests until the first site build has landed: 503 so nothing caches or indexes it. */
export function gettingReady(c: Context): Response {
  return c.html(page, 503, { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
}
