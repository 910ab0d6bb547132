import { useT } from '../../lib/i18n/react.tsx';
import { PagedListView } from './PagedListView.tsx';
import { AdminSearchForm } from './AdminSearchForm.tsx';
import { deleteUser, fetchUsers, setModerator, type UserListItem } from './api.ts';
import { UserRow } from './UserRow.tsx';
import { usePagedList } from './use-paged-list.ts';
import { useRowAction } from './use-row-action.ts';
import { TableHead } from '../../components/ui/TableHead.tsx';

const COLUMNS = ['login', 'name', 'roles', 'actions'];

const PAGE_SIZE = 20;

const fetchUserPage = async (q: string, page: number, size: number) => {
  const { users, total } = await fetchUsers(q, page, size);
  return { items: users, total };
};

/** The users table alone, for a page that draws its own card (needs the admin.* and common.* messages). */
export function UsersTable({ myLogin }: { myLogin: string }) {
  const t = useT();
  const list = usePagedList(fetchUserPage, '', PAGE_SIZE);
  const action = useRowAction<string>(list.reload);

  const onModerator = (u: UserListItem, grant: boolean) =>
    void action.run(
      u.login,
      () => setModerator(u.login, grant),
      t(grant ? 'admin.users.granted' : 'admin.users.revoked', { login: u.login }),
      (message) => `${t('admin.users.roleFailed')}: ${message}`,
    );
  const onDelete = (u: UserListItem) =>
    void action.run(
      u.login,
      () => deleteUser(u.login),
      t('admin.users.deleted', { login: u.login }),
      (message) => `${t('admin.users.deleteFailed')}: ${message}`,
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
      <PagedListView list={list} words="admin.users" notice={action.notice}>
        {(users) => (
          <div className="admin-orders__table-wrap">
            <table className="admin-table">
              <TableHead caption={t('admin.users.title')} columns={COLUMNS.map((key) => t(`admin.users.${key}`))} />
              <tbody>
                {users.map((u) => (
                  <UserRow
                    key={u.login}
                    user={u}
                    self={u.login.toLowerCase() === myLogin.toLowerCase()}
                    busy={action.busy === u.login}
                    onModerator={onModerator}
                    onDelete={onDelete}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListView>
    </>
  );
}
