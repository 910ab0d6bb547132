import { lazy, Suspense, useState } from 'react';
import { I18nProvider, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { imageSrcSet, imageVariant } from '../../lib/images.ts';
import { reactComponent } from '../catalog/astro-react.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

export interface GalleryProps {
  images: string[];
  name: string;
}

/** The zoom viewer's code loads when the shopper first opens it, not with the page. */
const ZoomOverlay = lazy(() => import('./ZoomOverlay.tsx').then((module) => ({ default: module.ZoomOverlay })));

const MAIN_SIZES = '(min-width: 1024px) 36rem, (min-width: 700px) 60vw, 100vw';

/** Main picture, thumbnails, and a zoom viewer opened from the picture. */
export function Gallery({ images, name }: GalleryProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const total = images.length;
  if (total === 0) return <div className="gallery gallery--empty" aria-hidden="true" />;
  const current = images[index]!;
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={() => setZoomed(true)} aria-haspopup="dialog">
        <img
          src={imageVariant(current, 960)}
          srcSet={imageSrcSet(current)}
          sizes={MAIN_SIZES}
          width={1200}
          height={1200}
          alt={t('product.imageAlt', { name, n: index + 1, total })}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        <span className="gallery__zoom-hint">
          <LineIcon name="zoom" size={18} />
          {t('product.zoom')}
        </span>
      </button>
      {total > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('product.gallery')}>
          {images.map((url, i) => (
            <li key={`${i}-${url}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={i === index}
                aria-label={t('product.showImage', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img src={imageVariant(url, 320)} width={320} height={320} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomOverlay
            open
            images={images}
            index={index}
            name={name}
            onIndex={setIndex}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Island entry for the static product page. */
function ProductGallery({ locale, messages, ...props }: GalleryProps & IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Gallery {...props} />
    </I18nProvider>
  );
}

export default reactComponent(ProductGallery);
