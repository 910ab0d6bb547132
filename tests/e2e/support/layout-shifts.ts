import type { Page } from '@playwright/test';

/**
 * Records every layout shift from the first paint on (shifts right after input excepted, as CLS does), each as one
 * line naming what moved and how: `0.00150 at 155 ms: div.lf-sort [950,362,249,66]→[854,362,345,66]`.
 * Call before `page.goto`; read with `layoutShifts`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => {
          const node =
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
              : String(s.node?.nodeName);
          const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',');
          return `${node} [${rect(s.previousRect)}]→[${rect(s.currentRect)}]`;
        });
        w.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on this page (see `watchLayoutShifts`). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
