import { useMemo, useState, type FormEvent } from 'react';
import { addressSchema, type AddressInput } from '../../lib/account/address.ts';
import { countryLabel, countryOptions } from '../../lib/i18n/countries.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { saveAddress } from '../auth/actions.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import {
  ADDRESS_AUTOCOMPLETE,
  ADDRESS_FIELDS,
  type AddressFieldName,
  type AddressValues,
  addressFieldMessage,
  emptyAddress,
} from './address-fields.ts';
import { FormButtons } from './FormButtons.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useFormRequest } from '../auth/ui/use-form-request.ts';

interface Props {
  profile: Profile;
  countries: string[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Editing the billing address: the 7 fields, country from the shop's list, state optional, zip digits only. */
export function AddressForm({ profile, countries, onSaved, onCancel }: Props) {
  const t = useT();
  const locale = useLocale();
  const schema = useMemo(() => addressSchema(countries), [countries]);
  const options = useMemo(() => countryOptions(countries, (c) => countryLabel(t, c), locale), [countries, t, locale]);
  const address = profile.address;
  const [draft, setDraft] = useState<AddressValues>(() => ({
    ...emptyAddress(),
    ...(address ?? {}),
    state: address?.state ?? '',
  }));
  const [problems, setProblems] = useState<Partial<Record<AddressFieldName, string>>>({});
  const { busy, error, send } = useFormRequest();

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<AddressFieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as AddressFieldName;
        found[field] ??= addressFieldMessage(field, draft[field]);
      }
      setProblems(found);
      document.getElementById(`address-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setProblems({});
    if (await send(() => saveAddress(profile.login, parsed.data as AddressInput))) onSaved();
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy}>
      <FormAlert error={error} />
      <div className="account-form__grid">
        {ADDRESS_FIELDS.map((field) => {
          const id = `address-${field}`;
          const problem = problems[field];
          const common = {
            id,
            label: t(`account.address.${field}`),
            fieldClassName: `field${field === 'street' || field === 'fullName' ? ' account-form__wide' : ''}`,
            problem: problem ? t(problem) : '',
            name: field,
            autoComplete: ADDRESS_AUTOCOMPLETE[field],
            required: field !== 'state',
            value: draft[field],
          };
          const change = (value: string) => setDraft({ ...draft, [field]: value });
          return field === 'country' ? (
            <SelectField
              key={field}
              {...common}
              onChange={change}
              first={t('account.address.chooseCountry')}
              options={options}
            />
          ) : (
            <TextField
              key={field}
              {...common}
              onChange={(e) => change(e.target.value)}
              type={field === 'phone' ? 'tel' : 'text'}
              inputMode={field === 'zipCode' ? 'numeric' : field === 'phone' ? 'tel' : undefined}
              pattern={field === 'zipCode' ? '[0-9]*' : undefined}
            />
          );
        })}
      </div>
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
