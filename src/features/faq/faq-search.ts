/** Filters the FAQ accordion as the visitor types; matching answers open, the count is announced politely. */
export function attachFaqSearch(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>('[data-faq-input]')!;
  const items = [...root.querySelectorAll<HTMLDetailsElement>('[data-faq-item]')];
  const count = root.querySelector<HTMLElement>('[data-faq-count]')!;
  const empty = root.querySelector<HTMLElement>('[data-faq-empty]')!;
  const lang = document.documentElement.lang;
  const texts = items.map((item) => (item.textContent ?? '').toLocaleLowerCase(lang));
  /** The count sentence for 0…all questions shown, written at build time. */
  const countTexts = JSON.parse(count.dataset.texts ?? '[]') as string[];

  const apply = () => {
    const words = input.value.trim().toLocaleLowerCase(lang).split(/\s+/).filter(Boolean);
    let shown = 0;
    items.forEach((item, i) => {
      const match = words.every((w) => texts[i]!.includes(w));
      item.hidden = !match;
      if (match) shown++;
      item.open = words.length > 0 && match;
    });
    empty.hidden = shown > 0;
    count.textContent = countTexts[shown] ?? String(shown);
  };
  input.addEventListener('input', apply);
  root.querySelector('form')?.addEventListener('submit', (e) => e.preventDefault());
}
