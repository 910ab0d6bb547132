import { describe, expect, it } from 'vitest';
import { contactPageWithProblems } from './contact-page.ts';

const built = `<form class="contact-form card" method="post" action="/api/contact" novalidate data-contact-form data-msg-required="Պարտադիր է" data-msg-email="Սխալ էլ. հասցե" data-msg-phone="Միայն թվեր" data-msg-too-long="Շատ երկար" data-msg-fix="Ուղղեք սխալները">
<div class="contact-form__status" data-status tabindex="-1"></div>
<input class="input" id="contact-name" name="name" type="text" required maxlength="100"><span class="field-error" id="contact-name-error" data-error-for="name"></span>
<input class="input" id="contact-email" name="email" type="email" required><span class="field-error" id="contact-email-error" data-error-for="email"></span>
<input class="input" id="contact-phone" name="phone" type="tel" required><span class="field-error" id="contact-phone-error" data-error-for="phone"></span>
<input class="input" id="contact-subject" name="subject" type="text" required><span class="field-error" id="contact-subject-error" data-error-for="subject"></span>
<textarea class="input" id="contact-message" name="message" required rows="6"></textarea><span class="field-error" id="contact-message-error" data-error-for="message"></span>
</form>`;

describe('contactPageWithProblems', () => {
  const page = contactPageWithProblems(
    built,
    { name: 'Ani "<b>"', email: 'ani@', phone: '055', subject: 'Bowl', message: 'Hello <script>x</script>' },
    { email: 'email', subject: undefined },
  );

  it('keeps what the visitor typed, escaped', () => {
    expect(page).toContain('id="contact-name" value="Ani &quot;&lt;b&gt;&quot;"');
    expect(page).toContain('>Hello &lt;script&gt;x&lt;/script&gt;</textarea>');
    expect(page).not.toContain('<script>x');
  });

  it("marks the wrong field and writes the page's own message beside it, with the summary on top", () => {
    expect(page).toContain('id="contact-email" value="ani@" aria-invalid="true"');
    expect(page).toContain('data-error-for="email">Սխալ էլ. հասցե</span>');
    expect(page).toContain('data-error-for="name"></span>');
    expect(page).not.toMatch(/id="contact-name"[^>]*aria-invalid/);
    expect(page).toContain('<div class="alert alert--error" role="alert">Ուղղեք սխալները</div>');
  });
});
