import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { parseCartItemId } from '../../lib/cart/cart-item-id.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { createRouter } from '../http/openapi-router.ts';
import { sameLogin } from '../security/roles.ts';
import type { Services } from '../services.ts';
import { addToCart, removeFromCart, stepCartQuantity, type CartLineKey } from '../services/cart/cart.ts';
import { registerShoppingProfile } from '../services/cart/profile-part.ts';
import { buildProfile } from '../services/users/profile.ts';

/**
 * The cart (SPEC §7): each call answers the whole profile. Only the owner may touch them (401 signed
 * out, 403 anyone else, administrators included: a cart is personal).
 */

export const ErrorSchema = z.object({ message: z.string() });
export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });
export const ProfileAnswer = {
  description: 'The profile, with cart {items, totalPrice, totalWeight, count, shippingPrice}, cartList, wishList and orders',
  content: { 'application/json': { schema: z.object({ login: z.string() }).passthrough().openapi({ description: 'Profile' }) } },
};
export const refusals = {
  400: errorResponse('Invalid input (names the field)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not your cart'),
  404: errorResponse('No such product, size or cart line'),
  409: errorResponse('More than the stock of that size'),
};

export const loginParam = z.string().trim().min(1).max(254).openapi({ param: { name: 'login', in: 'path' }, example: 'ani@example.com' });
const size = z.string().trim().min(1).max(60);

/** PUT body: the new line. The old client sent the whole cart item, so `product.id` is read too. */
const AddLineSchema = z
  .object({
    productId: z.coerce.number().int().positive().optional(),
    product: z.object({ id: z.coerce.number().int().positive() }).passthrough().optional(),
    selectedSize: size,
    quantity: z.number().int().min(1, 'Quantity must be at least 1.').max(999).default(1),
  })
  .openapi('CartLineInput');

/** DELETE body: the cart item, by cartItemId or by product and size. */
const RemoveLineSchema = z
  .object({
    cartItemId: z.string().max(100).optional(),
    productId: z.coerce.number().int().positive().optional(),
    product: z.object({ id: z.coerce.number().int().positive() }).passthrough().optional(),
    selectedSize: size.optional(),
  })
  .passthrough()
  .openapi('CartLineRef');

const addRoute = createRoute({
  method: 'put',
  path: '/users/{login}/cartList',
  tags: ['cart'],
  summary: 'Add a product in a size to the cart (an existing line grows)',
  request: { params: z.object({ login: loginParam }), body: { required: true, content: { 'application/json': { schema: AddLineSchema } } } },
  responses: { 200: ProfileAnswer, ...refusals },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/users/{login}/cartList',
  tags: ['cart'],
  summary: 'Remove a line from the cart',
  request: { params: z.object({ login: loginParam }), body: { required: true, content: { 'application/json': { schema: RemoveLineSchema } } } },
  responses: { 200: ProfileAnswer, ...refusals },
});

const stepRoute = createRoute({
  method: 'put',
  path: '/users/{login}/cartList/{cartItemId}/update/{isAdd}',
  tags: ['cart'],
  summary: 'One more (isAdd=true) or one fewer (false) of a cart line, within 1 and the stock of its size',
  description: 'cartItemId is `${productId}-${size}` (e.g. `12-7.5`, `40-XXL`), URL-encoded as one path segment.',
  request: {
    params: z.object({
      login: loginParam,
      cartItemId: z.string().min(3).max(100).openapi({ param: { name: 'cartItemId', in: 'path' }, example: '12-7.5' }),
      isAdd: z.enum(['true', 'false']).openapi({ param: { name: 'isAdd', in: 'path' } }),
    }),
  },
  responses: { 200: ProfileAnswer, ...refusals },
});

export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** The caller, if `login` is theirs. */
export function requireOwner(c: Context, login: string) {
  const me = requireUser(c);
  if (!sameLogin(me.login, login)) throw forbidden('You can only change your own cart and wishlist.');
  return me;
}

function lineKey(body: { cartItemId?: string; productId?: number; product?: { id: number }; selectedSize?: string }): CartLineKey {
  const productId = body.productId ?? body.product?.id;
  if (productId !== undefined && body.selectedSize) return { productId, size: body.selectedSize };
  if (body.cartItemId) {
    const parsed = parseCartItemId(body.cartItemId);
    if (parsed) return parsed;
    throw badRequest('cartItemId: expected `<productId>-<size>`, e.g. 12-7.5.');
  }
  throw badRequest(productId === undefined ? 'productId: Required.' : 'selectedSize: Required.');
}

export function cartRoutes(services: Services) {
  registerShoppingProfile();
  const router = createRouter();
  router.use('/users/*', noStore);
  return router
    .openapi(addRoute, async (c) => {
      const me = requireOwner(c, c.req.valid('param').login);
      const body = c.req.valid('json');
      const key = lineKey(body);
      await addToCart(services, me.id, key, body.quantity);
      return c.json(await buildProfile(services, me.id), 200);
    })
    .openapi(removeRoute, async (c) => {
      const me = requireOwner(c, c.req.valid('param').login);
      await removeFromCart(services, me.id, lineKey(c.req.valid('json')));
      return c.json(await buildProfile(services, me.id), 200);
    })
    .openapi(stepRoute, async (c) => {
      const { login, cartItemId, isAdd } = c.req.valid('param');
      const me = requireOwner(c, login);
      const key = parseCartItemId(cartItemId);
      if (!key) throw badRequest('cartItemId: expected `<productId>-<size>`, e.g. 12-7.5.');
      await stepCartQuantity(services, me.id, key, isAdd === 'true');
      return c.json(await buildProfile(services, me.id), 200);
    });
}
