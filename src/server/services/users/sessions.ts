import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { isSessionAlive, sessionExpiresAt, shouldTouch } from '../../security/sessions.ts';
import { hashToken, looksLikeToken, newToken } from '../../security/tokens.ts';
import { normalizeRoles, type Role } from '../../security/roles.ts';
import type { Services } from '../../services.ts';

export interface SessionUser {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** A fresh session for the user; the token is returned once and only its hash is kept. */
export async function createSession(
  services: Pick<Services, 'database' | 'now'>,
  userId: number,
  db: Db = services.database.db,
): Promise<string> {
  const token = newToken();
  const now = services.now();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: sessionExpiresAt(now) });
  return token;
}

/** The user behind a live session token, or null. Refreshes the idle timer. */
export async function resolveSession(
  services: Services,
  token: string,
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const now = services.now();
  const { db } = services.database;
  const [row] = await db
    .select({
      session: {
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      },
      user: {
        id: users.id,
        login: users.login,
        firstName: users.firstName,
        lastName: users.lastName,
        roles: users.roles,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row || !isSessionAlive(row.session, now)) return null;
  if (shouldTouch(row.session, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: { ...row.user, roles: normalizeRoles(row.user.roles) }, tokenHash };
}

export async function revokeSession(services: Services, tokenHash: string): Promise<void> {
  await services.database.db
    .update(sessions)
    .set({ revokedAt: services.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Every open session of the user (password change or reset). */
export async function revokeAllSessions(
  services: Pick<Services, 'database' | 'now'>,
  userId: number,
  db: Db = services.database.db,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: services.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
