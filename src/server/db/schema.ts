import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { Locale } from '../../lib/i18n/locales.ts';

/** The whole schema. Money is integer cents, weights are grams, times are timestamptz. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------- catalog ----------

export const categories = pgTable('categories', {
  route: text('route').primaryKey(),
  title: text('title').notNull(),
  image: text('image'),
  position: integer('position').notNull(),
});

/** Sub-category routes repeat across categories ('magnets', 'keychains'), so the key is the pair. */
export const subCategories = pgTable(
  'sub_categories',
  {
    categoryRoute: text('category_route')
      .notNull()
      .references(() => categories.route, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryRoute, t.route] })],
);

/** A product still in the shop: the predicate of the catalog's partial indexes. */
const live = (t: { deletedAt: AnyPgColumn }) => sql`${t.deletedAt} is null`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * lower(name), kept by the database: name search is `name_lower LIKE lower(text)`, which is ILIKE's meaning
     * (PostgreSQL's ILIKE lowers both sides) without lowering every row on every search. Migration 0001 adds a
     * trigram index on it where the pg_trgm extension is available.
     */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    description: text('description').notNull().default(''),
    /** How to look after it, in English ('' when it needs no care note). */
    care: text('care').notNull().default(''),
    /**
     * Armenian and Russian texts: null where the owner has not written them yet, and the shop shows the English
     * one there. Their names are searched like the English one (lowered by the database, trigram index of 0005).
     */
    nameHy: text('name_hy'),
    nameHyLower: text('name_hy_lower').generatedAlwaysAs(sql`lower(name_hy)`),
    nameRu: text('name_ru'),
    nameRuLower: text('name_ru_lower').generatedAlwaysAs(sql`lower(name_ru)`),
    descriptionHy: text('description_hy'),
    descriptionRu: text('description_ru'),
    careHy: text('care_hy'),
    careRu: text('care_ru'),
    priceCents: integer('price_cents').notNull(),
    weightGrams: integer('weight_grams').notNull().default(0),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    color: text('color'),
    material: text('material'),
    sku: text('sku'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Products in past orders are never removed; a deleted product only disappears from the shop. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_weight_non_negative', sql`${t.weightGrams} >= 0`),
    // The shop's sort orders, on products still in the shop (the searches' WHERE implies the predicate), each
    // ending on the id as every sort does: a page walks one index and stops at its LIMIT, and a category's count
    // is an index-only scan where the table's pages are all-visible (see the PGlite vacuum in db/client.ts).
    index('products_live_created_idx').on(t.createdAt, t.id).where(live(t)),
    index('products_live_price_idx').on(t.priceCents, t.id).where(live(t)),
    index('products_live_category_created_idx').on(t.category, t.createdAt, t.id).where(live(t)),
    index('products_live_category_price_idx').on(t.category, t.priceCents, t.id).where(live(t)),
    index('products_live_sub_category_idx').on(t.category, t.subCategory, t.createdAt, t.id).where(live(t)),
    // Name sort in each language: byte order of the name shown (the translation where written, else English).
    // English on lower(name), not the stored column: an index holding name_lower itself would tempt the planner to
    // count name matches by scanning it whole instead of asking the trigram index.
    index('products_live_name_idx').on(sql`lower(${t.name}) collate "C"`, t.id).where(live(t)),
    index('products_live_name_hy_idx')
      .on(sql`coalesce(nullif(${t.nameHyLower}, ''), ${t.nameLower}) collate "C"`, t.id)
      .where(live(t)),
    index('products_live_name_ru_idx')
      .on(sql`coalesce(nullif(${t.nameRuLower}, ''), ${t.nameLower}) collate "C"`, t.id)
      .where(live(t)),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_sizes_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

// ---------- identity ----------

export type Role = 'USER' | 'MODERATOR' | 'ADMINISTRATOR';

export interface Address {
  fullName: string;
  street: string;
  city: string;
  state?: string;
  zipCode: string;
  country: string;
  phone: string;
}

/** Never the card number or CVV: only what a receipt may show. */
export interface StoredPaymentMethod {
  cardType: 'American Express' | 'Visa' | 'MasterCard' | 'Discover';
  cardName: string;
  last4: string;
  /** YYYY-MM */
  expiry: string;
}

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The e-mail address, lower-cased. */
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  roles: jsonb('roles').$type<Role[]>().notNull().default(sql`'["USER"]'::jsonb`),
  address: jsonb('address').$type<Address>(),
  paymentMethod: jsonb('payment_method').$type<StoredPaymentMethod>(),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The language of the pages the customer last registered, signed in or checked out on: their mails' language. */
  locale: text('locale').$type<Locale>().notNull().default('en'),
});

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** One row per failed login, keyed by 'login:<email>' or 'ip:<address>'; counted over a sliding window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_key_time_idx').on(t.key, t.createdAt)],
);

// ---------- shopping ----------

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size] }),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export type OrderStatus = 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Refunded';

