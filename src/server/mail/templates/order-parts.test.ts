import { describe, expect, it } from 'vitest';
import { defaultContent } from '../../content/load.ts';
import { mailContext } from '../compose.ts';
import { lineDetails, pictureUrl, shipToLines } from './order-parts.ts';

const context = (locale: 'en' | 'hy' | 'ru') =>
  mailContext({ config: { publicSiteUrl: 'https://shop.example' }, content: defaultContent() }, locale);
const order = { currency: 'USD' } as never;
const line = (size: string) => ({ size, quantity: 2, unitPrice: 168.64 }) as never;

describe('order lines in mails', () => {
  it('points pictures at the small rendition under the public address', () => {
    expect(pictureUrl(context('en'), '/media/seed/plate-1.webp')).toBe(
      'https://shop.example/media/seed/plate-1-w320.webp',
    );
    expect(pictureUrl(context('en'), '/images/other.png')).toBe('https://shop.example/images/other.png');
    expect(pictureUrl(context('en'), 'https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(pictureUrl(context('en'), null)).toBeNull();
    expect(pictureUrl(context('en'), 'javascript:alert(1)')).toBeNull();
  });

  it('names the size unless the goods come in one size, in the reader’s words and money', () => {
    expect(lineDetails(context('en'), order, line('One Size'))).toBe('2 × $168.64');
    expect(lineDetails(context('en'), order, line('7'))).toBe('Size: 7 · 2 × $168.64');
    expect(lineDetails(context('hy'), order, line('M')).replace(/\u00a0/g, ' ')).toBe('Չափս՝ M · 2 × 168,64 $');
    expect(lineDetails(context('ru'), order, line('M')).replace(/\u00a0/g, ' ')).toBe('Размер: M · 2 × 168,64 $');
  });

  it('names the shipping country in the reader’s words', () => {
    const address = {
      fullName: 'Ani',
      street: '1 Main',
      city: 'Yerevan',
      zipCode: '0010',
      country: 'Armenia',
      phone: '+374 10 123456',
    };
    expect(shipToLines(context('en'), address)).toEqual(['Ani', '1 Main', '0010 Yerevan', 'Armenia', '+374 10 123456']);
    expect(shipToLines(context('hy'), address)[3]).toBe('Հայաստան');
    expect(shipToLines(context('ru'), { ...address, country: 'USA' })[3]).toBe('США');
  });
});
