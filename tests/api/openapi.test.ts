import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  description?: string;
  summary?: string;
};
type Schema = {
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  type?: string | string[];
  $ref?: string;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The fields that hold money in the API's answers. */
const MONEY_FIELDS = new Set([
  'price',
  'unitPrice',
  'lineTotal',
  'subtotal',
  'shipping',
  'total',
  'amount',
  'refundable',
  'totalPrice',
  'shippingPrice',
]);

describe('the OpenAPI document', () => {
  let app: TestApp;
  let doc: {
    servers?: Array<{ url: string }>;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
  };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ key: `${method.toUpperCase()} ${path}`, op: item[method]! })),
    );

  beforeAll(async () => {
    app = await createTestApp('pglite');
    doc = await (await app.request('/openapi.json')).json();
  });
  afterAll(() => app.close());

  it('names the server it is served from', () => {
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\/[^/]+\/api$/);
  });

  it('gives every operation its own operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter(({ op }) => !op.operationId).map(({ key }) => key)).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the three ways to sign in and asks for one where the server does', () => {
    expect(Object.keys(doc.components.securitySchemes ?? {}).sort()).toEqual(['basic', 'bearer', 'session']);
    const security = (key: string) => operations().find((o) => o.key === key)?.op.security;
    const anyOfThree = [{ session: [] }, { bearer: [] }, { basic: [] }];
    for (const key of [
      'GET /users/me',
      'PUT /users/{login}/cartList',
      'POST /checkOut',
      'GET /orders',
      'PUT /post/{id}',
      'POST /order/{orderId}/refund',
    ]) {
      expect(security(key), key).toEqual(anyOfThree);
    }
    expect(security('POST /users/login')).toEqual([{ basic: [] }]);
    for (const key of [
      'GET /posts',
      'POST /posts/search',
      'GET /order/{orderId}',
      'POST /users/register',
      'GET /health',
    ]) {
      expect(security(key), key).toBeUndefined();
    }
  });

  it('describes every money field in US dollars and never in cents', () => {
    const wrong: string[] = [];
    const visit = (name: string, schema: Schema, path: string) => {
      if (
        MONEY_FIELDS.has(name) &&
        !schema.$ref &&
        schema.type !== 'integer' &&
        !/US dollars/.test(schema.description ?? '')
      )
        wrong.push(`${path}: ${schema.description ?? 'no description'}`);
      for (const [key, child] of Object.entries(schema.properties ?? {})) visit(key, child, `${path}.${key}`);
      if (schema.items) visit(name, schema.items, `${path}[]`);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) visit(name, schema, name);
    expect(wrong).toEqual([]);
    expect(JSON.stringify(doc)).not.toMatch(/\bcents\b/i);
  });

  it('types the profile to the end: cart, wishlist and orders are components, nothing is left open', () => {
    const profile = doc.components.schemas.Profile!;
    expect(profile.properties?.cart).toEqual({ $ref: '#/components/schemas/Cart' });
    expect(profile.properties?.wishList).toEqual({ $ref: '#/components/schemas/WishList' });
    expect(profile.properties?.orders?.items).toEqual({ $ref: '#/components/schemas/Order' });
    const open = Object.entries(profile.properties ?? {})
      .filter(([, s]) => Object.keys(s).length === 0)
      .map(([k]) => k);
    expect(open).toEqual([]);
  });
});
