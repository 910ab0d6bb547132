import { useState } from 'react';
import { countryLabel } from '../../lib/i18n/countries.ts';
import { useT } from '../../lib/i18n/react.tsx';
import type { Profile } from '../../lib/api/profile.ts';
import { AddressForm } from './AddressForm.tsx';
import { EditableSection } from './EditableSection.tsx';

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

  return (
    <EditableSection
      id="account-address"
      title={t('account.address.heading')}
      editing={editing}
      saved={notice}
      editLabel={address ? t('account.edit') : t('account.address.add')}
      onEdit={open}
    >
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
    </EditableSection>
  );
}
