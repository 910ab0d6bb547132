import type { Translate } from '../../lib/i18n/react.tsx';
import { PRODUCT_INPUT_MESSAGES } from '../../lib/products/product-input.ts';

/** The product rules' messages (shared with the server), in the page's language. */
const messageKeys: Record<string, string> = {
  [PRODUCT_INPUT_MESSAGES.required]: 'admin.form.required',
  [PRODUCT_INPUT_MESSAGES.sizeRowsCreate]: 'admin.form.sizeRowsCreate',
  [PRODUCT_INPUT_MESSAGES.sizeRowsEdit]: 'admin.form.sizeRowsEdit',
  [PRODUCT_INPUT_MESSAGES.noSizeRows]: 'admin.form.noSizeRows',
  [PRODUCT_INPUT_MESSAGES.duplicateSize]: 'admin.form.duplicateSize',
  [PRODUCT_INPUT_MESSAGES.unknownCategory]: 'admin.form.unknownCategory',
  [PRODUCT_INPUT_MESSAGES.subCategoryMismatch]: 'admin.form.subCategoryMismatch',
  [PRODUCT_INPUT_MESSAGES.unknownColor]: 'admin.form.unknownColor',
  [PRODUCT_INPUT_MESSAGES.unknownMaterial]: 'admin.form.unknownMaterial',
  [PRODUCT_INPUT_MESSAGES.priceCents]: 'admin.form.priceCents',
  [PRODUCT_INPUT_MESSAGES.imageUrl]: 'admin.form.imageUrl',
};

/** A rule's message translated; any other message (from the server) as it came. */
export function translateProblem(t: Translate, message: string): string {
  const key = messageKeys[message];
  return key ? t(key) : message;
}
