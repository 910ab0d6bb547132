import { describe, expect, it } from 'vitest';
import categoriesFile from '../../../content/categories.json' with { type: 'json' };
import type { Category } from '../../lib/content/types.ts';
import { listingRoutes } from '../catalog/listing-routes.ts';
import { COLLECTION_GROUPS, COLLECTION_TYPES, collectionMenu } from './collection-types.ts';
import { COLLECTION_ICONS } from './icons.ts';

const routes = listingRoutes(categoriesFile.categories as Category[]);

describe('collection types', () => {
  it('each type points at a real listing route with the same scope, and has an icon', () => {
    for (const type of COLLECTION_TYPES) {
      const route = routes.find((r) => r.path === type.path);
      expect(route, type.key).toBeDefined();
      expect(route!.scope, type.key).toEqual(type.scope);
      expect(COLLECTION_ICONS[type.key], type.key).toBeTruthy();
    }
  });

  it('covers the four groups and the types the old site named', () => {
    expect(new Set(COLLECTION_TYPES.map((t) => t.group))).toEqual(new Set(COLLECTION_GROUPS));
    for (const key of ['tiles', 'biblical-tiles', 'bowls', 'rings', 'necklaces', 'crosses', 'keychains']) {
      expect(
        COLLECTION_TYPES.some((t) => t.key === key),
        key,
      ).toBe(true);
    }
  });

  it('leaves out empty types and empty groups', () => {
    const menu = collectionMenu((scope) => (scope.subCategory === 'rings' ? 3 : scope.subCategory === 'tiles' ? 1 : 0));
    expect(menu.map((g) => [g.group, g.types.map((t) => `${t.key}:${t.count}`)])).toEqual([
      ['ceramics', ['tiles:1']],
      ['jewelry', ['rings:3']],
    ]);
  });
});
