/** The hero's slides: dictionary key (home.hero.<key>.*), link, plate drawing and ground tint. */
export const heroSlides = [
  { key: 's1', href: '/shop/armenian-ceramics', art: 'pomegranate', tone: 'cobalt' },
  { key: 's2', href: '/shop/jerusalem-jewelry', art: 'star', tone: 'pomegranate' },
  { key: 's3', href: '/shop/olive-wood-gifts', art: 'cypress', tone: 'olive' },
  { key: 's4', href: '/shop/holidays', art: 'bird', tone: 'turquoise' },
] as const;

export type HeroSlide = (typeof heroSlides)[number];
