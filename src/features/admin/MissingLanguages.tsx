import type { Locale } from '../../lib/i18n/locales.ts';
import { useT } from '../../lib/i18n/react.tsx';

/**
 * A product's missing languages as small badges (the language code), each saying in full for screen readers
 * which language is missing; nothing visible when every language is written.
 */
export function MissingLanguages({ missing }: { missing: readonly Locale[] }) {
  const t = useT();
  if (missing.length === 0) return <span className="sr-only">{t('admin.products.allLanguages')}</span>;
  return (
    <ul className="admin-missing-languages">
      {missing.map((l) => {
        const text = t('admin.products.missingLanguage', { language: t(`admin.form.language.${l}`) });
        return (
          <li key={l} className="admin-missing-languages__badge" title={text} data-missing-language={l}>
            <span aria-hidden="true">{l.toUpperCase()}</span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
