import { dictionaries } from '../../lib/i18n/t.ts';
import { ADDRESS_MESSAGES } from '../../lib/account/address.ts';
import { SEARCH_DATE_MESSAGE } from '../../lib/api/search.ts';
import { CHECKOUT_ITEM_MESSAGES } from '../../lib/checkout/request.ts';
import { ORDER_ITEM_MESSAGES } from '../../lib/orders/item-edit.ts';
import { REFUND_MESSAGES } from '../../lib/orders/refunds.ts';
import { PRODUCT_INPUT_MESSAGES } from '../../lib/products/product-input.ts';
import { said, wordsFromDictionary, type ServerMessage, type ServerMessageKey } from './server-message.ts';

/**
 * A zod issue as a sentence in the request's language that names the field in words ("Էլ. փոստ. պարտադիր է։"),
 * instead of zod's English with the field's path. The rules shared with the browser keep their English sentences
 * (the spec's texts, which the admin screens translate by the same keys); here each has its dictionary key.
 * A schema written for the server alone may give an `api.` key as its message.
 */

/** The part of a zod issue the message needs (zod v4's issue shapes). */
export interface ValidationIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number;
}

/** The shared rules' sentences, each with its key; a new sentence without one fails the typecheck. */
const PRODUCT_KEYS: Record<keyof typeof PRODUCT_INPUT_MESSAGES, ServerMessageKey> = {
  required: 'api.productRequiredFields',
  sizeRowsCreate: 'api.productSizeRowsCreate',
  sizeRowsEdit: 'api.productSizeRowsEdit',
  noSizeRows: 'api.productNoSizeRows',
  duplicateSize: 'api.productDuplicateSize',
  unknownCategory: 'api.productUnknownCategory',
  subCategoryMismatch: 'api.productSubCategoryMismatch',
  unknownColor: 'api.productUnknownColor',
  unknownMaterial: 'api.productUnknownMaterial',
  priceCents: 'api.productPriceCents',
  imageUrl: 'api.productImageUrl',
};
const ORDER_ITEM_KEYS: Record<keyof typeof ORDER_ITEM_MESSAGES, ServerMessageKey> = {
  quantity: 'api.itemQuantityMin',
  unitPrice: 'api.itemUnitPriceMin',
  unitPriceStep: 'api.itemUnitPriceStep',
};
const REFUND_KEYS: Record<keyof typeof REFUND_MESSAGES, ServerMessageKey> = {
  positive: 'api.refundAmountPositive',
  step: 'api.refundAmountStep',
};
const CHECKOUT_ITEM_KEYS: Record<keyof typeof CHECKOUT_ITEM_MESSAGES, ServerMessageKey> = {
  paymentMethod: 'api.paymentMethodPayPal',
  quantity: 'api.quantityAtLeastOne',
  noItems: 'api.orderHasNoItems',
};

const ADDRESS_KEYS: Record<keyof typeof ADDRESS_MESSAGES, ServerMessageKey> = {
  required: 'api.fieldRequired',
  zipDigits: 'api.fieldDigitsOnly',
  country: 'api.fieldCountryFromList',
  phone: 'api.fieldPhone',
};

const RULE_KEYS = new Map<string, ServerMessageKey>([
  ...(
    [
      [PRODUCT_INPUT_MESSAGES, PRODUCT_KEYS],
      [ORDER_ITEM_MESSAGES, ORDER_ITEM_KEYS],
      [REFUND_MESSAGES, REFUND_KEYS],
      [CHECKOUT_ITEM_MESSAGES, CHECKOUT_ITEM_KEYS],
      [ADDRESS_MESSAGES, ADDRESS_KEYS],
    ] as Array<[Record<string, string>, Record<string, ServerMessageKey>]>
  ).flatMap(([texts, keys]) => Object.entries(texts).map(([name, text]) => [text, keys[name]!] as const)),
  [SEARCH_DATE_MESSAGE, 'api.fieldIsoDate'],
]);

