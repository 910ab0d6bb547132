import { Toaster } from '../../components/ui/Toaster.tsx';
import { useT, islandOf } from '../../lib/i18n/react.tsx';
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
export default islandOf(NewProduct);
