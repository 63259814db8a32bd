import { MARKET_ROUTES } from '@grimhunt/contracts';
import { apiRoute } from '../../../lib/api-client';

type MarketRoute = Exclude<keyof typeof MARKET_ROUTES, 'base'>;

/** `/api/market/<route>` with its parameters filled in: marketRoute('item', { itemId }) -> '/api/market/items/…'. */
export function marketRoute(route: MarketRoute, params: Record<string, string> = {}, query?: Record<string, string>): string {
  return apiRoute(`${MARKET_ROUTES.base}/${MARKET_ROUTES[route]}`, params, query);
}
