import type { Content } from '../lib/content/types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './log/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { SiteControl } from './site/control.ts';
import type { MediaStorage } from './storage/media-storage.ts';

/**
 * What the API needs from the outside world, built once at start (or per test) and handed to every route factory.
 * Later issues add their services here (mailer, payments, storage, catalog rebuild).
 */
export interface Services {
  config: Config;
  database: Database;
  /** Validated content/*.json: categories, colours, materials, sizes, countries, shipping rates, shop info. */
  content: Content;
  /** PayPal, or the labelled test-payment mode without credentials: `paymentProviderFor(config)` (payments/select.ts). */
  payments: PaymentProvider;
  /**
   * How mail leaves: SMTP with SMTP_URL, else .eml files in $DATA_DIR/outbox (mail/mailer.ts). Only the outbox's
   * sender uses it; code that causes a mail writes it with `enqueueMail(tx, services, …)` (mail/outbox.ts).
   */
  mailer: Mailer;
  /** Uploaded images; unset means the local folder $DATA_DIR/media: `mediaStorageFor(services)` (storage/default-storage.ts). */
  mediaStorage?: MediaStorage;
  /**
   * The static site, when this process serves one (unset in API tests). After a catalog write has committed, call
   * `services.site?.requestRebuild('product 12 updated')`: debounced background rebuild and atomic swap.
   */
  site?: SiteControl;
  /** The shop's logger; each area logs through a child: `services.log.child({ name: 'orders' })`. */
  log: Logger;
  /** Injected so tests can move time (session expiry, reset tokens, unpaid orders). */
  now: () => Date;
}
