import { describe, expect, it } from 'vitest';
import {
  canSaveProduct,
  PRODUCT_INPUT_MESSAGES as M,
  validateProductInput,
  type ProductFacts,
} from './product-input.ts';

const facts: ProductFacts = {
  categories: [
    { route: 'jerusalem-jewelry', subCategories: [{ route: 'rings' }, { route: 'bracelets' }] },
    { route: 'clothing', subCategories: [{ route: 't-shirt' }] },
  ],
  colors: ['red', 'gold', '#36454F', 'other'],
  materials: ['Silver', 'Gold', 'Cotton'],
};

const ring = {
  name: ' Armenian ring ',
  desc: 'Sterling silver',
  price: 168.64,
  weight: 12,
  category: 'jerusalem-jewelry',
  subCategory: 'rings',
  color: 'Gold',
  material: 'silver',
  imageUrls: ['/media/uploads/ab/0123456789abcdef0123456789abcdef.webp'],
  sizeQuantities: [
    { size: '7', quantity: 3 },
    { size: '7.5', quantity: 1 },
  ],
};

const check = (draft: unknown, mode: 'create' | 'edit' = 'create') => validateProductInput(draft, mode, facts);

describe('product input', () => {
  it('accepts a complete product and converts it to storage units', () => {
    const r = check(ring);
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Armenian ring',
        description: 'Sterling silver',
        care: '',
        translations: { hy: { name: null, desc: null, care: null }, ru: { name: null, desc: null, care: null } },
        priceCents: 16864,
        weightGrams: 12,
        category: 'jerusalem-jewelry',
        subCategory: 'rings',
        color: 'gold',
        material: 'Silver',
        imageUrls: ring.imageUrls,
        sizeQuantities: [
          { size: '7', quantity: 3 },
          { size: '7.5', quantity: 1 },
        ],
      },
    });
  });

  it('keeps the Armenian and Russian words trimmed, and blank ones as not written', () => {
    const r = check({
      ...ring,
      care: ' Polish with a soft cloth. ',
      translations: { hy: { name: ' Հայկական մատանի ', desc: 'Արծաթ', care: '  ' }, ru: null, en: { name: 'ignored' } },
    });
    expect(r.ok && r.value.care).toBe('Polish with a soft cloth.');
    expect(r.ok && r.value.translations).toEqual({
      hy: { name: 'Հայկական մատանի', desc: 'Արծաթ', care: null },
      ru: { name: null, desc: null, care: null },
    });
  });

  it('refuses translations longer than the English limits', () => {
    const r = check({ ...ring, translations: { ru: { name: 'я'.repeat(201) } } });
    expect(r.ok).toBe(false);
  });

  it.each([
    ['no name', { ...ring, name: '  ' }],
    ['no category', { ...ring, category: '' }],
    ['no price', { ...ring, price: undefined }],
    ['a zero price', { ...ring, price: 0 }],
    ['a negative price', { ...ring, price: -3 }],
  ])('asks for the required fields with %s', (_, draft) => {
    expect(check(draft)).toMatchObject({ ok: false, message: M.required });
  });

  it('wants cents precision for the price', () => {
    expect(check({ ...ring, price: 10.005 })).toMatchObject({ ok: false, field: 'price', message: M.priceCents });
    expect(check({ ...ring, price: 19.99 })).toMatchObject({ ok: true, value: { priceCents: 1999 } });
  });

  it('needs at least one size row', () => {
    expect(check({ ...ring, sizeQuantities: [] })).toMatchObject({ ok: false, message: M.noSizeRows });
    expect(check({ ...ring, sizeQuantities: [] }, 'edit')).toMatchObject({ ok: false, message: M.noSizeRows });
  });

  it('on create, every size row needs a size and a quantity above 0', () => {
    expect(check({ ...ring, sizeQuantities: [{ size: '7', quantity: 0 }] })).toMatchObject({
      ok: false,
      message: M.sizeRowsCreate,
    });
    expect(check({ ...ring, sizeQuantities: [{ size: '', quantity: 2 }] })).toMatchObject({
      ok: false,
      message: M.sizeRowsCreate,
    });
    expect(check({ ...ring, sizeQuantities: [{ size: '7', quantity: null }] })).toMatchObject({
      ok: false,
      message: M.sizeRowsCreate,
    });
  });

  it('on edit, a quantity may be 0 but a size is still needed', () => {
    expect(check({ ...ring, sizeQuantities: [{ size: '7', quantity: 0 }] }, 'edit')).toMatchObject({ ok: true });
    expect(check({ ...ring, sizeQuantities: [{ size: ' ', quantity: 0 }] }, 'edit')).toMatchObject({
      ok: false,
      message: M.sizeRowsEdit,
    });
  });

  it('refuses negative, fractional and duplicate size rows', () => {
    expect(check({ ...ring, sizeQuantities: [{ size: '7', quantity: -1 }] }, 'edit')).toMatchObject({
      ok: false,
      message: M.sizeRowsEdit,
    });
    expect(check({ ...ring, sizeQuantities: [{ size: '7', quantity: 1.5 }] })).toMatchObject({ ok: false });
    expect(
      check({
        ...ring,
        sizeQuantities: [
          { size: 'M', quantity: 1 },
          { size: 'm', quantity: 2 },
        ],
      }),
    ).toMatchObject({ ok: false, message: M.duplicateSize });
  });

  it('keeps the sub-category inside its category', () => {
    expect(check({ ...ring, subCategory: 't-shirt' })).toMatchObject({
      ok: false,
      field: 'subCategory',
      message: M.subCategoryMismatch,
    });
    expect(check({ ...ring, category: 'no-such' })).toMatchObject({
      ok: false,
      field: 'category',
      message: M.unknownCategory,
    });
    expect(check({ ...ring, subCategory: '' })).toMatchObject({ ok: true, value: { subCategory: null } });
  });

  it('takes colours and materials from the content lists', () => {
    expect(check({ ...ring, color: 'plaid' })).toMatchObject({ ok: false, field: 'color', message: M.unknownColor });
    expect(check({ ...ring, material: 'Kryptonite' })).toMatchObject({
      ok: false,
      field: 'material',
      message: M.unknownMaterial,
    });
    expect(check({ ...ring, color: null, material: '' })).toMatchObject({
      ok: true,
      value: { color: null, material: null },
    });
  });

  it('takes images only from the shop itself', () => {
    for (const url of ['https://evil.example/a.webp', 'javascript:alert(1)', '/media/../secret.webp']) {
      expect(check({ ...ring, imageUrls: [url] })).toMatchObject({
        ok: false,
        field: 'imageUrls',
        message: M.imageUrl,
      });
    }
  });

  it('names the field when the type is wrong', () => {
    const r = check({ ...ring, price: '12' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^price: /);
    expect(check({ ...ring, name: 'x'.repeat(1_000_000) })).toMatchObject({ ok: false, field: 'name' });
    expect(check(null)).toMatchObject({ ok: false });
  });

  it('enables Save only with a name and a category', () => {
    expect(canSaveProduct({ name: 'a', category: 'clothing' })).toBe(true);
    expect(canSaveProduct({ name: ' ', category: 'clothing' })).toBe(false);
    expect(canSaveProduct({ name: 'a', category: '' })).toBe(false);
  });
});
