import { Badge } from '../../components/ui/Badge.tsx';
import { useT } from '../../lib/i18n/react.tsx';
import type { UserListItem } from './api.ts';

const ROLE_TONE = { ADMINISTRATOR: 'accent', MODERATOR: 'info' } as const;

interface Props {
  user: UserListItem;
  /** The signed-in administrator's own row: no actions on oneself. */
  self: boolean;
  busy: boolean;
  onModerator: (user: UserListItem, grant: boolean) => void;
  onDelete: (user: UserListItem) => void;
}

/** One account in the users table: its roles, and granting or revoking moderator, or deleting it. */
export function UserRow({ user: u, self, busy, onModerator, onDelete }: Props) {
  const t = useT();
  const admin = u.roles.includes('ADMINISTRATOR');
  const moderator = u.roles.includes('MODERATOR');
  return (
    <tr data-login={u.login}>
      <td>{u.login}</td>
      <td>
        {u.firstName} {u.lastName}
      </td>
      <td>
        <div className="admin-users__roles">
          {u.roles.map((r) => (
            <Badge key={r} tone={ROLE_TONE[r as keyof typeof ROLE_TONE] ?? 'neutral'}>
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
              disabled={busy}
              onClick={() => onModerator(u, !moderator)}
            >
              {moderator ? t('admin.users.revoke') : t('admin.users.grant')}
            </button>
          )}
          {!self && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('admin.users.confirmDelete', { login: u.login }))) onDelete(u);
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
}
