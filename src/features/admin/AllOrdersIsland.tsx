import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { I18nProvider, useLocale, useT, type IslandI18nProps, type Translate } from '../../lib/i18n/react.tsx';
import { formatUsd, toCents } from '../../lib/money.ts';
import { ORDER_ITEM_MESSAGES, orderItemEditProblem } from '../../lib/orders/item-edit.ts';
import { itemsEditable, nextStatuses, ORDER_STATUSES, statusTone, type OrderStatusName } from '../../lib/orders/status.ts';
import { AdminGate } from './AdminGate.tsx';
import { AdminPager } from './AdminPager.tsx';
import { changeOrderStatus, editOrderItem, fetchAllOrders, type AdminOrder } from './api.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';

const PAGE_SIZE = 20;
const FILTERS = [...ORDER_STATUSES, 'Overdue'] as const;

const itemMessageKeys: Record<string, string> = {
  [ORDER_ITEM_MESSAGES.quantity]: 'admin.orders.quantityMin',
  [ORDER_ITEM_MESSAGES.unitPrice]: 'admin.orders.unitPriceMin',
  [ORDER_ITEM_MESSAGES.unitPriceStep]: 'admin.orders.unitPriceStep',
};

const statusLabel = (t: Translate, status: string) => t(`admin.status.${status}`);

function StatusBadge({ order }: { order: Pick<AdminOrder, 'status' | 'displayStatus'> }) {
  const t = useT();
  return <Badge tone={statusTone(order.status, order.displayStatus === 'Overdue')}>{statusLabel(t, order.displayStatus)}</Badge>;
}

type Line = AdminOrder['orderItems'][number];

