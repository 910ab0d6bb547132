import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { PRODUCT_LIMITS } from '../../lib/products/product-input.ts';
import { missingTabs, tabAfterKey, WORD_LANGUAGES, withWord, wordsFor, type DraftWords } from './product-words.ts';
import type { ProductDraft } from './product-draft.ts';

interface Props {
  draft: ProductDraft;
  setDraft: (update: (draft: ProductDraft) => ProductDraft) => void;
  invalid: (field: string) => true | undefined;
}

/**
 * Name, description and care note, one tab per language (WAI-ARIA tabs: arrow keys, Home and End move and
 * select). English is required; a tab whose words are missing is marked, in text for screen readers too.
 */
export function ProductWordsTabs({ draft, setDraft, invalid }: Props) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const missing = new Set(missingTabs(draft));
  const locale = WORD_LANGUAGES[active];
  const words = wordsFor(draft, locale);
  const english = locale === 'en';
  const set = (field: keyof DraftWords, text: string) => setDraft((d) => withWord(d, locale, field, text));

  function onKeyDown(event: KeyboardEvent) {
    const next = tabAfterKey(event.key, active, WORD_LANGUAGES.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  const tabId = (l: Locale) => `${id}-tab-${l}`;
  const panelId = `${id}-panel`;
  const required = <span className="hint">({t('common.required')})</span>;

  return (
    <section className="admin-words" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-words__title">
        {t('admin.form.words')}
      </h2>
      <div role="tablist" aria-labelledby={`${id}-title`} className="admin-words__tabs" onKeyDown={onKeyDown}>
        {WORD_LANGUAGES.map((l, i) => (
          <button
            key={l}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(l)}
            aria-selected={i === active}
            aria-controls={panelId}
            tabIndex={i === active ? 0 : -1}
            className="admin-words__tab"
            onClick={() => setActive(i)}
          >
            {t(`admin.form.language.${l}`)}
            {l !== 'en' && <span className="hint"> ({t('admin.form.optional')})</span>}
            {missing.has(l) && (
              <span className="admin-words__missing" title={t('admin.form.languageMissing')}>
                <span aria-hidden="true"> •</span>
                <span className="sr-only">, {t('admin.form.languageMissing')}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(locale)} className="admin-words__panel" lang={locale}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            {t('admin.form.name')} {english && required}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={words.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={PRODUCT_LIMITS.nameLength}
            required={english}
            aria-invalid={english ? invalid('name') : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-desc`}>{t('admin.form.description')}</label>
          <textarea
            id={`${id}-desc`}
            className="input"
            value={words.desc}
            onChange={(e) => set('desc', e.target.value)}
            maxLength={PRODUCT_LIMITS.descLength}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-care`}>{t('admin.form.care')}</label>
          <textarea
            id={`${id}-care`}
            className="input"
            value={words.care}
            onChange={(e) => set('care', e.target.value)}
            maxLength={PRODUCT_LIMITS.careLength}
            aria-describedby={`${id}-care-hint`}
          />
          <span id={`${id}-care-hint`} className="hint">
            {english ? t('admin.form.careHint') : t('admin.form.translationHint')}
          </span>
        </div>
      </div>
    </section>
  );
}
