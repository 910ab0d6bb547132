import { useT } from '../../lib/i18n/react.tsx';
import { DiscountCodes } from '../admin/discounts/DiscountCodes.tsx';
import { SectionCard } from './SectionCard.tsx';

/** The owner's discount codes, for ADMINISTRATOR only (the server checks too); loaded only for them. */
export default function DiscountsSection() {
  const t = useT();
  return (
    <SectionCard id="account-discounts" title={t('admin.discounts.title')}>
      <DiscountCodes />
    </SectionCard>
  );
}
