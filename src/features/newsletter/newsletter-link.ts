import { ApiError, apiCall } from '../../lib/api/client.ts';

/** The confirm / unsubscribe page's button: posts the link's token and says how it went, in the page's words. */
export function attachNewsletterLink(form: HTMLFormElement) {
  const kind = form.dataset.newsletterLink === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  const status = form.parentElement!.querySelector<HTMLElement>('[role="status"]')!;
  const button = form.querySelector<HTMLButtonElement>('button')!;
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const say = (text: string, tone: 'ok' | 'error' | 'busy') => {
    status.textContent = text;
    status.dataset.kind = tone;
  };
  if (!token) {
    say(form.dataset.msgNoToken ?? '', 'error');
    button.disabled = true;
    return;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    say(form.dataset.msgWorking ?? '', 'busy');
    try {
      const { email } = await apiCall<{ email: string }>(
        'POST',
        `/newsletter/${kind}?token=${encodeURIComponent(token)}`,
      );
      say((form.dataset.msgDone ?? '').replace('{email}', email), 'ok');
      form.hidden = true;
    } catch (err) {
      // The server words its refusal in the page's language; a network failure gets the page's own sentence.
      say(err instanceof ApiError && err.message ? err.message : (form.dataset.msgError ?? ''), 'error');
      button.disabled = false;
    }
  });
}
