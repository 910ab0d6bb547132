/** The billing address form's fields, in the order they are shown, and what the browser may fill in each. */
export const ADDRESS_FIELDS = ['fullName', 'street', 'city', 'state', 'zipCode', 'country', 'phone'] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressFieldName, string>;

export const ADDRESS_AUTOCOMPLETE: Record<AddressFieldName, string> = {
  fullName: 'name',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};

export const emptyAddress = (): AddressValues => ({
  fullName: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  phone: '',
});

/** Which message (a dictionary key) a field's problem gets: empty is "required" (state may stay empty). */
export function addressFieldMessage(field: AddressFieldName, value: string): string {
  if (field !== 'state' && !value.trim()) return 'account.validation.required';
  if (field === 'zipCode') return 'account.address.zipDigits';
  if (field === 'phone') return 'account.address.phoneInvalid';
  if (field === 'country') return 'account.address.chooseCountry';
  return 'account.validation.required';
}
