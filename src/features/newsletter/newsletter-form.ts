import { ApiError, apiCall } from '../../lib/api/client.ts';

/** Progressive enhancement of the footer form: validates, posts JSON, announces the result in its status line. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function attachNewsletterForm(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const say = (text: string, kind: 'ok' | 'error') => {
    status.textContent = text;
    status.dataset.kind = kind;
    input.setAttribute('aria-invalid', String(kind === 'error'));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!emailPattern.test(email)) {
      say(form.dataset.msgInvalid ?? '', 'error');
      input.focus();
      return;
    }
    button.disabled = true;
    try {
      await apiCall('POST', '/newsletter', { json: { email, locale: form.dataset.locale } });
      say((form.dataset.msgOk ?? '').replace('{email}', email), 'ok');
      form.reset();
    } catch (err) {
      // 400 means the server refused the address; anything else is our failure.
      say(
        err instanceof ApiError && err.status === 400 ? (form.dataset.msgInvalid ?? '') : (form.dataset.msgError ?? ''),
        'error',
      );
    } finally {
      button.disabled = false;
    }
  });
}
