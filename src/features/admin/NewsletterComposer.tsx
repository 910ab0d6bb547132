import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { FieldBox, problemAria } from '../../components/ui/FieldBox.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { failureText } from '../../lib/api/failure-text.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { type DraftProblem, type DraftWords, emptyNewsletterDraft, issueFromDraft } from './newsletter-draft.ts';
import { sendNewsletterIssue } from './newsletter-api.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The owner writes a newsletter: a subject and a text per language (English required, the others optional: their
 * readers get the English), checks it, confirms, and it is queued to every confirmed subscriber.
 */
export function NewsletterComposer() {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(emptyNewsletterDraft);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fieldId = (locale: Locale, field: keyof DraftWords) => `${id}-${locale}-${field}`;
  const problemOf = (locale: Locale, field: keyof DraftWords) =>
    problems.some((p) => p.locale === locale && p.field === field)
      ? t(`admin.newsletter.compose.missing.${field}`, { language: LOCALE_NAMES[locale] })
      : '';
  const set = (locale: Locale, field: keyof DraftWords, value: string) => {
    setConfirming(false);
    setDraft((d) => ({ ...d, [locale]: { ...d[locale], [field]: value } }));
  };

  function onCheck(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const result = issueFromDraft(draft);
    if ('problems' in result) {
      setProblems(result.problems);
      const first = result.problems[0]!;
      document.getElementById(fieldId(first.locale, first.field))?.focus();
      return;
    }
    setProblems([]);
    setConfirming(true);
  }

  async function onSend() {
    const result = issueFromDraft(draft);
    if (!('issue' in result)) return;
    setBusy(true);
    try {
      const { queued } = await sendNewsletterIssue(result.issue);
      setOutcome({ tone: 'success', text: t('admin.newsletter.compose.sent', { count: queued }) });
      setDraft(emptyNewsletterDraft());
    } catch (err) {
      setOutcome({ tone: 'error', text: failureText(t('admin.newsletter.compose.failed'), err) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <form className="newsletter-compose" onSubmit={onCheck} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('admin.newsletter.compose.title')}</h3>
      <p className="hint">{t('admin.newsletter.compose.intro')}</p>
      {LOCALES.map((locale) => (
        <fieldset key={locale} className="newsletter-compose__language">
          <legend>
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>{' '}
            <span className="hint">
              ({locale === 'en' ? t('common.required') : t('admin.newsletter.compose.optional')})
            </span>
          </legend>
          <TextField
            id={fieldId(locale, 'subject')}
            label={t('admin.newsletter.compose.subject')}
            value={draft[locale].subject}
            onChange={(e) => set(locale, 'subject', e.target.value)}
            maxLength={200}
            lang={locale}
            problem={problemOf(locale, 'subject')}
          />
          <FieldBox
            id={fieldId(locale, 'text')}
            label={t('admin.newsletter.compose.text')}
            problem={problemOf(locale, 'text')}
          >
            <textarea
              id={fieldId(locale, 'text')}
              className="input"
              rows={6}
              lang={locale}
              value={draft[locale].text}
              onChange={(e) => set(locale, 'text', e.target.value)}
              {...problemAria(fieldId(locale, 'text'), problemOf(locale, 'text'))}
            />
          </FieldBox>
        </fieldset>
      ))}
      <p className="hint">{t('admin.newsletter.compose.textHint')}</p>
      {confirming ? (
        <div className="newsletter-compose__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('admin.newsletter.compose.confirm')}</p>
          <button type="button" className="btn btn--accent" onClick={() => void onSend()} disabled={busy}>
            {t('admin.newsletter.compose.sendNow')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
            {t('admin.newsletter.compose.back')}
          </button>
        </div>
      ) : (
        <button type="submit" className="btn">
          {t('admin.newsletter.compose.send')}
        </button>
      )}
      <p className="account-notice" role="status">
        {outcome?.tone === 'success' ? outcome.text : ''}
      </p>
      {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
    </form>
  );
}
