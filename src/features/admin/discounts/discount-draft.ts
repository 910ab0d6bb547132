import type { DiscountCode, DiscountCodeInput } from '../../../lib/api/discount.ts';

/** The owner's discount code form as typed: text fields are strings, dates are days (YYYY-MM-DD, UTC). */
type TextField = Exclude<keyof DiscountCodeInput, 'categories' | 'active' | 'kind'>;
export type DiscountDraft = { [K in TextField]-?: string } & Pick<Required<DiscountCodeInput>, 'kind'> & {
    categories: string[];
    active: boolean;
  };

const DAY_MS = 86_400_000;
const day = (iso: string) => iso.slice(0, 10);

/** A new code's form, or an existing code's fields to edit. The last day shown is the day before the end. */
export function draftFrom(code?: DiscountCode): DiscountDraft {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? String(code.value) : '',
    minSubtotal: code?.minSubtotal === null || !code ? '' : String(code.minSubtotal),
    startsAt: code?.startsAt ? day(code.startsAt) : '',
    endsAt: code?.endsAt ? day(new Date(Date.parse(code.endsAt) - DAY_MS).toISOString()) : '',
    maxUses: code?.maxUses ? String(code.maxUses) : '',
    maxUsesPerCustomer: code?.maxUsesPerCustomer ? String(code.maxUsesPerCustomer) : '',
    categories: code?.categories ?? [],
    active: code?.active ?? true,
  };
}

const amount = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request body: a code works from the start of its first day to the end of its last (UTC). */
export function inputFrom(draft: DiscountDraft): DiscountCodeInput {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    value: Number(draft.value),
    minSubtotal: amount(draft.minSubtotal),
    startsAt: draft.startsAt ? `${draft.startsAt}T00:00:00.000Z` : null,
    endsAt: draft.endsAt ? new Date(Date.parse(`${draft.endsAt}T00:00:00.000Z`) + DAY_MS).toISOString() : null,
    maxUses: amount(draft.maxUses),
    maxUsesPerCustomer: amount(draft.maxUsesPerCustomer),
    categories: draft.categories,
    active: draft.active,
  };
}
