/**
 * Runs `job` every `intervalMs` until the returned stop() is called, never two runs at once (a slow run makes the
 * next tick wait), and never keeping the process alive. A failed run goes to `failed` (to be logged); the next tick
 * tries again.
 */
export function every(intervalMs: number, job: () => Promise<void>, failed: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(failed)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
