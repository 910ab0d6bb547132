import { users } from '../../src/server/db/schema.ts';
import type { Role } from '../../src/server/security/roles.ts';
import { createSession } from '../../src/server/services/users/sessions.ts';
import type { TestApp } from './harness.ts';

/** A signed-in caller for admin tests: a user row with the given roles and a live Bearer session. */
export interface Caller {
  id: number;
  login: string;
  headers: Record<string, string>;
}

export async function signedIn(app: TestApp, login: string, roles: Role[] = ['USER']): Promise<Caller> {
  const [row] = await app.services.database.db
    .insert(users)
    .values({ login, passwordHash: 'not-used-in-these-tests', firstName: 'Test', lastName: login.split('@')[0], roles })
    .returning({ id: users.id });
  const token = await createSession(app.services, row.id);
  return { id: row.id, login, headers: { authorization: `Bearer ${token}` } };
}

/** The four kinds of caller an authorization matrix runs through. */
export async function everyone(app: TestApp) {
  return {
    anonymous: null,
    user: await signedIn(app, 'user@example.com', ['USER']),
    moderator: await signedIn(app, 'moderator@example.com', ['USER', 'MODERATOR']),
    administrator: await signedIn(app, 'admin@example.com', ['USER', 'ADMINISTRATOR']),
  };
}

export const asHeaders = (caller: Caller | null): Record<string, string> => caller?.headers ?? {};
