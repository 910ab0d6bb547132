/**
 * The nginx `server` block that serves a folder written by `npm run build -- --out DIR` as the shop, the way a CDN
 * would: pages from the folder, `/api/` and `/media/` from the API instances. deploy/nginx-static.conf is its output
 * for production; the e2e test serves the shop through it.
 */

export interface StaticSiteOptions {
  /** The folder `npm run build -- --out` wrote. */
  root: string;
  /** `listen` parameters, e.g. `127.0.0.1:8080` or `443 ssl`. */
  listen: string;
  serverName: string;
  /** The instances' addresses (host:port): nginx spreads requests over them and skips one that is down. */
  instances: string[];
  /** The `_headers` file's contents: its `/*` block becomes response headers on every page and file. */
  headersFile: string;
}

/** Pages a build cannot know in advance (a product added since, an order, a reset link) are drawn by their shell. */
export const SHELL_ROUTES = ['product/edit', 'product', 'order', 'orders', 'reset-password'] as const;

/** The headers of a `_headers` file's `/*` block, as [name, value] pairs. */
export function siteWideHeaders(headersFile: string): Array<[string, string]> {
  const lines = headersFile.split('\n');
  const start = lines.indexOf('/*');
  if (start < 0) return [];
  const headers: Array<[string, string]> = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const at = line.indexOf(':');
    headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return headers;
}

const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export function nginxStaticSite(o: StaticSiteOptions): string {
  // Pages and files get the _headers file's headers; the instances send their own with what they answer.
  const headers = siteWideHeaders(o.headersFile)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n        ');
  const proxy = `proxy_pass http://shop_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        # With TRUST_PROXY=1 the instances take the rightmost X-Forwarded-For entry: the one this proxy adds.
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;
        # An instance that refuses the connection or is stopping (502/503) is skipped for the next one; nginx never
        # sends a POST again once an instance has received it, so no order or payment is made twice.
        proxy_next_upstream error timeout http_502 http_503;`;
  return `upstream shop_api {
    ${o.instances.map((i) => `server ${i} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
}

server {
    listen ${o.listen};
    server_name ${o.serverName};
    root ${o.root};
    # Product pictures are uploaded up to 10 MB.
    client_max_body_size 11m;
    charset utf-8;

    location /api/ {
        ${proxy}
    }
    location /media/ {
        ${proxy}
    }
    # Hashed assets never change.
    location /_astro/ {
        ${headers}
        add_header cache-control "public, max-age=31536000, immutable" always;
        try_files $uri =404;
    }
    location ~ ^(/(?:hy/|ru/)?(?:${SHELL_ROUTES.join('|')}))/[^/]+/?$ {
        ${headers}
        try_files $uri $uri.html $uri/index.html $1/_/index.html;
    }
    location /hy/ {
        ${headers}
        error_page 404 /hy/404/index.html;
        try_files $uri $uri.html $uri/index.html =404;
    }
    location /ru/ {
        ${headers}
        error_page 404 /ru/404/index.html;
        try_files $uri $uri.html $uri/index.html =404;
    }
    location / {
        ${headers}
        error_page 404 /404.html;
        try_files $uri $uri.html $uri/index.html =404;
    }
}
`;
}
