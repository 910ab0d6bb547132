/** Runs a page script's task when the browser is idle (at the latest after 2 s), so it never competes with load. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