function ItemRow({ order, line, onSaved }: { order: AdminOrder; line: Line; onSaved: (order: AdminOrder) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [unitPrice, setUnitPrice] = useState(line.unitPrice.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editable = itemsEditable(order.status);
  const sizes = order.orderItems.filter((l) => l.productId === line.productId).length;
  // On an order paid through PayPal the new total decides the money: less is refunded, more cannot be charged.
  const paidCents = toCents(order.refundable);
  const newTotalCents = toCents(order.total) - toCents(line.lineTotal) + toCents(Number(unitPrice) || 0) * (Math.trunc(Number(quantity)) || 0);
  const changed = Number(quantity) !== line.quantity || toCents(Number(unitPrice)) !== toCents(line.unitPrice);
  const refundCents = editing && changed && paidCents > 0 ? paidCents - newTotalCents : 0;

  async function save() {
    const edit = { quantity: Number(quantity), unitPrice: Number(unitPrice), ...(sizes > 1 ? { size: line.size } : {}) };
    const wrong = quantity.trim() === '' ? ORDER_ITEM_MESSAGES.quantity : unitPrice.trim() === '' ? ORDER_ITEM_MESSAGES.unitPrice : orderItemEditProblem(edit);
    if (wrong) return setProblem(itemMessageKeys[wrong] ? t(itemMessageKeys[wrong]) : wrong);
    if (refundCents < 0) return setProblem(t('admin.refunds.itemTooHigh', { total: formatUsd(newTotalCents), paid: formatUsd(paidCents) }));
    setProblem(null);
    setSaving(true);
    try {
      onSaved(await editOrderItem(order.orderId, line.productId, edit));
      setEditing(false);
      showToast(t('admin.orders.itemUpdated'), 'success');
    } catch (err) {
      showToast(t('admin.orders.itemUpdateFailed', { message: (err as Error).message }), 'error');
    } finally {
      setSaving(false);
    }
  }

  function cancel() {
    setQuantity(String(line.quantity));
    setUnitPrice(line.unitPrice.toFixed(2));
    setProblem(null);
    setEditing(false);
  }

  return (
    <tr>
      <td>
        <a href={localizePath(`/product/${line.productId}`, locale)}>{line.productId}</a>
        <span className="hint admin-orders__line-name">
          {' '}
          {line.name} · {t('admin.orders.size', { size: line.size })}
        </span>
      </td>
      <td>
        {editing ? (
          <input
            className="input admin-orders__num"
            type="number"
            min="1"
            step="1"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-label={t('admin.orders.quantityOf', { name: line.name })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
          />
        ) : (
          line.quantity
        )}
      </td>
      <td>
        {editing ? (
          <input
            className="input admin-orders__num"
            type="number"
            min="0"
            step="0.01"
            value={unitPrice}
            onChange={(e) => setUnitPrice(e.target.value)}
            aria-label={t('admin.orders.unitPriceOf', { name: line.name })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
          />
        ) : (
          formatUsd(toCents(line.unitPrice))
        )}
      </td>
      <td>
        <StatusBadge order={order} />
      </td>
      <td>
        {editing ? (
          <span className="admin-orders__actions">
            <button type="button" className="btn btn--small" onClick={() => void save()} disabled={saving}>
              {refundCents > 0 ? t('admin.refunds.itemSave', { amount: formatUsd(refundCents) }) : t('admin.orders.save')}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={cancel} disabled={saving}>
              {t('admin.orders.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)} disabled={!editable} title={editable ? undefined : t('admin.orders.lockedHint')}>
            {t('admin.orders.editItem')}
          </button>
        )}
        {refundCents > 0 ? <span className="hint admin-orders__money-note">{t(order.paymentProvider === 'test' ? 'admin.refunds.itemNoteTest' : 'admin.refunds.itemNote', { amount: formatUsd(refundCents) })}</span> : null}
        <span id={`${id}-problem`} className="field-error" role={problem ? 'alert' : undefined}>
          {problem}
        </span>
      </td>
    </tr>
  );
}

function OrderPanel({ order, onChanged }: { order: AdminOrder; onChanged: (order: AdminOrder) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [editingStatus, setEditingStatus] = useState(false);
  const moves = nextStatuses(order.status);
  const [next, setNext] = useState<OrderStatusName | ''>('');
  const [saving, setSaving] = useState(false);
  const invoice = localizePath(`/orders/${order.orderId}`, locale);
  // Cancelling or refunding a paid order sends what is left of its payment back first.
  const refundsRest = (next === 'Cancelled' || next === 'Refunded') && order.refundable > 0 ? formatUsd(toCents(order.refundable)) : null;

  async function saveStatus() {
    if (!next) return;
    setSaving(true);
    try {
      onChanged(await changeOrderStatus(order.orderId, next));
      setEditingStatus(false);
      setNext('');
      showToast(t('admin.orders.statusUpdated'), 'success');
    } catch (err) {
      showToast(t('admin.orders.statusUpdateFailed', { message: (err as Error).message }), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="admin-orders__order" data-order-id={order.orderId}>
      <summary>
        <span className="admin-orders__summary">
          <a href={invoice} onClick={(e) => e.stopPropagation()}>
            {order.orderId}
          </a>
          <StatusBadge order={order} />
          <span className="hint">
            {new Date(order.dateCreated).toLocaleString(locale === 'en' ? 'en-US' : locale)} · {order.customerEmail} · {formatUsd(toCents(order.total))}
          </span>
        </span>
      </summary>
      <div className="admin-orders__body">
        <div className="admin-orders__table-wrap">
          <table className="admin-table">
            <caption className="sr-only">{t('admin.orders.itemsOf', { id: order.orderId })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.orders.productId')}</th>
                <th scope="col">{t('admin.orders.quantity')}</th>
                <th scope="col">{t('admin.orders.unitPrice')}</th>
                <th scope="col">{t('admin.orders.state')}</th>
                <th scope="col">{t('admin.orders.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((line) => (
                <ItemRow key={`${order.orderId}-${line.productId}-${line.size}-${line.quantity}-${line.unitPrice}`} order={order} line={line} onSaved={onChanged} />
              ))}
            </tbody>
          </table>
        </div>
        <p className="admin-orders__totals">
          {t('admin.orders.totals', { subtotal: formatUsd(toCents(order.subtotal)), shipping: formatUsd(toCents(order.shipping)), total: formatUsd(toCents(order.total)) })}
        </p>
        <OrderRefunds order={order} onChanged={onChanged} />
        <div className="admin-orders__actions">
          {editingStatus ? (
            <>
              <label htmlFor={`${id}-status`} className="sr-only">
                {t('admin.orders.newStatus')}
              </label>
              <select id={`${id}-status`} className="input admin-orders__status-select" value={next} onChange={(e) => setNext(e.target.value as OrderStatusName)}>
                <option value="">{t('admin.orders.chooseStatus')}</option>
                {moves.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(t, s)}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn--small" onClick={() => void saveStatus()} disabled={!next || saving}>
                {refundsRest ? t('admin.refunds.statusSave', { amount: refundsRest }) : t('admin.orders.save')}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditingStatus(false)} disabled={saving}>
                {t('admin.orders.cancel')}
              </button>
              {refundsRest ? (
                <p className="hint admin-orders__money-note" role="status">
                  {t(order.paymentProvider === 'test' ? 'admin.refunds.statusNoteTest' : 'admin.refunds.statusNote', { amount: refundsRest })}
                </p>
              ) : null}
            </>
          ) : (
            <button type="button" className="btn btn--small" onClick={() => setEditingStatus(true)} disabled={moves.length === 0}>
              {t('admin.orders.editStatus')}
            </button>
          )}
          <a className="btn btn--ghost btn--small" href={invoice}>
            {t('admin.orders.viewOrder')}
          </a>
        </div>
        <OrderHistory order={order} />
      </div>
    </details>
  );
}

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; orders: AdminOrder[]; total: number };

function AllOrders() {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState({ status: '', q: '', page: 1 });
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchAllOrders({ status: applied.status || undefined, q: applied.q, page: applied.page, size: PAGE_SIZE })
      .then((result) => setState({ kind: 'ready', ...result }))
      .catch((err: Error) => setState({ kind: 'error', message: err.message }));
  }, [applied]);
  useEffect(load, [load]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setApplied({ status, q: query, page: 1 });
  }

  const replace = (changed: AdminOrder) =>
    setState((s) => (s.kind === 'ready' ? { ...s, orders: s.orders.map((o) => (o.orderId === changed.orderId ? changed : o)) } : s));
  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.total / PAGE_SIZE)) : 1;

  return (
    <>
      <form className="admin-toolbar" role="search" onSubmit={onSearch}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('admin.orders.filterStatus')}</label>
          <select id={`${id}-status`} className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('admin.orders.allStatuses')}</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {statusLabel(t, s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-toolbar__grow">
          <label htmlFor={`${id}-q`}>{t('admin.orders.search')}</label>
          <input id={`${id}-q`} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('admin.orders.searchPlaceholder')} maxLength={200} />
        </div>
        <button type="submit" className="btn">
          {t('admin.orders.apply')}
        </button>
      </form>

      {state.kind === 'loading' && <Spinner label={t('admin.orders.loading')} />}
      {state.kind === 'error' && <Alert tone="error">{t('admin.orders.loadError', { message: state.message })}</Alert>}
      {state.kind === 'ready' && state.orders.length === 0 && <p role="status">{t('admin.orders.none')}</p>}
      {state.kind === 'ready' && state.orders.length > 0 && (
        <>
          <p className="hint" role="status">
            {t('admin.orders.count', { count: state.total })}
          </p>
          <div className="accordion admin-orders">
            {state.orders.map((order) => (
              <OrderPanel key={order.orderId} order={order} onChanged={replace} />
            ))}
          </div>
          <AdminPager page={applied.page} pages={pages} onPage={(page) => setApplied((a) => ({ ...a, page }))} />
        </>
      )}
    </>
  );
}

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
export default function AllOrdersIsland({ locale, messages }: IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Screen />
    </I18nProvider>
  );
}
