import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import { AdminPager } from './AdminPager.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { deleteUser, fetchUsers, setModerator, type UserListItem } from './api.ts';
import { UserRow } from './UserRow.tsx';
import { errorText, usePagedList } from './use-paged-list.ts';

const PAGE_SIZE = 20;

const fetchUserPage = async (q: string, page: number, size: number) => {
  const { users, total } = await fetchUsers(q, page, size);
  return { items: users, total };
};

/** The users table alone, for a page that draws its own card (needs the admin.* and common.* messages). */
export function UsersTable({ myLogin }: { myLogin: string }) {
  const t = useT();
  const list = usePagedList(fetchUserPage, '', PAGE_SIZE);
  const { state } = list;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(login: string, action: () => Promise<void>, success: string, failure: string) {
    setBusy(login);
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
      list.reload();
    } catch (err) {
      setNotice({ tone: 'error', text: `${failure}: ${(err as Error).message}` });
    } finally {
      setBusy(null);
    }
  }

  const onModerator = (u: UserListItem, grant: boolean) =>
    void act(
      u.login,
      () => setModerator(u.login, grant),
      t(grant ? 'admin.users.granted' : 'admin.users.revoked', { login: u.login }),
      t('admin.users.roleFailed'),
    );
  const onDelete = (u: UserListItem) =>
    void act(
      u.login,
      () => deleteUser(u.login),
      t('admin.users.deleted', { login: u.login }),
      t('admin.users.deleteFailed'),
    );

  return (
    <>
      <AdminSearchForm
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        button={t('admin.products.searchButton')}
        maxLength={100}
        onSearch={list.search}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.kind === 'loading' && <Spinner label={t('admin.users.loading')} />}
      {state.kind === 'error' && (
        <Alert tone="error">{t('admin.users.loadError', { message: errorText(state.error) })}</Alert>
      )}
      {state.kind === 'ready' && state.items.length === 0 && <p role="status">{t('admin.users.none')}</p>}
      {state.kind === 'ready' && state.items.length > 0 && (
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
                {state.items.map((u) => (
                  <UserRow
                    key={u.login}
                    user={u}
                    self={u.login.toLowerCase() === myLogin.toLowerCase()}
                    busy={busy === u.login}
                    onModerator={onModerator}
                    onDelete={onDelete}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={list.page} pages={list.pages} onPage={list.goTo} />
        </>
      )}
    </>
  );
}
