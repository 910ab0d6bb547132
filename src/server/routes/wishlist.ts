import { createRoute, z } from '@hono/zod-openapi';
import { requireOwner } from '../http/auth.ts';
import { noStore } from '../http/no-store.ts';
import { anySignIn, loginParam, profileAnswer, shoppingRefusals } from '../http/openapi-answers.ts';
import { createRouter } from '../http/openapi-router.ts';
import type { Services } from '../services.ts';
import { buildProfile } from '../services/users/profile.ts';
import { addToWishList, removeFromWishList } from '../services/wishlist/wishlist.ts';
import { messageLocale } from '../http/locale.ts';

/** The wishlist: PUT saves, DELETE removes; both answer the profile. Owner only, like the cart. */

const productParam = z.coerce
  .number()
  .int()
  .positive()
  .openapi({ param: { name: 'productId', in: 'path' }, example: 12 });

const wishRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/users/{login}/wishList/{productId}',
    operationId: method === 'put' ? 'addWish' : 'removeWish',
    security: anySignIn,
    tags: ['wishlist'],
    summary: method === 'put' ? 'Save a product to the wishlist' : 'Remove a product from the wishlist',
    request: { params: z.object({ login: loginParam, productId: productParam }) },
    responses: { 200: profileAnswer, ...shoppingRefusals },
  });

export function wishlistRoutes(services: Services) {
  const router = createRouter();
  router.use('/users/*', noStore);
  return router
    .openapi(wishRoute('put'), async (c) => {
      const { login, productId } = c.req.valid('param');
      const me = requireOwner(c, login);
      await addToWishList(services, me.id, productId);
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    })
    .openapi(wishRoute('delete'), async (c) => {
      const { login, productId } = c.req.valid('param');
      const me = requireOwner(c, login);
      await removeFromWishList(services, me.id, productId);
      return c.json(await buildProfile(services, me.id, messageLocale(c)), 200);
    });
}
