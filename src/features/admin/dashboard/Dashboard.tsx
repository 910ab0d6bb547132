import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { Dashboard as DashboardAnswer } from '../../../lib/api/dashboard.ts';
import { useT } from '../../../lib/i18n/react.tsx';
import { errorText } from '../use-paged-list.ts';
import { FailedMailsNote } from './FailedMailsNote.tsx';
import { LowSizes } from './LowSizes.tsx';
import { OrderStatusCounts } from './OrderStatusCounts.tsx';
import { SalesCharts } from './SalesCharts.tsx';
import { TopProducts } from './TopProducts.tsx';
import { fetchDashboard } from './api.ts';
import './dashboard.css';

type State = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; board: DashboardAnswer };

/**
 * The owner's dashboard, loaded fresh on every visit (needs the dashboard.* and order.status.* messages):
 * `mailListId` is the id of the Undelivered mail list on the same page.
 */
export function Dashboard({ mailListId }: { mailListId: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchDashboard().then(
      (board) => setState({ kind: 'ready', board }),
      (error: unknown) => setState({ kind: 'error', error }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <Spinner label={t('dashboard.loading')} />;
  if (state.kind === 'error') {
    return (
      <Alert tone="error">
        <p>{t('dashboard.loadError', { message: errorText(state.error) })}</p>
        <button type="button" className="btn btn--ghost" onClick={load}>
          {t('dashboard.retry')}
        </button>
      </Alert>
    );
  }
  const { board } = state;
  return (
    <div className="dash">
      <p>{t('dashboard.intro')}</p>
      <section className="dash-block" aria-labelledby="dash-sales-title">
        <h3 id="dash-sales-title">{t('dashboard.sales.title')}</h3>
        <SalesCharts sales={board} />
      </section>
      <div className="dash-grid">
        <OrderStatusCounts statuses={board.ordersByStatus} />
        <FailedMailsNote failed={board.failedMails} listId={mailListId} />
        <TopProducts products={board.topProducts} />
        <LowSizes low={board.lowStock} />
      </div>
    </div>
  );
}
