import { localizePath } from '../../lib/i18n/locales.ts';
import { ProductsTable } from '../admin/ProductsTable.tsx';
import { UsersTable } from '../admin/UsersTable.tsx';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { SectionCard } from './SectionCard.tsx';

/**
 * Products management, for ADMINISTRATOR and MODERATOR: the admin issue's products table (search, create, edit,
 * delete), plus a link to All Orders for administrators.
 */
export function ProductsSection({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <SectionCard id="account-products" title={t('account.products.heading')}>
      <p>{t('account.products.intro')}</p>
      <ProductsTable />
      <p className="account-form__buttons">
        {isAdmin && (
          <a className="btn btn--ghost" href={localizePath('/all-orders', locale)}>
            {t('nav.allOrders')}
          </a>
        )}
      </p>
    </SectionCard>
  );
}

/** Users and roles, for ADMINISTRATOR only: search users, grant or revoke MODERATOR, delete accounts. */
export function UsersSection({ myLogin }: { myLogin: string }) {
  const t = useT();
  return (
    <SectionCard id="account-users" title={t('admin.users.title')}>
      <UsersTable myLogin={myLogin} />
    </SectionCard>
  );
}
