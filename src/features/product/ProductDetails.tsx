import type { Product } from '../../lib/api/product.ts';
import { I18nProvider, useLocale, useT, useTOr, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { colorOf, localWeight, type BadgeLink } from './product-info.ts';
import { reactComponent } from '../catalog/astro-react.ts';

export function ProductHeading({ name, badges }: { name: string; badges: BadgeLink[] }) {
  const t = useT();
  return (
    <div className="product-heading">
      {badges.length > 0 ? (
        <ul className="product-heading__badges">
          {badges.map((b) => (
            <li key={b.kind}>
              <a className={`badge ${b.kind === 'category' ? 'badge--info' : 'badge--neutral'}`} href={b.href}>
                <span className="sr-only">
                  {t(b.kind === 'category' ? 'product.category' : 'product.subCategory')}:{' '}
                </span>
                {b.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="product-heading__name">{name}</h1>
    </div>
  );
}

type FactsProduct = Pick<Product, 'color' | 'material' | 'weight' | 'desc' | 'care' | 'sizeQuantities'>;

/** Colour swatch, size(s), material, weight, description and care note. */
export function ProductFacts({ product }: { product: FactsProduct }) {
  const t = useT();
  const locale = useLocale();
  const label = useTOr();
  const color = colorOf(product.color);
  const sizes = product.sizeQuantities.map((s) => s.size);
  return (
    <div className="product-facts">
      <h2 className="product-facts__title">{t('product.details')}</h2>
      <dl className="product-facts__list">
        {color ? (
          <div>
            <dt>{t('product.color')}</dt>
            <dd>
              <span
                className="swatch"
                style={color.css ? { background: color.css } : undefined}
                data-other={color.css ? undefined : ''}
                aria-hidden="true"
              />
              {label(`color.${color.name}`, color.name)}
            </dd>
          </div>
        ) : null}
        {sizes.length > 0 ? (
          <div>
            <dt>{sizes.length > 1 ? t('product.sizes') : t('product.size')}</dt>
            <dd>{sizes.map((size) => label(`size.${size}`, size)).join(', ')}</dd>
          </div>
        ) : null}
        {product.material ? (
          <div>
            <dt>{t('product.material')}</dt>
            <dd>{label(`material.${product.material}`, product.material)}</dd>
          </div>
        ) : null}
        {product.weight > 0 ? (
          <div>
            <dt>{t('product.weight')}</dt>
            <dd>{localWeight(product.weight, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {product.desc ? (
        <>
          <h2 className="product-facts__title">{t('product.description')}</h2>
          <p className="product-facts__desc">{product.desc}</p>
        </>
      ) : null}
      {product.care ? (
        <>
          <h2 className="product-facts__title">{t('product.care')}</h2>
          <p className="product-facts__desc">{product.care}</p>
        </>
      ) : null}
    </div>
  );
}

/** Static (never hydrated) entries for the pre-rendered page: each needs its own i18n context. */
export const StaticProductHeading = reactComponent(function StaticProductHeading({
  locale,
  messages,
  ...props
}: IslandI18nProps & { name: string; badges: BadgeLink[] }) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <ProductHeading {...props} />
    </I18nProvider>
  );
});

export const StaticProductFacts = reactComponent(function StaticProductFacts({
  locale,
  messages,
  product,
}: IslandI18nProps & { product: FactsProduct }) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <ProductFacts product={product} />
    </I18nProvider>
  );
});
