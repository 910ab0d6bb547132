import { useT, islandOf } from '../../lib/i18n/react.tsx';
import { useAccess } from './AdminGate.tsx';
import { ProductsTable } from './ProductsTable.tsx';

function Section() {
  const t = useT();
  const { access } = useAccess('products');
  if (access !== 'allowed') return null;
  return (
    <section className="admin-section" aria-labelledby="admin-products-title">
      <h2 id="admin-products-title">{t('admin.products.title')}</h2>
      <ProductsTable />
    </section>
  );
}

/**
 * Products management on /account (moderators and administrators; nothing for anyone else):
 *   <ProductsAdminSection client:load locale={locale} messages={adminMessages(locale)} />
 */
export default islandOf(Section);
