import { OpenAPIHono } from '@hono/zod-openapi';
import { authMiddleware } from './http/auth.ts';
import { handleError } from './http/errors.ts';
import { securitySchemes } from './http/openapi-answers.ts';
import { messageLocale } from './http/locale.ts';
import { said, wordsOf } from './http/server-message.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { contactRoutes } from './routes/contact.ts';
import { googleSignInRoutes } from './routes/google-sign-in.ts';
import { contactInboxRoutes } from './routes/contact-inbox.ts';
import { healthRoutes } from './routes/health.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { discountRoutes } from './routes/discounts.ts';
import { mailsAdminRoutes } from './routes/mails-admin.ts';
import { ordersRoutes } from './routes/orders.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { ordersAdminRoutes } from './routes/orders-admin.ts';
import { paymentsWebhookRoutes } from './routes/payments-webhook.ts';
import { productsAdminRoutes } from './routes/products-admin.ts';
import { shippingRoutes } from './routes/shipping.ts';
import { stockAlertRoutes } from './routes/stock-alerts.ts';
import { usersRoutes } from './routes/users.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import type { Services } from './services.ts';
import { mediaLinks } from './http/media-links.ts';

/** The /api application: every route factory mounted under one base, one error handler, one OpenAPI document. */
export function createApi(services: Services) {
  const api = new OpenAPIHono();
  // Resolves c.get('user') for every route (session cookie, Bearer or Basic); see src/server/http/auth.ts.
  api.use('*', authMiddleware(services));
  api.use('*', mediaLinks(services.config.mediaPublicUrl));
  api.route('/', healthRoutes(services));
  api.route('/', newsletterRoutes(services));
  api.route('/', contactRoutes(services));
  api.route('/', shippingRoutes(services));
  api.route('/', catalogRoutes(services));
  api.route('/', productsAdminRoutes(services));
  api.route('/', ordersAdminRoutes(services));
  api.route('/', usersRoutes(services));
  api.route('/', googleSignInRoutes(services));
  api.route('/', cartRoutes(services));
  api.route('/', wishlistRoutes(services));
  api.route('/', checkoutRoutes(services));
  api.route('/', paymentsWebhookRoutes(services));
  api.route('/', ordersRoutes(services));
  api.route('/', mailsAdminRoutes(services));
  api.route('/', dashboardRoutes(services));
  api.route('/', stockAlertRoutes(services));
  api.route('/', contactInboxRoutes(services));
  api.route('/', discountRoutes(services));

  for (const [name, scheme] of Object.entries(securitySchemes))
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  api.doc('/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'Old City Gifts API',
      version: '1.0.0',
      description:
        'Catalog, accounts, cart, checkout, orders, refunds and PayPal notifications. Money is US dollars (2 decimals), weights grams.',
    },
    servers: [{ url: new URL('/api', services.config.publicSiteUrl).href, description: 'This shop' }],
  });
  api.notFound((c) =>
    c.json(
      { message: wordsOf(said('api.noRoute', { method: c.req.method, path: c.req.path }), messageLocale(c)) },
      404,
    ),
  );
  api.onError(handleError);
  return api;
}
