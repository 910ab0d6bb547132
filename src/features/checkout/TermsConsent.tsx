import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';

/** "I accept the terms and conditions": checkout goes on only once it is ticked, and says so until then. */
export function TermsConsent({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="checkout__terms">
      <label>
        <input
          type="checkbox"
          name="terms"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-terms`}
        />{' '}
        {t('checkout.acceptTerms')}{' '}
        <a href={localizePath('/terms-and-conditions', locale)} target="_blank" rel="noopener">
          {t('checkout.termsLink')}
        </a>
      </label>
      <p id={`${id}-terms`} className={accepted ? 'sr-only' : 'hint'}>
        {accepted ? '' : t('checkout.termsRequired')}
      </p>
    </div>
  );
}
