import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/react.tsx';
import { savePaymentMethod } from '../auth/actions.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { EditableSection } from './EditableSection.tsx';
import { useFormRequest } from '../auth/ui/use-form-request.ts';
import { PaymentCardFacts } from './PaymentCardFacts.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { paymentDraftProblems, type PaymentDraft, type PaymentProblems } from './payment-draft.ts';

/**
 * Payment Information: shown masked. Editing sends the number and CVV once; the server keeps type, holder, last
 * four and expiry, and this form forgets the number and CVV as soon as the answer arrives.
 */
export function PaymentSection({ profile }: { profile: Profile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PaymentDraft>({
    cardType: 'Visa',
    cardName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
  });
  const [problems, setProblems] = useState<PaymentProblems>({});
  const { busy, error, setError, send } = useFormRequest();
  const [notice, setNotice] = useState(false);
  const card = profile.paymentMethod;

  function open() {
    setDraft({
      cardType: card?.cardType ?? 'Visa',
      cardName: card?.cardName ?? '',
      cardNumber: '',
      expiry: card?.expiry ?? '',
      cvv: '',
    });
    setProblems({});
    setError(null);
    setNotice(false);
    setEditing(true);
  }

  function close() {
    setDraft((d) => ({ ...d, cardNumber: '', cvv: '' }));
    setEditing(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = paymentDraftProblems(draft, new Date());
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`payment-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const saved = await send(() => savePaymentMethod(profile.login, { ...draft, cardName: draft.cardName.trim() }));
    setDraft((d) => ({ ...d, cardNumber: '', cvv: '' }));
    if (!saved) return;
    setEditing(false);
    setNotice(true);
  }

  return (
    <EditableSection
      id="account-payment"
      title={t('account.payment.heading')}
      editing={editing}
      saved={notice}
      editLabel={card ? t('account.edit') : t('account.payment.add')}
      onEdit={open}
    >
      {!editing && <PaymentCardFacts card={card} />}
      {editing && (
        <PaymentForm
          draft={draft}
          problems={problems}
          busy={busy}
          error={error}
          onChange={setDraft}
          onSubmit={save}
          onCancel={close}
        />
      )}
    </EditableSection>
  );
}
