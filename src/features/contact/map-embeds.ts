/**
 * Adds each map iframe once the browser is online, the map is near the viewport, and OpenStreetMap answers.
 * A cross-origin iframe that fails to load shows the browser's error page and still fires `load`, so the host is
 * probed first with a no-cors request: if it fails for network reasons the placeholder stays. If the page's CSP
 * does not allow that probe (connect-src), the probe proves nothing and the iframe is tried anyway.
 */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

let reachable: Promise<boolean> | undefined;

function probe(): Promise<boolean> {
  reachable ??= new Promise<boolean>((resolve) => {
    let blockedByPolicy = false;
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.blockedURI.startsWith(MAP_ORIGIN)) blockedByPolicy = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    fetch(`${MAP_ORIGIN}/favicon.ico`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      () => resolve(true),
      // The violation event may arrive just after the rejection.
      () => setTimeout(() => resolve(blockedByPolicy), 100),
    );
  }).finally(() => (reachable = undefined));
  return reachable;
}

export function attachMapEmbeds(frames: HTMLElement[]) {
  const load = async (frame: HTMLElement) => {
    if (frame.querySelector('iframe') || !frame.dataset.mapSrc || !navigator.onLine) return;
    if (!(await probe())) return;
    const iframe = document.createElement('iframe');
    iframe.src = frame.dataset.mapSrc;
    iframe.title = frame.dataset.mapTitle ?? '';
    iframe.loading = 'lazy';
    iframe.referrerPolicy = 'no-referrer';
    iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    iframe.addEventListener('load', () => frame.classList.add('is-loaded'), { once: true });
    frame.append(iframe);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !navigator.onLine) continue;
        observer.unobserve(entry.target);
        void load(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  const observeAll = () => frames.forEach((f) => observer.observe(f));
  observeAll();
  // Came back online while the placeholders were showing: observing again fires for visible maps.
  window.addEventListener('online', observeAll);
}
