import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { SectionCard } from './SectionCard.tsx';

/**
 * Products management, for ADMINISTRATOR and MODERATOR: the place the admin issue fills with its product table.
 * Until then it links to the product screens that exist.
 */
export function ProductsSection({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <SectionCard id="account-products" title={t('account.products.heading')}>
      <p>{t('account.products.intro')}</p>
      <p className="account-form__buttons">
        <a className="btn" href={localizePath('/new', locale)}>
          {t('account.products.add')}
        </a>
        <a className="btn btn--ghost" href={localizePath('/shop', locale)}>
          {t('account.products.browse')}
        </a>
        {isAdmin && (
          <a className="btn btn--ghost" href={localizePath('/all-orders', locale)}>
            {t('nav.allOrders')}
          </a>
        )}
      </p>
    </SectionCard>
  );
}
