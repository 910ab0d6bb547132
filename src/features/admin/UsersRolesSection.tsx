import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { I18nProvider, useT, type IslandI18nProps } from '../../lib/i18n/react.tsx';
import { useAccess } from './AdminGate.tsx';
import { AdminPager } from './AdminPager.tsx';
import { deleteUser, fetchUsers, setModerator, type UserListItem } from './api.ts';

const PAGE_SIZE = 20;

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; users: UserListItem[]; total: number };

/** The users table alone, for a page that draws its own card (needs the admin.* and common.* messages). */
export function UsersTable({ myLogin }: { myLogin: string }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState({ q: '', page: 1 });
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchUsers(applied.q, applied.page, PAGE_SIZE)
      .then((result) => setState({ kind: 'ready', ...result }))
      .catch((err: Error) => setState({ kind: 'error', message: err.message }));
  }, [applied]);
  useEffect(load, [load]);

  async function act(login: string, action: () => Promise<void>, success: string, failure: string) {
    setBusy(login);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
      load();
    } catch (err) {
      setNotice({ tone: 'error', text: `${failure}: ${(err as Error).message}` });
    } finally {
      setBusy(null);
    }
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setApplied({ q: query, page: 1 });
  }

  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.total / PAGE_SIZE)) : 1;

  return (
    <>
      <form className="admin-toolbar" role="search" onSubmit={onSearch}>
        <div className="field admin-toolbar__grow">
          <label htmlFor={`${id}-q`}>{t('admin.users.search')}</label>
          <input id={`${id}-q`} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('admin.users.searchPlaceholder')} maxLength={100} />
        </div>
        <button type="submit" className="btn btn--ghost">
          {t('admin.products.searchButton')}
        </button>
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.users.loading')} />}
      {state.kind === 'error' && <Alert tone="error">{t('admin.users.loadError', { message: state.message })}</Alert>}
      {state.kind === 'ready' && state.users.length === 0 && <p role="status">{t('admin.users.none')}</p>}
      {state.kind === 'ready' && state.users.length > 0 && (
        <>
          <div className="admin-orders__table-wrap">
            <table className="admin-table">
              <caption className="sr-only">{t('admin.users.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.login')}</th>
                  <th scope="col">{t('admin.users.name')}</th>
                  <th scope="col">{t('admin.users.roles')}</th>
                  <th scope="col">{t('admin.users.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.users.map((u) => {
                  const self = u.login.toLowerCase() === myLogin.toLowerCase();
                  const admin = u.roles.includes('ADMINISTRATOR');
                  const moderator = u.roles.includes('MODERATOR');
                  return (
                    <tr key={u.login} data-login={u.login}>
                      <td>{u.login}</td>
                      <td>
                        {u.firstName} {u.lastName}
                      </td>
                      <td>
                        <div className="admin-users__roles">
                          {u.roles.map((r) => (
                            <Badge key={r} tone={r === 'ADMINISTRATOR' ? 'accent' : r === 'MODERATOR' ? 'info' : 'neutral'}>
                              {t(`admin.role.${r}`)}
                            </Badge>
                          ))}
                        </div>
                      </td>
                      <td>
                        <div className="admin-row-actions">
                          {!self && !admin && (
                            <button
                              type="button"
                              className="btn btn--ghost btn--small"
                              disabled={busy === u.login}
                              onClick={() =>
                                void act(
                                  u.login,
                                  () => setModerator(u.login, !moderator),
                                  t(moderator ? 'admin.users.revoked' : 'admin.users.granted', { login: u.login }),
                                  t('admin.users.roleFailed'),
                                )
                              }
                            >
                              {moderator ? t('admin.users.revoke') : t('admin.users.grant')}
                            </button>
                          )}
                          {!self && (
                            <button
                              type="button"
                              className="btn btn--ghost btn--small"
                              disabled={busy === u.login}
                              onClick={() => {
                                if (!window.confirm(t('admin.users.confirmDelete', { login: u.login }))) return;
                                void act(u.login, () => deleteUser(u.login), t('admin.users.deleted', { login: u.login }), t('admin.users.deleteFailed'));
                              }}
                              aria-label={t('admin.users.deleteNamed', { login: u.login })}
                            >
                              {t('admin.users.delete')}
                            </button>
                          )}
                          {self && <span className="hint">{t('admin.users.you')}</span>}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <AdminPager page={applied.page} pages={pages} onPage={(page) => setApplied((a) => ({ ...a, page }))} />
        </>
      )}
    </>
  );
}

function Section() {
  const t = useT();
  const { access, me } = useAccess('users');
  if (access !== 'allowed' || !me) return null;
  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">{t('admin.users.title')}</h2>
      <UsersTable myLogin={me.login} />
    </section>
  );
}

/**
 * Users and roles on /account (administrators only; nothing for anyone else):
 *   <UsersRolesSection client:load locale={locale} messages={adminMessages(locale)} />
 */
export default function UsersRolesSection({ locale, messages }: IslandI18nProps) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <Section />
    </I18nProvider>
  );
}
