/**
 * The header search as a WAI-ARIA 1.2 combobox: after two letters it asks the API for suggestions (products with
 * thumbnail and price, then categories) and lists them in a listbox. Arrow keys move the active option
 * (aria-activedescendant; focus stays in the field), Enter opens it (or, with none active, submits the form to
 * the listing's search), Escape closes the list (a second Escape clears the text), and a polite live region says
 * how many there are. Each new text cancels the request before it, and an answer for any text but the current one
 * is dropped, so a slow answer never replaces a newer one.
 */
import type { Suggestions } from '../../lib/api/suggest.ts';
import { suggestQueryProblem, suggestQueryText } from '../../lib/catalog/suggest.ts';
import { imageVariant } from '../../lib/images.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { pageLocale } from '../../lib/i18n/page-language.ts';
import { formatUsd, toCents } from '../../lib/money.ts';
import { moveActive } from './active-option.ts';
import { fetchSuggestions } from './api.ts';
import type { TypeaheadMessages } from './typeahead-messages.ts';

/** Typing pauses shorter than this do not ask. */
const PAUSE_MS = 120;

interface Option {
  href: string;
  element: HTMLLIElement;
}

export function attachTypeahead(form: HTMLFormElement, input: HTMLInputElement): void {
  if (form.dataset.typeahead) return;
  form.dataset.typeahead = 'on';
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]')!;
  const status = form.querySelector<HTMLElement>('[data-header-search-status]')!;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as TypeaheadMessages;
  const locale = pageLocale();
  const plural = new Intl.PluralRules(locale);

  let options: Option[] = [];
  let active = -1;
  let asked = '';
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const announce = (text: string) => {
    status.textContent = text;
  };

  const setActive = (index: number) => {
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.element.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.element.id);
      option.element.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    setActive(-1);
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };

  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
    asked = '';
  };

  const option = (index: number, href: string, parts: Node[]): Option => {
    const element = document.createElement('li');
    element.id = `header-search-option-${index}`;
    element.className = 'header-search__option';
    element.setAttribute('role', 'option');
    element.setAttribute('aria-selected', 'false');
    element.append(...parts);
    return { href, element };
  };

  const span = (className: string, text: string) => {
    const el = document.createElement('span');
    el.className = className;
    el.textContent = text;
    return el;
  };

  const thumbnail = (image: string | null) => {
    if (!image) return span('header-search__thumb', '');
    const img = document.createElement('img');
    img.className = 'header-search__thumb';
    img.src = imageVariant(image, 320);
    img.alt = '';
    img.width = 40;
    img.height = 40;
    img.decoding = 'async';
    return img;
  };

  const show = (answer: Suggestions) => {
    const products = answer.products.map((p, i) => {
      const name = span('header-search__name', p.name);
      const price = span('header-search__price', formatUsd(toCents(p.price)));
      return option(i, localizePath(`/product/${p.id}`, locale), [thumbnail(p.image), name, price]);
    });
    const categories = answer.categories.map((c, i) =>
      option(products.length + i, localizePath(c.route, locale), [
        span('header-search__kind', messages.category),
        span('header-search__name', c.title),
      ]),
    );
    options = [...products, ...categories];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(...options.map((o) => o.element));
    const count = options.length;
    if (count === 0) {
      close();
      announce(messages.none);
      return;
    }
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    const template = messages.count[plural.select(count)] ?? messages.count.other ?? '{count}';
    announce(template.replace('{count}', String(count)));
  };

  const ask = (query: string) => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    asked = query;
    fetchSuggestions(query, mine.signal).then(
      (answer) => {
        // Only the answer to the text in the field now is shown.
        if (mine.signal.aborted || suggestQueryText(input.value) !== query) return;
        show(answer);
      },
      (err: unknown) => {
        if (mine.signal.aborted || (err as Error)?.name === 'AbortError') return;
        asked = ''; // the same text may be asked again
        close();
        announce(messages.failed);
      },
    );
  };

  const onText = () => {
    clearTimeout(timer);
    const query = suggestQueryText(input.value);
    if (suggestQueryProblem(input.value)) {
      cancel();
      close();
      list.replaceChildren();
      options = [];
      announce('');
      return;
    }
    if (query === asked) return;
    timer = setTimeout(() => ask(query), PAUSE_MS);
  };

  const open = (href: string) => {
    close();
    location.assign(href);
  };

  input.addEventListener('input', onText);
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!options.length) return;
        event.preventDefault();
        if (list.hidden) {
          list.hidden = false;
          input.setAttribute('aria-expanded', 'true');
          if (event.altKey) return;
        }
        setActive(moveActive(active, options.length, event.key));
        return;
      }
      case 'Enter': {
        const chosen = list.hidden ? undefined : options[active];
        if (!chosen) return; // the form goes to the listing's search results
        event.preventDefault();
        open(chosen.href);
        return;
      }
      case 'Escape': {
        if (!list.hidden) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          onText();
        }
        return;
      }
      case 'Tab':
        close();
        return;
    }
  });
  // A pointer press keeps the focus in the field, so choosing does not first blur and close the list.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const element = (event.target as Element).closest('[role="option"]');
    const chosen = options.find((o) => o.element === element);
    if (chosen) open(chosen.href);
  });
  list.addEventListener('mousemove', (event) => {
    const element = (event.target as Element).closest('[role="option"]');
    const index = options.findIndex((o) => o.element === element);
    if (index >= 0 && index !== active) setActive(index);
  });
  input.addEventListener('blur', close);
  input.addEventListener('focus', () => {
    if (options.length && suggestQueryText(input.value) === asked) {
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
  });
  // Typed before this code arrived.
  if (input.value) onText();
}
