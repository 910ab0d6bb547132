import { createRoute, z } from '@hono/zod-openapi';
import { parseCartItemId } from '../../lib/cart/cart-item-id.ts';
import { CartLineInputSchema, CartLineRefSchema } from '../../lib/api/cart.ts';
import { requireOwner } from '../http/auth.ts';
import { badRequest, said } from '../http/errors.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, loginParam, profileAnswer, shoppingRefusals } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import type { Services } from '../services.ts';
import { addToCart, removeFromCart, stepCartQuantity, type CartLineKey } from '../services/cart/cart.ts';
import { buildProfile } from '../services/users/profile.ts';
import { messageLocale } from '../http/locale.ts';

/**
 * The cart: each call answers the whole profile. Only the owner may touch it (401 signed out, 403 anyone else,
 * administrators included: a cart is personal).
 */

const addRoute = createRoute({
  method: 'put',
  path: '/users/{login}/cartList',
  operationId: 'addCartLine',
  security: anySignIn,
  tags: ['cart'],
  summary: 'Add a product in a size to the cart (an existing line grows)',
  request: {
    params: z.object({ login: loginParam }),
    body: { required: true, content: { 'application/json': { schema: CartLineInputSchema } } },
  },
  responses: { 200: profileAnswer, ...shoppingRefusals },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/users/{login}/cartList',
  operationId: 'removeCartLine',
  security: anySignIn,
  tags: ['cart'],
  summary: 'Remove a line from the cart',
  request: {
    params: z.object({ login: loginParam }),
    body: { required: true, content: { 'application/json': { schema: CartLineRefSchema } } },
  },
  responses: { 200: profileAnswer, ...shoppingRefusals },
});

const stepRoute = createRoute({
  method: 'put',
  path: '/users/{login}/cartList/{cartItemId}/update/{isAdd}',
  operationId: 'stepCartLine',
  security: anySignIn,
  tags: ['cart'],
  summary: 'One more (isAdd=true) or one fewer (false) of a cart line, within 1 and the stock of its size',
  description:
    'cartItemId is the product id and the size joined by a hyphen (e.g. `12-7.5`, `40-XXL`), URL-encoded as one path segment.',
  request: {
    params: z.object({
      login: loginParam,
      cartItemId: z
        .string()
        .min(3)
        .max(100)
        .openapi({ param: { name: 'cartItemId', in: 'path' }, example: '12-7.5' }),
      isAdd: z.enum(['true', 'false']).openapi({ param: { name: 'isAdd', in: 'path' } }),
    }),
  },
  responses: { 200: profileAnswer, ...shoppingRefusals },
});

function lineKey(body: {
  cartItemId?: string;
  productId?: number;
  product?: { id: number };
  selectedSize?: string;
}): CartLineKey {
  const productId = body.productId ?? body.product?.id;
  if (productId !== undefined && body.selectedSize) return { productId, size: body.selectedSize };
  if (body.cartItemId) {
    const parsed = parseCartItemId(body.cartItemId);
    if (parsed) return parsed;
    throw badRequest(said('api.cartItemIdFormat'));
  }
  throw badRequest(said('api.fieldRequired', { field: productId === undefined ? 'productId' : 'selectedSize' }));
}

export function cartRoutes(services: Services) {
  const router = createRouter();
  router.use('/users/*', noStore);
  return router
    .openapi(addRoute, async (c) => {
      const me = requireOwner(c, c.req.valid('param').login);
      const body = c.req.valid('json');
      const key = lineKey(body);
      await addToCart(services, me.id, key, body.quantity);
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    })
    .openapi(removeRoute, async (c) => {
      const me = requireOwner(c, c.req.valid('param').login);
      await removeFromCart(services, me.id, lineKey(c.req.valid('json')));
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    })
    .openapi(stepRoute, async (c) => {
      const { login, cartItemId, isAdd } = c.req.valid('param');
      const me = requireOwner(c, login);
      const key = parseCartItemId(cartItemId);
      if (!key) throw badRequest(said('api.cartItemIdFormat'));
      await stepCartQuantity(services, me.id, key, isAdd === 'true');
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    });
}
