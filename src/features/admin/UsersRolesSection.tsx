import { useT, islandOf } from '../../lib/i18n/react.tsx';
import { useAccess } from './AdminGate.tsx';
import { UsersTable } from './UsersTable.tsx';

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
export default islandOf(Section);
