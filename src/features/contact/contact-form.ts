import { apiCall } from '../../lib/api/client.ts';
import { CONTACT_FIELDS, contactFormProblems, type ContactForm, type FieldProblem } from '../../lib/contact/rules.ts';

const messageKey: Record<FieldProblem, string> = {
  required: 'msgRequired',
  email: 'msgEmail',
  phone: 'msgPhone',
  tooLong: 'msgTooLong',
};

/** Validates on submit (and a field again when it changes after a failed submit), then posts JSON to /api/contact. */
export function attachContactForm(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const submitLabel = submit.textContent;
  let submitted = false;

  const values = (): ContactForm =>
    Object.fromEntries(
      CONTACT_FIELDS.map((f) => [f, (form.elements.namedItem(f) as HTMLInputElement).value.trim()]),
    ) as ContactForm;

  function showProblems(only?: string): boolean {
    const problems = contactFormProblems(values());
    for (const field of CONTACT_FIELDS) {
      if (only && field !== only) continue;
      const input = form.elements.namedItem(field) as HTMLInputElement;
      const error = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`)!;
      const problem = problems[field];
      error.textContent = problem ? (form.dataset[messageKey[problem]] ?? '') : '';
      if (problem) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    return Object.keys(problems).length === 0;
  }

  function say(kind: 'success' | 'error', text: string) {
    status.innerHTML = '';
    const box = document.createElement('div');
    box.className = `alert alert--${kind}`;
    box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    box.textContent = text;
    status.append(box);
  }

  form.addEventListener('input', (e) => {
    const name = (e.target as HTMLInputElement).name;
    if (submitted && name) showProblems(name);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submitted = true;
    if (!showProblems()) {
      say('error', form.dataset.msgFix ?? '');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = form.dataset.msgSending ?? submitLabel;
    try {
      const website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
      await apiCall('POST', '/contact', { json: { ...values(), ...(website ? { website } : {}) } });
      form.reset();
      submitted = false;
      say('success', form.dataset.msgSent ?? '');
      status.focus();
    } catch {
      say('error', form.dataset.msgFailed ?? '');
    } finally {
      submit.disabled = false;
      submit.textContent = submitLabel;
    }
  });
}
