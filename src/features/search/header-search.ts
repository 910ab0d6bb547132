/**
 * Ships with every page: waits for the first focus or typing in the header's search box, then loads the
 * type-ahead (its own chunk), so pages that are only looked at never download it.
 */
const form = document.querySelector<HTMLFormElement>('[data-header-search]');
const input = form?.querySelector<HTMLInputElement>('input[role="combobox"]');

if (form && input) {
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    input.removeEventListener('focus', load);
    input.removeEventListener('input', load);
    void import('./typeahead.ts').then(({ attachTypeahead }) => attachTypeahead(form, input));
  };
  input.addEventListener('focus', load);
  input.addEventListener('input', load);
  if (document.activeElement === input) load();
}
