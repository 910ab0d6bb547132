import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { localizePath } from '../../lib/i18n/locales.ts';
import { useLocale, useT } from '../../lib/i18n/react.tsx';
import { $sessionProfile } from '../auth/session-store.ts';
import { accessFor, type Access, type AdminArea } from './access.ts';
import { fetchMe, type Me } from './api.ts';

/** Asks the server who is signed in (the saved profile may be stale); falls back to it when offline. */
export function useAccess(area: AdminArea): { access: Access; me: Me | null } {
  const [state, setState] = useState<{ access: Access; me: Me | null }>({ access: 'checking', me: null });
  useEffect(() => {
    let live = true;
    fetchMe()
      .catch(() => {
        const saved = $sessionProfile.get();
        return saved ? { login: saved.login, roles: saved.roles } : null;
      })
      .then((me) => {
        if (live) setState({ access: accessFor(me, area), me });
      });
    return () => {
      live = false;
    };
  }, [area]);
  return state;
}

interface GateProps {
  area: AdminArea;
  /** Send the visitor elsewhere instead of explaining (All Orders: "others are redirected"). */
  redirect?: boolean;
  children: (me: Me) => ReactNode;
}

/** Draws the admin screen for those allowed; asks others to sign in, or says plainly they may not. */
export function AdminGate({ area, redirect, children }: GateProps) {
  const t = useT();
  const locale = useLocale();
  const { access, me } = useAccess(area);
  const here = typeof location === 'undefined' ? '/' : location.pathname;
  const loginHref = `${localizePath('/login', locale)}?next=${encodeURIComponent(here)}`;

  useEffect(() => {
    if (!redirect) return;
    if (access === 'signedOut') location.replace(loginHref);
    if (access === 'forbidden') location.replace(localizePath('/', locale));
  }, [access, redirect, loginHref, locale]);

  if (access === 'checking' || (redirect && access !== 'allowed')) {
    return (
      <div className="admin-gate">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (access === 'signedOut') {
    return (
      <div className="admin-gate card">
        <h2>{t('admin.gate.signInTitle')}</h2>
        <p>{t('admin.gate.signInText')}</p>
        <p>
          <a className="btn" href={loginHref}>
            {t('admin.gate.signIn')}
          </a>
        </p>
      </div>
    );
  }
  if (access === 'forbidden') {
    return (
      <div className="admin-gate card" role="alert">
        <h2>{t('admin.gate.notAllowed')}</h2>
      </div>
    );
  }
  return <>{children(me!)}</>;
}
