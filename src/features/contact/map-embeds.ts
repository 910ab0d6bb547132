/** Adds each map iframe once the browser is online and the map is near the viewport (see ShopMap.astro). */
export function attachMapEmbeds(frames: HTMLElement[]) {
  const load = (frame: HTMLElement) => {
    if (frame.querySelector('iframe') || !frame.dataset.mapSrc) return;
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
        load(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  const observeAll = () => frames.forEach((f) => observer.observe(f));
  observeAll();
  // Came back online while the placeholders were showing: observing again fires for visible maps.
  window.addEventListener('online', observeAll);
}