/** Whether the dictionaries hold a message under `key` (plural ones by their base). */
const isMessageKey = (key: string) => key in dictionaries.en || `${key}_other` in dictionaries.en;

/** The field an issue is about: its last named step (`orderItems.0.quantity` → `quantity`). */
export function issueField(path: readonly PropertyKey[]): string | null {
  const named = path.filter((step): step is string => typeof step === 'string');
  return named.at(-1) ?? null;
}

/** A request field's name in words in every language (`apiField.` keys); an unknown one as it is written. */
export function fieldWords(field: string) {
  const key = `apiField.${field}`;
  return key in dictionaries.en ? wordsFromDictionary(key) : { en: field, hy: field, ru: field };
}

const asNumber = (value: number | bigint | undefined) => Number(value ?? 0);

/** One issue as a message for a person. */
export function issueMessage(issue: ValidationIssue): ServerMessage {
  const name = issueField(issue.path);
  const field = fieldWords(name ?? '');
  const count = asNumber(issue.maximum ?? issue.minimum);
  // A rule's own sentence (shared with the browser), or a key a server schema gave as its message.
  const rule = RULE_KEYS.get(issue.message);
  if (rule) return said(rule, { field, count });
  if (issue.message.startsWith('api.') && isMessageKey(issue.message)) {
    return said(issue.message as ServerMessageKey, { field, count });
  }
  if (issue.code === 'unrecognized_keys') return said('api.fieldUnknown', { keys: (issue.keys ?? []).join(', ') });
  if (name === null) return said('api.invalidRequest');
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return said('api.fieldRequired', { field });
      if (issue.expected === 'number' || issue.expected === 'int') return said('api.fieldNotNumber', { field });
      // A list where one text belongs: a JSON array, or a query parameter given twice (?q=a&q=b).
      if (issue.expected === 'string' && /received array$/.test(issue.message))
        return said('api.fieldOneText', { field });
      if (issue.expected === 'string') return said('api.fieldNotText', { field });
      if (issue.expected === 'array') return said('api.fieldNotList', { field });
      return said('api.fieldInvalid', { field });
    case 'too_small': {
      const count = asNumber(issue.minimum);
      if (issue.origin === 'string') return said('api.fieldTooShort', { field, count });
      if (issue.origin === 'array' || issue.origin === 'set') return said('api.fieldTooFew', { field, count });
      return said(issue.inclusive === false ? 'api.fieldNotAbove' : 'api.fieldTooLow', { field, limit: count });
    }
    case 'too_big': {
      const count = asNumber(issue.maximum);
      if (issue.origin === 'string') return said('api.fieldTooLong', { field, count });
      if (issue.origin === 'array' || issue.origin === 'set') return said('api.fieldTooMany', { field, count });
      return said(issue.inclusive === false ? 'api.fieldNotBelow' : 'api.fieldTooHigh', { field, limit: count });
    }
    case 'invalid_format':
      return said(issue.format === 'email' ? 'api.fieldNotEmail' : 'api.fieldBadFormat', { field });
    case 'invalid_value':
      return said('api.fieldNotOneOf', { field, values: (issue.values ?? []).map(String).join(', ') });
    case 'not_multiple_of':
      return said('api.fieldNotMultiple', { field, step: issue.divisor ?? 1 });
    default:
      return said('api.fieldInvalid', { field });
  }
}

/** The first issue of a failed validation, which is the one a person fixes first. */
export function issuesMessage(issues: readonly ValidationIssue[] | undefined): ServerMessage {
  const first = issues?.[0];
  return first ? issueMessage(first) : said('api.invalidRequest');
}

/** The issues of a zod error (or anything holding them) as one message. */
export function validationMessage(error: unknown): ServerMessage {
  return issuesMessage((error as { issues?: ValidationIssue[] } | undefined)?.issues);
}
