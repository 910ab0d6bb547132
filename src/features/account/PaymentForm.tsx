import type { FormEvent } from 'react';
import { CARD_TYPES } from '../../lib/account/payment-card.ts';
import { useT } from '../../lib/i18n/react.tsx';
import type { UiError } from '../auth/errors.ts';
import { FormAlert } from '../auth/ui/FormAlert.tsx';
import { FormButtons } from './FormButtons.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { thisMonth, type PaymentDraft, type PaymentField, type PaymentProblems } from './payment-draft.ts';

interface Props {
  draft: PaymentDraft;
  problems: PaymentProblems;
  busy: boolean;
  error: UiError | null;
  onChange: (draft: PaymentDraft) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/** The card form: type, holder, number, expiry month and CVV, each field with its problem; ids are `payment-<field>`. */
export function PaymentForm({ draft, problems, busy, error, onChange, onSubmit, onCancel }: Props) {
  const t = useT();
  const input = (
    field: PaymentField,
    label: string,
    extra: Record<string, string | number | boolean | undefined> = {},
  ) => {
    const problem = problems[field];
    return (
      <TextField
        key={field}
        id={`payment-${field}`}
        label={label}
        problem={problem ? t(problem) : ''}
        name={field}
        value={draft[field]}
        onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
        {...extra}
      />
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} autoComplete="on">
      <FormAlert error={error} />
      <div className="account-form__grid">
        <div className="field">
          <label htmlFor="payment-cardType">{t('account.payment.cardType')}</label>
          <select
            id="payment-cardType"
            name="cardType"
            className="input"
            value={draft.cardType}
            onChange={(e) => onChange({ ...draft, cardType: e.target.value })}
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
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
