import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { LOCALE_TAGS, localizePath } from '../../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../../lib/money.ts';

/** The ten products sold most in the month, by units, named in the page's language. */
export function TopProducts({ products }: { products: Dashboard['topProducts'] }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  return (
    <section className="dash-block" aria-labelledby="dash-top-title">
      <h3 id="dash-top-title">{t('dashboard.top.title')}</h3>
      {products.length === 0 ? (
        <p>{t('dashboard.top.none')}</p>
      ) : (
        <div className="dash-table__scroll">
          <table className="admin-table dash-top">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.top.product')}</th>
                <th scope="col">{t('dashboard.top.units')}</th>
                <th scope="col">{t('dashboard.top.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.productId}>
                  <th scope="row">
                    <a href={localizePath(`/product/${p.productId}`, locale)}>{p.name}</a>
                  </th>
                  <td>{count.format(p.units)}</td>
                  <td>{formatUsd(toCents(p.revenue))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
