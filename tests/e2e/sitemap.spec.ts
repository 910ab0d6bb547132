import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The sitemap lists the pages search engines should index, each under its canonical URL: a
 * /category/{category}/{sub} page whose canonical link names /shop/{sub} stays out; a pair page that is its own
 * canonical (a sub-category several categories share) stays in.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap-index.xml');
  expect(index.ok()).toBe(true);
  const paths: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const res = await request.get(sitemap);
    expect(res.ok()).toBe(true);
    paths.push(...locs(await res.text()));
  }
  return paths;
}

async function canonicalOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const href = /<link rel="canonical" href="([^"]+)"/.exec(await res.text())?.[1];
  expect(href, `${path} has a canonical link`).toBeDefined();
  return new URL(href!).pathname;
}

test('the sitemap leaves out listing pages whose canonical is another page', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const listed = new Set(paths);

  // Tiles belong to Armenian Ceramics alone: /shop/tiles is the page, the pair is a duplicate of it.
  for (const prefix of ['', '/hy', '/ru']) {
    expect(await canonicalOf(request, `${prefix}/category/armenian-ceramics/tiles`)).toBe(`${prefix}/shop/tiles`);
    expect(listed.has(`${prefix}/category/armenian-ceramics/tiles`)).toBe(false);
    expect(listed.has(`${prefix}/shop/tiles`)).toBe(true);
    // Magnets are in several categories: each pair is a page of its own.
    expect(listed.has(`${prefix}/category/armenian-ceramics/magnets`)).toBe(true);
  }

  // Every pair page the sitemap does list is its own canonical page.
  const pairs = paths.filter((p) => /^\/category\//.test(p));
  expect(pairs.length).toBeGreaterThan(0);
  for (const path of pairs) expect(await canonicalOf(request, path)).toBe(path);
});
