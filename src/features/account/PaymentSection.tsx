import { useState, type FormEvent } from 'react';
import {
  CARD_TYPES,
  cardNumberProblem,
  cvvProblem,
  expiryProblem,
  type CardType,
} from '../../lib/account/payment-card.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { savePaymentMethod } from '../auth/actions.ts';
import type { Profile } from '../../lib/api/profile.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { EditableSection } from './EditableSection.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { useFormRequest } from '../auth/ui/use-form-request.ts';

type Field = 'cardType' | 'cardName' | 'cardNumber' | 'expiry' | 'cvv';

const thisMonth = () => {
  const now = new Date();
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** `2027-04` shown as `2027/04` (an expiry is a month, shown as year/month). */
export const showExpiry = (expiry: string) => expiry.replace('-', '/');

/**
 * Payment Information: shown masked. Editing sends the number and CVV once; the server keeps type, holder, last
 * four and expiry, and this form forgets the number and CVV as soon as the answer arrives.
 */
export function PaymentSection({ profile }: { profile: Profile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<Field, string>>({
    cardType: 'Visa',
    cardName: '',
    cardNumber: '',
    expiry: '',
    cvv: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
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
    const type = draft.cardType as CardType;
    const found: Partial<Record<Field, string>> = {};
    if (!draft.cardName.trim()) found.cardName = 'account.validation.required';
    if (!draft.cardNumber.trim()) found.cardNumber = 'account.validation.required';
    else if (cardNumberProblem(type, draft.cardNumber)) found.cardNumber = 'account.payment.numberInvalid';
    if (!draft.expiry.trim()) found.expiry = 'account.validation.required';
    else if (expiryProblem(draft.expiry, new Date())) found.expiry = 'account.payment.expiryInvalid';
    if (cvvProblem(type, draft.cvv))
      found.cvv = type === 'American Express' ? 'account.payment.cvvInvalid4' : 'account.payment.cvvInvalid3';
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

  const input = (field: Field, label: string, extra: Record<string, string | number | boolean | undefined> = {}) => {
    const id = `payment-${field}`;
    const problem = problems[field];
    return (
      <TextField
        key={field}
        id={id}
        label={label}
        problem={problem ? t(problem) : ''}
        name={field}
        value={draft[field]}
        onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
        {...extra}
      />
    );
  };

  return (
    <EditableSection
      id="account-payment"
      title={t('account.payment.heading')}
      editing={editing}
      saved={notice}
      editLabel={card ? t('account.edit') : t('account.payment.add')}
      onEdit={open}
    >
      {!editing &&
        (card ? (
          <dl className="account-facts">
            <dt>{t('account.payment.cardType')}</dt>
            <dd>{card.cardType}</dd>
            <dt>{t('account.payment.cardName')}</dt>
            <dd>{card.cardName}</dd>
            <dt>{t('account.payment.cardNumber')}</dt>
            <dd data-testid="masked-card">{card.masked}</dd>
            <dt>{t('account.payment.expiry')}</dt>
            <dd>{showExpiry(card.expiry)}</dd>
          </dl>
        ) : (
          <p className="account-empty">{t('account.payment.empty')}</p>
        ))}
      {editing && (
        <form onSubmit={save} noValidate aria-busy={busy} autoComplete="on">
          <FormAlert error={error} />
          <div className="account-form__grid">
            <div className="field">
              <label htmlFor="payment-cardType">{t('account.payment.cardType')}</label>
              <select
                id="payment-cardType"
                name="cardType"
                className="input"
                value={draft.cardType}
                onChange={(e) => setDraft({ ...draft, cardType: e.target.value })}
              >
                {CARD_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            {input('cardName', t('account.payment.cardName'), { autoComplete: 'cc-name' })}
            {input('cardNumber', t('account.payment.cardNumber'), {
              autoComplete: 'cc-number',
              inputMode: 'numeric',
              maxLength: 23,
            })}
            {input('expiry', t('account.payment.expiry'), {
              type: 'month',
              min: thisMonth(),
              autoComplete: 'cc-exp',
              placeholder: 'YYYY-MM',
            })}
            {input('cvv', t('account.payment.cvv'), { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
          </div>
          <p className="hint">{t('account.payment.note')}</p>
          <FormButtons busy={busy} onCancel={close} />
        </form>
      )}
    </EditableSection>
  );
}
