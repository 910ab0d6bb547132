/**
 * One Lighthouse navigation (programmatic API, default config = mobile form factor with simulated throttling)
 * against a Chromium started by chrome-launcher, boiled down to what bench:pages reports: the four category scores,
 * LCP/CLS/TBT, the audits that cost points, every script the page loaded and any request that left the server's
 * origin. Chromium resolves no host but 127.0.0.1/localhost, so nothing reaches the internet; a page that tries is
 * reported (offRequests), not hidden.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutablePath, chromiumFlags } from '../../tests/e2e/support/chromium.ts';

const gzip = promisify(zlib.gzip);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless=new',
  ...chromiumFlags,
  // Offline by construction: every other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export interface LostPoints {
  category: Category;
  audit: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  /** A few rows of the audit's details (URLs, nodes, console messages), trimmed. */
  items: string[];
}

export interface ScriptLoad {
  url: string;
  transferBytes: number;
  resourceBytes: number;
}

export interface LighthouseRun {
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  clsValue: number;
  tbtMs: number;
  fcpMs: number;
  lost: LostPoints[];
  scripts: ScriptLoad[];
  /** Requests to any origin but the server's (they fail: no DNS), e.g. a map embed probing its host. */
  offRequests: string[];
  warnings: string[];
  runtimeError: string | null;
  benchmarkIndex: number | null;
  /** The full Lighthouse result, for saving beside the summary. */
  lhr: unknown;
}

export async function launchChrome(port: number): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || chromiumExecutablePath,
    chromeFlags: CHROME_FLAGS,
    port,
    logLevel: 'silent',
  });
}

interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const parts = [item.url, item.source, item.description, item.label, node?.selector, node?.snippet].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return parts.join(' · ').slice(0, 240);
}

/** Lighthouse's mobile CPU throttling: the page's main-thread work is simulated this many times slower. */
export const DEFAULT_CPU_SLOWDOWN = 4;

export async function runLighthouse(
  url: string,
  chromePort: number,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Merged into the mobile defaults: only the CPU factor changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  const audits = lhr.audits as unknown as Record<string, AuditLike>;
  const scores = {} as Record<Category, number>;
  const lost: LostPoints[] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    scores[category] = cat?.score == null ? NaN : Math.round(cat.score * 100);
    for (const ref of cat?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      // Performance diagnostics with weight 0 only matter when they explain a metric; keep the ones that flag.
      if (ref.weight === 0 && audit.score >= 0.9) continue;
      lost.push({
        category,
        audit: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        items: (Array.isArray(audit.details?.items) ? audit.details.items : [])
          .slice(0, 6)
          .map(describeItem)
          .filter(Boolean),
      });
    }
  }
  const origin = new URL(url).origin;
  const requests = (audits['network-requests']?.details?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }>;
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0 }));
  const offRequests = requests
    .map((r) => r.url)
    .filter((u) => /^(https?|wss?):/.test(u) && new URL(u).origin !== origin);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    url,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    clsValue: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    lost,
    scripts,
    offRequests,
    warnings: (lhr.runWarnings ?? []).map(String),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lhr,
  };
}

export interface ScriptWeight {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageJs {
  /** External scripts (what the browser loaded, from Lighthouse), each gzip-compressed at level 9. */
  external: ScriptWeight[];
  /** Inline executable <script> blocks of the HTML (JSON-LD excluded), gzip-compressed together. */
  inline: { count: number; rawBytes: number; gzipBytes: number };
  gzipBytes: number;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Inline scripts that run: no src, and no data type such as application/ld+json or importmap. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    if (m[2]!.trim()) out.push(m[2]!);
  }
  return out;
}

/** The gzip weight of the JS a page runs: every script the browser fetched plus the inline ones. */
export async function measurePageJs(pageUrl: string, scriptUrls: string[]): Promise<PageJs> {
  const external: ScriptWeight[] = [];
  for (const url of [...new Set(scriptUrls)].sort()) {
    const body = Buffer.from(await fetchText(url));
    external.push({ url, rawBytes: body.byteLength, gzipBytes: (await gzip(body, { level: 9 })).byteLength });
  }
  const blocks = inlineScripts(await fetchText(pageUrl));
  const joined = Buffer.from(blocks.join('\n'));
  const inline = {
    count: blocks.length,
    rawBytes: joined.byteLength,
    gzipBytes: blocks.length ? (await gzip(joined, { level: 9 })).byteLength : 0,
  };
  return { external, inline, gzipBytes: external.reduce((sum, s) => sum + s.gzipBytes, 0) + inline.gzipBytes };
}
