import { CONTACT_FIELDS, type ContactField, type ContactForm, type FieldProblem } from '../../lib/contact/rules.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const messageAttribute: Record<FieldProblem, string> = {
  required: 'data-msg-required',
  email: 'data-msg-email',
  phone: 'data-msg-phone',
  tooLong: 'data-msg-too-long',
};

/** The text of a `data-…` attribute of the contact form, as the page wrote it (in the page's language). */
function pageMessage(html: string, attribute: string): string {
  return new RegExp(`${attribute}="([^"]*)"`).exec(html)?.[1] ?? '';
}

/**
 * The built contact page again, with what the visitor typed and, beside each wrong field, the page's own message for
 * its problem, for a form posted without JavaScript. The page's script does the same in the browser; its texts come
 * from the form's data- attributes, so the answer is in the page's language. Only text is added, never a script, so
 * the page's content-security policy still holds.
 */
export function contactPageWithProblems(
  html: string,
  form: Partial<ContactForm>,
  problems: Partial<Record<ContactField, FieldProblem>>,
): string {
  let page = html;
  for (const field of CONTACT_FIELDS) {
    const value = escapeHtml(form[field] ?? '');
    const invalid = problems[field] ? ' aria-invalid="true"' : '';
    const id = `id="contact-${field}"`;
    if (field === 'message')
      page = page.replace(new RegExp(`(<textarea[^>]*${id}[^>]*)>\\s*</textarea>`), `$1${invalid}>${value}</textarea>`);
    else page = page.replace(new RegExp(`(<input[^>]*${id})`), `$1 value="${value}"${invalid}`);
    const problem = problems[field];
    if (problem) {
      const text = pageMessage(html, messageAttribute[problem]);
      page = page.replace(new RegExp(`(<span[^>]*data-error-for="${field}"[^>]*>)\\s*</span>`), `$1${text}</span>`);
    }
  }
  const summary = `<div class="alert alert--error" role="alert">${pageMessage(html, 'data-msg-fix')}</div>`;
  return page.replace(/(<div[^>]*data-status[^>]*>)\s*<\/div>/, `$1${summary}</div>`);
}
