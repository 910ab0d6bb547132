import { describe, expect, it } from 'vitest';
import sizesFile from '../../../content/sizes.json' with { type: 'json' };
import type { Sizes } from '../../lib/content/types.ts';
import { validateProductInput, PRODUCT_INPUT_MESSAGES as M } from '../../lib/products/product-input.ts';
import { accessFor } from './access.ts';
import { editIdFromPath } from './edit-path.ts';
import {
  CUSTOM_SIZE,
  draftFromProduct,
  draftToInput,
  emptyDraft,
  moveItem,
  newSizeRow,
  ruleFacts,
  sizeChoices,
} from './product-draft.ts';

const sizes = sizesFile as unknown as Sizes;

describe('admin product form state', () => {
  it('offers ring sizes for rings, S–XXL for clothing, One Size and XS–XL otherwise; Custom always', () => {
    const rings = sizeChoices(sizes, 'rings').map((c) => c.value);
    expect(rings.slice(0, 3)).toEqual(['5', '5.5', '6']);
    expect(rings).toContain('14');
    expect(rings).toHaveLength(20);
    expect(sizeChoices(sizes, 't-shirt').map((c) => c.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL', CUSTOM_SIZE]);
    expect(sizeChoices(sizes, 'mugs').map((c) => c.value)).toEqual([
      'One Size',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      CUSTOM_SIZE,
    ]);
    expect(sizeChoices(sizes, '').at(-1)?.value).toBe(CUSTOM_SIZE);
  });

  it('turns the form into the API body, custom sizes included', () => {
    const draft = {
      ...emptyDraft(),
      name: 'Ring',
      price: '168.64',
      weight: '12',
      category: 'jerusalem-jewelry',
      subCategory: 'rings',
      sizeRows: [newSizeRow('7', '3'), { ...newSizeRow(CUSTOM_SIZE, '1'), custom: ' engraved 7 ' }],
    };
    expect(draftToInput(draft)).toMatchObject({
      name: 'Ring',
      price: 168.64,
      weight: 12,
      subCategory: 'rings',
      color: null,
      sizeQuantities: [
        { size: '7', quantity: 3 },
        { size: 'engraved 7', quantity: 1 },
      ],
    });
    expect(
      draftToInput({
        ...draft,
        care: 'Polish dry',
        translations: { ...draft.translations, hy: { name: 'Մատանի', desc: '', care: '' } },
      }),
    ).toMatchObject({
      care: 'Polish dry',
      translations: { hy: { name: 'Մատանի', desc: '', care: '' }, ru: { name: '', desc: '', care: '' } },
    });
    expect(draftToInput({ ...draft, price: '', sizeRows: [newSizeRow('7', '')] })).toMatchObject({
      price: null,
      sizeQuantities: [{ size: '7', quantity: null }],
    });
  });

  it('feeds the shared rules, which answer with the rules’ own sentences', () => {
    const facts = ruleFacts({ categories: [{ route: 'c', title: 'C', subCategories: [] }], colors: [], materials: [] });
    expect(
      validateProductInput(draftToInput({ ...emptyDraft(), name: 'x', category: 'c' }), 'create', facts),
    ).toMatchObject({ ok: false, message: M.required });
    expect(
      validateProductInput(draftToInput({ ...emptyDraft(), name: 'x', category: 'c', price: '2' }), 'create', facts),
    ).toMatchObject({
      ok: false,
      message: M.sizeRowsCreate,
    });
  });

  it('loads a product with its stored words per language, keeping sizes it does not offer as custom rows', () => {
    const draft = draftFromProduct(
      {
        id: 1,
        // As a Russian page would get it: the English stand-in where Russian is not written.
        name: 'Mug',
        desc: 'Hand-painted',
        care: '',
        missingLanguages: ['ru'],
        translations: {
          en: { name: 'Mug', desc: 'Hand-painted', care: 'Hand wash' },
          hy: { name: 'Գավաթ', desc: 'Ձեռքով նկարված', care: 'Լվանալ ձեռքով' },
          ru: { name: null, desc: null, care: null },
        },
        price: 12,
        weight: 300,
        category: 'armenian-ceramics',
        subCategory: 'mugs',
        color: null,
        material: null,
        imageUrls: [],
        sizeQuantities: [
          { size: 'One Size', quantity: 2 },
          { size: '350 ml', quantity: 0 },
        ],
        dateCreated: '2025-01-01T00:00:00.000Z',
      },
      sizeChoices(sizes, 'mugs'),
    );
    expect(draft.price).toBe('12.00');
    expect([draft.name, draft.desc, draft.care]).toEqual(['Mug', 'Hand-painted', 'Hand wash']);
    expect(draft.translations.hy).toEqual({ name: 'Գավաթ', desc: 'Ձեռքով նկարված', care: 'Լվանալ ձեռքով' });
    expect(draft.translations.ru).toEqual({ name: '', desc: '', care: '' });
    expect(draft.sizeRows.map((r) => [r.choice, r.custom, r.quantity])).toEqual([
      ['One Size', '', '2'],
      [CUSTOM_SIZE, '350 ml', '0'],
    ]);
  });

  it('reorders images', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });

  it('reads the product id of the edit page in any language', () => {
    expect(editIdFromPath('/product/edit/42')).toBe(42);
    expect(editIdFromPath('/ru/product/edit/42/')).toBe(42);
    expect(editIdFromPath('/product/edit/_')).toBeNull();
  });

  it('lets moderators into products only, administrators everywhere', () => {
    expect(accessFor(null, 'products')).toBe('signedOut');
    expect(accessFor({ roles: ['USER'] }, 'products')).toBe('forbidden');
    expect(accessFor({ roles: ['USER', 'MODERATOR'] }, 'products')).toBe('allowed');
    expect(accessFor({ roles: ['USER', 'MODERATOR'] }, 'orders')).toBe('forbidden');
    expect(accessFor({ roles: ['USER', 'MODERATOR'] }, 'users')).toBe('forbidden');
    expect(accessFor({ roles: ['USER', 'ADMINISTRATOR'] }, 'orders')).toBe('allowed');
  });
});
