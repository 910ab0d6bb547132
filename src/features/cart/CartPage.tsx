import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import type { CartItem } from '../../lib/api/cart.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT, islandOf } from '../../lib/i18n/react.tsx';
import { loginHref } from '../shopping/shop-actions.ts';
import type { CaptureAnswer } from '../../lib/api/checkout.ts';
import { CheckoutPanel } from '../checkout/CheckoutPanel.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { fetchProfile, removeCartLine, stepCartLine } from '../shopping/cart-api.ts';
import { CartTable } from './CartTable.tsx';
import { $shopperProfile, applyProfile, forgetSession } from '../shopping/shopper-store.ts';
import type { Profile } from '../../lib/api/profile.ts';

export interface CartPageProps {
  /** The 77 destination names, in the list's order. */
  countries: string[];
  /** Category route → title in this language. */
  categoryTitles: Record<string, string>;
}

/** How long the success messages stay before the invoice opens. */
const INVOICE_DELAY_MS = 1500;

function CartPage({ countries, categoryTitles }: CartPageProps) {
  const t = useT();
  const locale = useLocale();
  const profile = useStore($shopperProfile);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const pendingRef = useRef(new Set<string>());
  const [error, setError] = useState('');
  const [paid, setPaid] = useState<CaptureAnswer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((p) => {
        applyProfile(p);
        setStatus('ready');
      })
      .catch((err) => {
        if ((err as Error)?.name === 'AbortError') return;
        if (err instanceof ApiError && err.status === 401) {
          forgetSession();
          location.assign(loginHref());
          return;
        }
        setError(failureText(t('common.error'), err, t('common.networkError')));
        setStatus('error');
      });
    return () => controller.abort();
  }, [t]);

  /** One change per line at a time; a click on a line that is still changing is ignored. */
  async function change(item: CartItem, run: (login: string) => Promise<Profile>, failure: string) {
    const login = $shopperProfile.get()?.login;
    if (!login || pendingRef.current.has(item.cartItemId)) return;
    pendingRef.current.add(item.cartItemId);
    setPending(new Set(pendingRef.current));
    setError('');
    try {
      applyProfile(await run(login));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        forgetSession();
        location.assign(loginHref());
        return;
      }
      setError(failureText(failure, err, t('common.networkError')));
    } finally {
      pendingRef.current.delete(item.cartItemId);
      setPending(new Set(pendingRef.current));
    }
  }

  function onPaid(answer: CaptureAnswer) {
    setPaid(answer);
    // The server emptied the bought lines: refresh the header count and the page's copy.
    fetchProfile().then(applyProfile, () => undefined);
    setTimeout(() => location.assign(localizePath(`/orders/${answer.order.orderId}`, locale)), INVOICE_DELAY_MS);
  }

  const shopHref = localizePath('/shop', locale);

  if (paid) {
    return (
      <div className="cart-done">
        <Alert tone="success" title={t('checkout.paidBy', { name: paid.payerGivenName ?? '' })}>
          <p>{t('checkout.placed')}</p>
          <p>
            <a href={localizePath(`/orders/${paid.order.orderId}`, locale)}>{t('checkout.viewInvoice')}</a>
          </p>
        </Alert>
      </div>
    );
  }
  if (status === 'loading') return <Spinner label={t('cart.loading')} />;
  if (status === 'error' || !profile) return <Alert tone="error">{error || t('common.error')}</Alert>;

  const { cart } = profile;
  if (!cart.items.length) {
    return (
      <div className="cart-empty">
        <p>{t('cart.empty')}</p>
        <a className="btn" href={shopHref}>
          {t('cart.continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className="cart-layout">
      <div className="cart-layout__items">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <CartTable
          items={cart.items}
          pending={pending}
          categoryTitles={categoryTitles}
          onStep={(item, isAdd) =>
            void change(item, (login) => stepCartLine(login, item.cartItemId, isAdd), t('cart.updateFailed'))
          }
          onRemove={(item) =>
            void change(
              item,
              (login) => removeCartLine(login, item.product.id, item.selectedSize),
              t('cart.removeFailed'),
            )
          }
        />
        <a className="btn btn--ghost cart-layout__continue" href={shopHref}>
          {t('cart.continueShopping')}
        </a>
      </div>
      <CheckoutPanel
        login={profile.login}
        cart={cart}
        billingAddress={profile.address}
        countries={countries}
        onPaid={onPaid}
      />
    </div>
  );
}

export default islandOf(CartPage);
