import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { useT, islandOf } from '../../lib/i18n/react.tsx';
import type { FormFacts } from './admin-facts.ts';
import { AdminGate } from './AdminGate.tsx';
import { fetchProductWithTranslations } from '../shopping/product-api.ts';
import { editIdFromPath } from './edit-path.ts';
import { draftFromProduct, sizeChoices, type ProductDraft } from './product-draft.ts';
import { ProductForm } from './ProductForm.tsx';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; id: number; draft: ProductDraft };

function Editor({ facts, login }: { facts: FormFacts; login: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const id = editIdFromPath(location.pathname);
    if (id === null) return setState({ kind: 'failed' });
    fetchProductWithTranslations(id)
      .then((product) => {
        if (!product) return setState({ kind: 'failed' });
        setState({
          kind: 'ready',
          id,
          draft: draftFromProduct(product, sizeChoices(facts.sizes, product.subCategory ?? '')),
        });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [facts.sizes]);

  if (state.kind === 'loading') return <Spinner label={t('common.loading')} />;
  if (state.kind === 'failed') return <Alert tone="error">{t('admin.edit.loadFailed')}</Alert>;
  return <ProductForm mode="edit" facts={facts} login={login} productId={state.id} initial={state.draft} />;
}

function EditProduct({ facts }: { facts: FormFacts }) {
  const t = useT();
  return (
    <>
      <AdminGate area="products">{(me) => <Editor facts={facts} login={me.login} />}</AdminGate>
      <Toaster dismissLabel={t('common.dismiss')} />
    </>
  );
}

/** /product/edit/{id}: loads the product and edits it with the same form as /new. */
export default islandOf(EditProduct);
