import type { Dashboard } from '../../../lib/api/dashboard.ts';
import { localizePath } from '../../../lib/i18n/locales.ts';
import { useLocale, useT, useSizeName } from '../../../lib/i18n/react.tsx';

/** Sizes with few left, the emptiest first, each with a link to its product's edit page. */
export function LowSizes({ low }: { low: Dashboard['lowStock'] }) {
  const t = useT();
  const sizeName = useSizeName();
  const locale = useLocale();
  const more = low.total - low.sizes.length;
  return (
    <section className="dash-block" aria-labelledby="dash-low-title">
      <h3 id="dash-low-title">{t('dashboard.low.title')}</h3>
      <p>{t('dashboard.low.intro', { count: low.threshold })}</p>
      {low.sizes.length === 0 ? (
        <p>{t('dashboard.low.none')}</p>
      ) : (
        <ul className="dash-low">
          {low.sizes.map((s) => (
            <li key={`${s.productId}/${s.size}`}>
              <a
                className="dash-low__name"
                href={localizePath(`/product/edit/${s.productId}`, locale)}
                aria-label={t('dashboard.low.edit', { name: s.name })}
              >
                {s.name}
              </a>
              <span className="dash-low__size">{t('dashboard.low.size', { size: sizeName(s.size) })}</span>
              <span className={s.quantity === 0 ? 'dash-low__left dash-low__left--out' : 'dash-low__left'}>
                {s.quantity === 0 ? t('dashboard.low.soldOut') : t('dashboard.low.left', { count: s.quantity })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p>{t('dashboard.low.more', { count: more })}</p>}
    </section>
  );
}
