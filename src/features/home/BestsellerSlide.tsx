import type { Translate } from '../../lib/i18n/engine.ts';

export interface BestsellerTile {
  title: string;
  href: string;
  image: string;
  /** Optional srcset of the image renditions. */
  srcSet?: string;
}

interface Props {
  t: Translate;
  tile: BestsellerTile;
  /** 0-based position and the number of slides, for the slide's accessible name. */
  index: number;
  total: number;
}

/** One carousel slide: a category tile, its picture and title, linking to the category. */
export function BestsellerSlide({ t, tile, index, total }: Props) {
  return (
    <div
      className="bestsellers__slide"
      role="group"
      aria-roledescription={t('carousel.slide')}
      aria-label={t('carousel.slideOf', { index: index + 1, total })}
    >
      <a className="bestsellers__tile tile-link" href={tile.href}>
        <img
          src={tile.image}
          srcSet={tile.srcSet}
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, (min-width: 460px) 50vw, 72vw"
          width={400}
          height={400}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
        <span className="bestsellers__title">{tile.title}</span>
      </a>
    </div>
  );
}
