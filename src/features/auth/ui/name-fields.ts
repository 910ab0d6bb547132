/** First and last name, each with its label and the autofill token browsers fill it from. */
export const NAME_FIELDS = [
  { key: 'firstName', label: 'auth.field.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'auth.field.lastName', autoComplete: 'family-name' },
] as const;
