import { Toaster } from '../../components/ui/Toaster.tsx';
import { useT, islandOf } from '../../lib/i18n/react.tsx';
import { AdminGate } from './AdminGate.tsx';
import { AllOrders } from './AllOrders.tsx';

function Screen() {
  const t = useT();
  return (
    <>
      <AdminGate area="orders" redirect>
        {() => <AllOrders />}
      </AdminGate>
      <Toaster dismissLabel={t('common.dismiss')} />
    </>
  );
}

/** /all-orders: every order for administrators; everyone else is sent away. */
export default islandOf(Screen);
