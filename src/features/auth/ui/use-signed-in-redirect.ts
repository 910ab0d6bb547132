import { useEffect, useState } from 'react';
import { localizePath, type Locale } from '../../../lib/i18n/locales.ts';
import { usersApi } from '../api.ts';
import { $sessionProfile } from '../session-store.ts';

/**
 * /login, /register, /forgot-password and /reset-password send a signed-in visitor to the home page. The saved
 * profile may outlive its session, so a saved one is confirmed with the server before leaving; if the session is
 * gone the saved profile is dropped and the form shows.
 */
export function useSignedInRedirect(locale: Locale, target = '/'): 'checking' | 'redirecting' | 'form' {
  const [state, setState] = useState<'checking' | 'redirecting' | 'form'>('checking');
  useEffect(() => {
    if (!$sessionProfile.get()) {
      setState('form');
      return;
    }
    let live = true;
    void usersApi.me().then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setState('redirecting');
        location.replace(localizePath(target, locale));
      } else {
        if (answer.status === 401) $sessionProfile.set(null);
        setState('form');
      }
    });
    return () => {
      live = false;
    };
  }, [locale, target]);
  return state;
}
