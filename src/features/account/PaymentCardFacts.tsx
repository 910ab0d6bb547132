import type { Profile } from '../../lib/api/profile.ts';
import { useT } from '../../lib/i18n/react.tsx';
import { showExpiry } from './payment-draft.ts';

/** The saved card, masked (type, holder, last four, expiry), or a line saying there is none. */
export function PaymentCardFacts({ card }: { card: Profile['paymentMethod'] }) {
  const t = useT();
  if (!card) return <p className="account-empty">{t('account.payment.empty')}</p>;
  return (
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
  );
}
