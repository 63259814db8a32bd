import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_USER_ROUTES, type InventoryEntryDto } from '@grimhunt/contracts';
import { api, apiPath } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/clientUser/getinventory: what the player owns. */
export function getInventory(): Promise<InventoryEntryDto[]> {
  return api.get<InventoryEntryDto[]>(apiPath(CLIENT_USER_ROUTES.base, CLIENT_USER_ROUTES.getinventory));
}

export const inventoryQueryOptions = () => queryOptions({ queryKey: queryKeys.inventory, queryFn: getInventory });

export function useInventory() {
  return useQuery(inventoryQueryOptions());
}
