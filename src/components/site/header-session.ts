/**
 * The header's signed-in parts without React: <html data-auth="in|admin"> (first set before paint by the layout's
 * inline script) shows `[data-auth-show]` elements through CSS; this keeps it in step with the session store,
 * fills the welcome name and cart badge, logs out, remembers the language (keeping the page's query and hash) and
 * closes the header dropdowns.
 */
import { apiCall } from '../../lib/api/client.ts';
import { $sessionProfile, type SessionProfile } from '../../features/auth/session-store.ts';
import { isLocale } from '../../lib/i18n/locales.ts';
import { rememberLanguage } from './language-choice.ts';

const root = document.documentElement;
const plural = new Intl.PluralRules(root.lang || 'en');

function render(profile: SessionProfile | null) {
  if (profile) root.dataset.auth = profile.roles.includes('ADMINISTRATOR') ? 'admin' : 'in';
  else delete root.dataset.auth;
  for (const el of document.querySelectorAll<HTMLElement>('[data-welcome-template]')) {
    const name = profile ? profile.firstName || profile.login : '';
    el.textContent = (el.dataset.welcomeTemplate ?? '').replace('{name}', name);
  }
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    const count = profile?.cartCount ?? 0;
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    if (badge) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
    const template = link.getAttribute(`data-label-${plural.select(count)}`) ?? link.getAttribute('data-label-other');
    if (template) link.setAttribute('aria-label', template.replace('{count}', String(count)));
  }
}

$sessionProfile.subscribe(render);

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const logout = target.closest<HTMLElement>('[data-logout]');
  if (logout) {
    event.preventDefault();
    const home = logout.dataset.home ?? '/';
    apiCall('POST', '/users/logout')
      .catch(() => undefined)
      .finally(() => {
        $sessionProfile.set(null);
        location.assign(home);
      });
    return;
  }
  // Opening the menu (click or Enter) and choosing a language both pass here, before the browser follows a link.
  if (target.closest('[data-lang-menu]')) keepPageState();
  const langLink = target.closest<HTMLAnchorElement>('[data-lang]');
  const chosen = langLink?.dataset.lang;
  if (isLocale(chosen)) rememberLanguage(chosen);
  for (const open of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    if (!open.contains(target)) open.open = false;
  }
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  // The innermost open menu first (the category menu inside the phone's Menu): it comes last in document order.
  const open = [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')].at(-1);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

/**
 * The language links are built for the bare page; this carries the current query and hash over (a listing's
 * filters, sort and page live there and change without a reload), so the same view opens in the other language.
 */
function keepPageState() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
    const url = new URL(link.href);
    url.search = location.search;
    url.hash = location.hash;
    link.href = url.href;
  }
}
