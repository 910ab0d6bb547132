/** The hero's cross-fade: one active slide, the rest hidden from assistive tech and focus (inert). */
const SWIPE_THRESHOLD_PX = 40;

export function attachHeroFader(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-toggle]');
  const interval = Number(root.dataset.interval ?? 5000);
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let current = 0;
  let timer = 0;
  let paused = reducedMotion; // the visitor's choice (button) or reduced motion
  let hovered = false;
  let focused = false;

  function show(index: number) {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === current;
      slide.classList.toggle('is-active', active);
      slide.toggleAttribute('inert', !active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) =>
      i === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    if (!paused && !hovered && !focused) timer = window.setTimeout(() => show(current + 1), interval);
  }

  function setPaused(value: boolean) {
    paused = value;
    root.toggleAttribute('data-paused', paused);
    toggle?.setAttribute('aria-label', (paused ? root.dataset.labelPlay : root.dataset.labelPause) ?? '');
    schedule();
  }

  root.querySelector('[data-prev]')?.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => show(current + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  toggle?.addEventListener('click', () => setPaused(!paused));

  const hover = (on: boolean) => () => {
    hovered = on;
    schedule();
  };
  const focus = (on: boolean) => {
    focused = on;
    schedule();
  };
  root.addEventListener('mouseenter', hover(true));
  root.addEventListener('mouseleave', hover(false));
  root.addEventListener('focusin', () => focus(true));
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) focus(false);
  });
  root.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement).closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') show(current - 1);
    else if (e.key === 'ArrowRight') show(current + 1);
  });

  let startX: number | null = null;
  root.addEventListener('pointerdown', (e) => (startX = e.clientX), { passive: true });
  root.addEventListener('pointerup', (e) => {
    if (startX === null) return;
    const dx = e.clientX - startX;
    startX = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) show(current + (dx < 0 ? 1 : -1));
  });
  document.addEventListener('visibilitychange', () => (document.hidden ? clearTimeout(timer) : schedule()));

  setPaused(paused);
}
