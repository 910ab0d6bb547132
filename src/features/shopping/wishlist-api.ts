import { apiCall } from '../../lib/api/client.ts';
import type { Profile } from '../../lib/api/profile.ts';

const path = (login: string, productId: number) => `/users/${encodeURIComponent(login)}/wishList/${productId}`;

/** PUT /api/users/{login}/wishList/{productId}. */
export function addWish(login: string, productId: number): Promise<Profile> {
  return apiCall<Profile>('PUT', path(login, productId));
}

/** DELETE /api/users/{login}/wishList/{productId}. */
export function removeWish(login: string, productId: number): Promise<Profile> {
  return apiCall<Profile>('DELETE', path(login, productId));
}
