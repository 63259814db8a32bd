import {
  API_PREFIX, HUNT_PATHS, USER_ROUTES, type AdminUserDto, type HuntSimulationRequest, type HuntSimulationResultDto,
  type LootSimulationResultDto,
} from '@grimhunt/contracts';
import { httpClient, postForm } from '../../providers/http-client';

const USER = `/${API_PREFIX}/${USER_ROUTES.base}`;

/** The calls of the hunt simulator (spec admin §7). */
export interface HuntSimulatorApi {
  /** Names matching the search (banned accounts left out). */
  searchUsers(searchstring: string): Promise<string[]>;
  /** The user's id, by exact name. */
  userIdByName(name: string): Promise<string>;
  simulate(body: HuntSimulationRequest): Promise<HuntSimulationResultDto>;
  simulateWithLoot(body: HuntSimulationRequest): Promise<LootSimulationResultDto>;
}

export const huntSimulatorApi: HuntSimulatorApi = {
  async searchUsers(searchstring) {
    const { json } = await postForm(`${USER}/${USER_ROUTES.search}`, { searchstring, includeingBanned: false });
    return Array.isArray(json) ? json.map(String) : [];
  },
  async userIdByName(name) {
    const { json } = await httpClient(`${USER}/getByName/${encodeURIComponent(name)}`);
    return (json as Pick<AdminUserDto, 'id'>).id;
  },
  async simulate(body) {
    const { json } = await httpClient(HUNT_PATHS.adminSimulate, { method: 'POST', body: JSON.stringify(body) });
    return json as HuntSimulationResultDto;
  },
  async simulateWithLoot(body) {
    const { json } = await httpClient(HUNT_PATHS.adminSimulateWithLoot, { method: 'POST', body: JSON.stringify(body) });
    return json as LootSimulationResultDto;
  },
};
