import { useMemo, useState, type FormEvent } from 'react';
import { addressSchema, type AddressInput } from '../../lib/account/address.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { saveAddress } from '../auth/actions.ts';
import type { UiError } from '../auth/errors.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { SectionCard } from './SectionCard.tsx';

type Field = 'fullName' | 'street' | 'city' | 'state' | 'zipCode' | 'country' | 'phone';
const FIELDS: Field[] = ['fullName', 'street', 'city', 'state', 'zipCode', 'country', 'phone'];
const AUTOCOMPLETE: Record<Field, string> = {
  fullName: 'name',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};

const empty = (): Record<Field, string> => ({ fullName: '', street: '', city: '', state: '', zipCode: '', country: '', phone: '' });

/** Which message a field's problem gets (dictionary keys). */
function fieldMessage(field: Field, value: string): string {
  if (field !== 'state' && !value.trim()) return 'account.validation.required';
  if (field === 'zipCode') return 'account.address.zipDigits';
  if (field === 'phone') return 'account.address.phoneInvalid';
  if (field === 'country') return 'account.address.chooseCountry';
  return 'account.validation.required';
}

/** Billing Address: the 7 fields, country from the shop's list, state optional, zip digits only. */
export function AddressSection({ profile, countries }: { profile: Profile; countries: string[] }) {
  const t = useT();
  const schema = useMemo(() => addressSchema(countries), [countries]);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<Field, string>>(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UiError | null>(null);
  const [notice, setNotice] = useState(false);
  const address = profile.address;

  function open() {
    setDraft({ ...empty(), ...(address ?? {}), state: address?.state ?? '' });
    setProblems({});
    setError(null);
    setNotice(false);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= fieldMessage(field, draft[field]);
      }
      setProblems(found);
      document.getElementById(`address-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    const answer = await saveAddress(profile.login, parsed.data as AddressInput);
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    setEditing(false);
    setNotice(true);
  }

  const actions = !editing ? (
    <button type="button" className="btn btn--ghost" onClick={open}>
      {address ? t('account.edit') : t('account.address.add')}
    </button>
  ) : null;

  return (
    <SectionCard id="account-address" title={t('account.address.heading')} actions={actions}>
      {notice && (
        <p className="account-notice" role="status">
          {t('account.saved')}
        </p>
      )}
      {!editing &&
        (address ? (
          <address className="account-address">
            {address.fullName}
            <br />
            {address.street}
            <br />
            {[address.city, address.state, address.zipCode].filter(Boolean).join(', ')}
            <br />
            {address.country}
            <br />
            {address.phone}
          </address>
        ) : (
          <p className="account-empty">{t('account.address.empty')}</p>
        ))}
      {editing && (
        <form onSubmit={save} noValidate aria-busy={busy}>
          <FormAlert error={error} />
          <div className="account-form__grid">
            {FIELDS.map((field) => {
              const id = `address-${field}`;
              const problem = problems[field];
              const common = {
                id,
                name: field,
                className: 'input',
                autoComplete: AUTOCOMPLETE[field],
                'aria-invalid': problem ? true : undefined,
                'aria-describedby': problem ? `${id}-error` : undefined,
                required: field !== 'state',
                value: draft[field],
                onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value }),
              };
              return (
                <div className={`field${field === 'street' || field === 'fullName' ? ' account-form__wide' : ''}`} key={field}>
                  <label htmlFor={id}>{t(`account.address.${field}`)}</label>
                  {field === 'country' ? (
                    <select {...common}>
                      <option value="">{t('account.address.chooseCountry')}</option>
                      {countries.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...common}
                      type={field === 'phone' ? 'tel' : 'text'}
                      inputMode={field === 'zipCode' ? 'numeric' : field === 'phone' ? 'tel' : undefined}
                      pattern={field === 'zipCode' ? '[0-9]*' : undefined}
                    />
                  )}
                  <span id={`${id}-error`} className="field-error">
                    {problem ? t(problem) : ''}
                  </span>
                </div>
              );
            })}
          </div>
          <FormButtons busy={busy} onCancel={() => setEditing(false)} />
        </form>
      )}
    </SectionCard>
  );
}
