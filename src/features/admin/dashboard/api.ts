import { apiCall } from '../../../lib/api/client.ts';
import type { Dashboard } from '../../../lib/api/dashboard.ts';

/** The owner's dashboard (the server answers 401/403 to anyone but an administrator). */
export function fetchDashboard(): Promise<Dashboard> {
  return apiCall<Dashboard>('GET', '/dashboard');
}
