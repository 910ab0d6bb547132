import { createMiddleware } from 'hono/factory';

/** Answers about one person (profile, cart, orders) must never be kept by a browser or proxy cache. */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
