import { apiCall } from '../../lib/api/client.ts';
import type { StockAlertAnswer, StockAlertRequest } from '../../lib/api/stock-alert.ts';

/** "E-mail me when it's back" for one sold-out size; signed in, the server uses the account's address. */
export const askStockAlert = (request: StockAlertRequest) =>
  apiCall<StockAlertAnswer>('POST', '/stock-alerts', { json: request });