export const orders = pgTable(
  'orders',
  {
    /** At least 128 random bits, base64url: the invoice opens without a login. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('Pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    weightGrams: integer('weight_grams').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    paymentProvider: text('payment_provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerCaptureId: text('provider_capture_id'),
    /** What the completed capture took; refunds never exceed it. Null when no payment went through the provider. */
    capturedCents: integer('captured_cents'),
    payerGivenName: text('payer_given_name'),
    /** The language of the checkout page: the order's mails are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Unpaid orders release their stock after this time. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true, mode: 'date' }),
    /** Set when reserved stock went back to the shelf (expiry or cancellation), so it is returned only once. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Set while our capture call to PayPal is under way, so the order cannot be cancelled under a payment. */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true, mode: 'date' }),
    /** Counts payment windows: a reopened payment gets a new PayPal order, created with its own request id. */
    paymentAttempt: integer('payment_attempt').notNull().default(1),
    /** The discount code the order was placed with (as the owner wrote it), and what it took off the goods. */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.paymentDueAt),
    // The dashboard's sales window.
    index('orders_paid_idx').on(t.paidAt),
    // PayPal's notifications name its own order or capture id.
    index('orders_provider_order_idx').on(t.providerOrderId),
    index('orders_provider_capture_idx').on(t.providerCaptureId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    /** The product's name when it was ordered: English, and Armenian and Russian where they were written then. */
    name: text('name').notNull(),
    nameHy: text('name_hy'),
    nameRu: text('name_ru'),
    imageUrl: text('image_url'),
    material: text('material'),
    color: text('color'),
    category: text('category'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount (unit price × quantity less this is what the line cost). */
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_non_negative', sql`${t.unitPriceCents} >= 0`),
    check('order_items_discount_in_range', sql`${t.discountCents} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export type RefundStatus = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** What a refund does to the order once the money moved (services/refunds/purpose.ts). */
export type RefundPurpose =
  | { kind: 'partial' }
  | { kind: 'status'; to: 'Cancelled' | 'Refunded'; note: string | null }
  | { kind: 'edit'; itemId: number; quantity: number; unitPriceCents: number; stockTaken: number };

/**
 * Money sent back through the payment provider. A row is written (REQUESTED, with its PayPal-Request-Id) before the
 * provider is asked, so a retry repeats the same request and never refunds twice; at most one is unanswered per order.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    requestId: text('request_id').notNull(),
    /** 'shop' when asked for here; 'provider' when made in PayPal's dashboard and learnt from its notification. */
    origin: text('origin').$type<'shop' | 'provider'>().notNull(),
    purpose: jsonb('purpose').$type<RefundPurpose>(),
    /** The provider's reason for a refusal or a pending refund, in its words. */
    reason: text('reason'),
    actorUserId: integer('actor_user_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    // The dashboard's sales window (refunds count on the day they were made).
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_request_idx').on(t.requestId),
    uniqueIndex('refunds_provider_refund_idx').on(t.providerRefundId),
    uniqueIndex('refunds_one_unanswered_idx').on(t.orderId).where(sql`${t.status} = 'REQUESTED'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Every provider notification applied, by the provider's event id: a replay finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type DiscountKind = 'percent' | 'fixed';

/**
 * A discount code the owner made: `value` is a percentage (1…100) for 'percent' and cents off for 'fixed'. Limits
 * are optional (null: none); `categories` empty means every category. `code` is stored upper-case.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    value: integer('value').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    categories: jsonb('categories').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check('discount_codes_value_positive', sql`${t.value} > 0`),
    check('discount_codes_percent_at_most_100', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
  ],
);

/**
 * One use of a code, held by the order placed with it. Like the order's stock, the use is given back
 * (`released_at`) when the unpaid order expires or is cancelled, and taken again when its payment is reopened.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_idx').on(t.orderId),
    index('discount_redemptions_code_user_idx').on(t.codeId, t.userId),
  ],
);

// ---------- store front ----------

/**
 * Double opt-in: an address counts once its owner followed the confirmation link (`confirmed_at`). `token` is the
 * random secret of that link and of the one-click unsubscribe link in every newsletter mail.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    token: text('token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_token_idx').on(t.token)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** The language of the page the visitor wrote from, so the shop can answer in it. */
  locale: text('locale').$type<Locale>().notNull().default('en'),
  createdAt: createdAt(),
  /** When an administrator first opened it in the inbox, and when one marked it answered. */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
});

/**
 * "E-mail me when it's back": one open request per (product, size, address). The owner's restock of that size
 * writes the mail and closes the request (`notified_at`) in one transaction, so a restock mails each address once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The language of the page it was asked on: the mail's language. */
    locale: text('locale').$type<Locale>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('stock_alerts_open_idx').on(t.productId, t.size, t.email).where(sql`${t.notifiedAt} is null`)],
);

// ---------- mail ----------

export type MailStatus = 'waiting' | 'sent' | 'failed';

/**
 * Every mail the shop sends, written in the same transaction as the change that causes it and delivered by the
 * sender (mail/sender.ts). The row keeps the rendered mail, so a retry sends exactly what was written.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the mail is about: 'order-confirmed', 'password-reset', … (mail/kinds.ts). */
    kind: text('kind').notNull(),
    /** The thing it is about (an order id, a contact message number), for the administrator's list. */
    reference: text('reference'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    locale: text('locale').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** A fixed Message-ID, so a mail delivered twice (a crash between the server's OK and our bookkeeping) is one mail to the reader. */
    messageId: text('message_id').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('waiting'),
    /** Delivery attempts so far, counted when an attempt starts. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A sender that claimed the row owns it until then; after a crash another sender takes it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** A mail not worth sending after this (a one-hour reset link); its body is erased once sent or expired. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** Extra headers the mail carries (a newsletter's List-Unsubscribe pair). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'waiting'`),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_reference_idx').on(t.reference),
  ],
);

/** A small key-value table for facts the process must remember, such as when the catalog last changed. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
