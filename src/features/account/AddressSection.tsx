import { useState } from 'react';
import { countryLabel } from '../../lib/i18n/countries.ts';
import { useT } from '../../lib/i18n/react.tsx';
import type { Profile } from '../../lib/api/profile.ts';
import { AddressForm } from './AddressForm.tsx';
import { SectionCard } from './SectionCard.tsx';

/** Billing Address: the saved address (or none yet), and Edit / Add, which opens the form. */
export function AddressSection({ profile, countries }: { profile: Profile; countries: string[] }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState(false);
  const address = profile.address;

  function open() {
    setNotice(false);
    setEditing(true);
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
            {countryLabel(t, address.country)}
            <br />
            {address.phone}
          </address>
        ) : (
          <p className="account-empty">{t('account.address.empty')}</p>
        ))}
      {editing && (
        <AddressForm
          profile={profile}
          countries={countries}
          onSaved={() => {
            setEditing(false);
            setNotice(true);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </SectionCard>
  );
}
