import { Toaster } from '../../components/ui/Toaster.tsx';
import { I18nProvider, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import type { FormFacts } from './admin-facts.ts';
import { AdminGate } from './AdminGate.tsx';
import { ProductForm } from './ProductForm.tsx';

function NewProduct({ facts }: { facts: FormFacts }) {
  const t = useT();
  return (
    <>
      <AdminGate area="products">{(me) => <ProductForm mode="create" facts={facts} login={me.login} />}</AdminGate>
      <Toaster dismissLabel={t('common.dismiss')} />
    </>
  );
}

/** /new: the add-product form for moderators and administrators. */
export default function NewProductIsland({ locale, messages, facts }: IslandI18nProps & { facts: FormFacts }) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <NewProduct facts={facts} />
    </I18nProvider>
  );
}
