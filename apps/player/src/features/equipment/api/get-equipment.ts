import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_USER_ROUTES, type EquipmentDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/clientUser/getequipment: equipped items by slot, summed stats, setups. */
export function getEquipment(): Promise<EquipmentDto> {
  return api.get<EquipmentDto>(apiPath(CLIENT_USER_ROUTES.base, CLIENT_USER_ROUTES.getequipment));
}

export const equipmentQueryOptions = () => queryOptions({ queryKey: queryKeys.equipment, queryFn: getEquipment });

export function useEquipment() {
  return useQuery(equipmentQueryOptions());
}
