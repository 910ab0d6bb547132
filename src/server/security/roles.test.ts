import { describe, expect, it } from 'vitest';
import { canManageProducts, isSelfOrAdmin, normalizeRoles, roleChangeProblem, type Actor } from './roles.ts';
import { said } from '../http/server-message.ts';

const user: Actor = { id: 1, login: 'user@example.com', roles: ['USER'] };
const moderator: Actor = { id: 2, login: 'mod@example.com', roles: ['USER', 'MODERATOR'] };
const admin: Actor = { id: 3, login: 'admin@example.com', roles: ['USER', 'ADMINISTRATOR'] };

describe('roles', () => {
  it('owner or administrator', () => {
    expect(isSelfOrAdmin(user, 'USER@example.com')).toBe(true);
    expect(isSelfOrAdmin(user, 'mod@example.com')).toBe(false);
    expect(isSelfOrAdmin(moderator, 'user@example.com')).toBe(false);
    expect(isSelfOrAdmin(admin, 'user@example.com')).toBe(true);
  });

  it('only administrators change roles, never their own', () => {
    expect(roleChangeProblem(user, 'mod@example.com')).toEqual(said('api.rolesAdminOnly'));
    expect(roleChangeProblem(moderator, 'user@example.com')).toEqual(said('api.rolesAdminOnly'));
    expect(roleChangeProblem(moderator, 'mod@example.com')).toEqual(said('api.rolesAdminOnly'));
    expect(roleChangeProblem(admin, 'admin@example.com')).toEqual(said('api.rolesNotOwn'));
    expect(roleChangeProblem(admin, 'user@example.com')).toBeNull();
  });

  it('product management is for moderators and administrators', () => {
    expect([user, moderator, admin].map(canManageProducts)).toEqual([false, true, true]);
  });

  it('normalizes role lists', () => {
    expect(normalizeRoles(['ADMINISTRATOR', 'BOGUS'])).toEqual(['USER', 'ADMINISTRATOR']);
  });
});
