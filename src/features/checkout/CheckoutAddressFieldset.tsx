import { useId, useMemo } from 'react';
import { countryLabel, countryOptions } from '../../lib/i18n/countries.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import type { AddressDraft, AddressField } from './address-form.ts';
import { CheckoutAddressField } from './CheckoutAddressField.tsx';

interface Props {
  draft: AddressDraft;
  onChange: (field: AddressField, value: string) => void;
  countries: readonly string[];
  /** Message keys per field with a problem; shown once the shopper has tried to proceed. */
  problems: Partial<Record<AddressField, string>>;
  showProblems: boolean;
}

const FIELD_INPUTS = {
  fullName: { autoComplete: 'name' },
  street: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1', optional: true },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/** The shipping address at checkout: six text fields and the country, chosen from the shop's list. */
export function CheckoutAddressFieldset({ draft, onChange, countries, problems, showProblems }: Props) {
  const t = useT();
  const locale = useLocale();
  const formId = useId();
  const options = useMemo(() => countryOptions(countries, (c) => countryLabel(t, c), locale), [countries, t, locale]);
  const message = (field: AddressField) => (showProblems && problems[field] ? t(problems[field]!) : '');
  const field = (name: keyof typeof FIELD_INPUTS) => (
    <CheckoutAddressField
      id={`${formId}-${name}`}
      name={name}
      label={t(`checkout.${name}`)}
      value={draft[name]}
      onChange={(value) => onChange(name, value)}
      message={message(name)}
      {...FIELD_INPUTS[name]}
    />
  );
  const countryProblem = message('country');

  return (
    <fieldset className="checkout__address">
      <legend>{t('checkout.address')}</legend>
      {field('fullName')}
      {field('street')}
      {field('city')}
      {field('state')}
      {field('zipCode')}
      <div className="field">
        <label htmlFor={`${formId}-country`}>{t('checkout.country')}</label>
        <select
          id={`${formId}-country`}
          name="country"
          className="input"
          value={draft.country}
          onChange={(e) => onChange('country', e.target.value)}
          required
          aria-invalid={countryProblem ? true : undefined}
          aria-describedby={countryProblem ? `${formId}-country-error` : undefined}
        >
          <option value="">{t('checkout.chooseCountry')}</option>
          {options.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <p id={`${formId}-country-error`} className="field-error">
          {countryProblem}
        </p>
      </div>
      {field('phone')}
    </fieldset>
  );
}
