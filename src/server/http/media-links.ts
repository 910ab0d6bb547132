import type { MiddlewareHandler } from 'hono';

/**
 * MEDIA_PUBLIC_URL: every JSON answer of the API links pictures at the bucket or its CDN instead of /media, so
 * pages built from the API and the islands load them from there. The database keeps the /media URLs (storage
 * independent, and backups stay portable); a whole JSON string starting with /media/ is what gets rewritten.
 * Rewriting twice changes nothing (a linked string no longer starts with /media/).
 */
export function linkMedia(json: string, base: string | undefined): string {
  return base ? json.replaceAll('"/media/', `"${JSON.stringify(base).slice(1, -1)}/`) : json;
}

/**
 * The rewrite for answers made per request. An answer already encoded (content-encoding set) is a ready answer
 * (services/catalog/ready-answer.ts), linked when it was made.
 */
export function mediaLinks(base: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!base || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
    if (c.res.headers.has('content-encoding')) return;
    const linked = linkMedia(await c.res.text(), base);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(linked, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
