import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import {
  ANALYTICS_ROUTES,
  API_PREFIX,
  COVEN_ROUTES,
  TOURNAMENT_PATHS,
  HUNT_PATHS,
  MARKET_ROUTES,
  IMAGE_ROUTES,
  ITEM_PICKER_PAGE_SIZE,
  MAX_STAT_ROUTES,
  SETTING_ROUTES,
  USER_ROUTES,
  type AdminUserDto,
  type DailyAnalyticsRecordDto,
  type HuntSimulationRequest,
  type HuntSimulationResultDto,
  type LootSimulationResultDto,
  type MaxStatDto,
  type MaxStatsRunResultDto,
  type HuntStatisticsDto,
  type HuntingGroundDto,
  type PremiumPackageDto,
  type HuntingTableDto,
  type ImageUploadResultDto,
  type ItemSearchResultDto,
  type MarketVolumeDto,
  type SettingDto,
  type TournamentScoreboardDto,
} from '@grimhunt/contracts';
import { apiHeaders, httpClient, postForm } from './http-client';

const API = `/${API_PREFIX}`;

/** URL of a stored image (the API serves it without authentication, so <img>/<video> can load it). */
export function imageUrl(id: string): string {
  return `${API}/${IMAGE_ROUTES.base}/${encodeURIComponent(id)}`;
}

export interface InventoryDeltaBody {
  userId: string;
  itemId: string;
  deltaAmount: number;
  remove: boolean;
}

/** The calls that are not plain simple-rest CRUD, as custom data provider methods. */
export interface GrimhuntDataProvider extends DataProvider {
  searchItems(searchTerm: string, page: number, pageSize?: number): Promise<ItemSearchResultDto>;
  groundsOfRegion(regionId: string): Promise<HuntingGroundDto[]>;
  tablesOfGround(huntingGroundId: string): Promise<HuntingTableDto[]>;
  uploadImage(file: File): Promise<ImageUploadResultDto>;
  getSettingByKey(key: string): Promise<SettingDto | null>;
  saveSetting(key: string, value: string): Promise<void>;
  deleteSetting(id: string): Promise<void>;
  addInventoryItem(body: InventoryDeltaBody): Promise<void>;
  /** GET /api/GameAppStats: the daily analytics records. */
  analyticsRecords(): Promise<DailyAnalyticsRecordDto[]>;
  /** Premium package names by id (analytics purchases). */
  packageNames(): Promise<Record<string, string>>;
  /** Hunt statistics of the last 24 hours; null when there were no hunts. */
  huntStatistics(): Promise<HuntStatisticsDto | null>;
  /** GET /api/maxstat: every max stat with its metadata. */
  maxStats(): Promise<MaxStatDto[]>;
  recalculateAllMaxStats(): Promise<MaxStatsRunResultDto>;
  updateMaxStatsGradually(): Promise<MaxStatsRunResultDto>;
  /** Hunt simulator: user names matching the search (banned accounts left out). */
  searchUserNames(searchstring: string): Promise<string[]>;
  /** Hunt simulator: the user's id, by exact name. */
  userIdByName(name: string): Promise<string>;
  simulateHunts(body: HuntSimulationRequest): Promise<HuntSimulationResultDto>;
  simulateHuntsWithLoot(body: HuntSimulationRequest): Promise<LootSimulationResultDto>;
  /** A tournament's scoreboard (the players' route; an admin may read it): its results once it has ended. */
  tournamentScoreboard(tournamentId: string): Promise<TournamentScoreboardDto>;
  /** Removes one message from a coven's board (moderation). */
  deleteCovenBoardMessage(covenId: string, messageId: string): Promise<void>;
  /** GET /api/market/volume: an item's traded units and gold per UTC day over the last `days` days. */
  marketVolume(itemId: string, days: number): Promise<MarketVolumeDto>;
}

const base = simpleRestProvider(API, httpClient);
const MAX_STATS = `${API}/${MAX_STAT_ROUTES.base}`;
const USERS = `${API}/${USER_ROUTES.base}`;

export const dataProvider: GrimhuntDataProvider = {
  ...base,

  async searchItems(searchTerm, page, pageSize = ITEM_PICKER_PAGE_SIZE) {
    const query = new URLSearchParams({ searchTerm, page: String(page), pageSize: String(pageSize) });
    const { json } = await httpClient(`${API}/item/search?${query.toString()}`);
    return json as ItemSearchResultDto;
  },

  async groundsOfRegion(regionId) {
    const { json } = await httpClient(`${API}/huntingground/region/${encodeURIComponent(regionId)}`);
    return (json ?? []) as HuntingGroundDto[];
  },

  async tablesOfGround(huntingGroundId) {
    const { json } = await httpClient(`${API}/huntingtable/huntingground/${encodeURIComponent(huntingGroundId)}`);
    return (json ?? []) as HuntingTableDto[];
  },

  async uploadImage(file) {
    const body = new FormData();
    body.append('files', file);
    // No Content-Type: the browser sets the multipart boundary.
    const response = await fetch(`${API}/${IMAGE_ROUTES.upload}`, { method: 'POST', body, headers: apiHeaders() });
    if (!response.ok) throw new Error(`Image upload failed (${response.status})`);
    return (await response.json()) as ImageUploadResultDto;
  },

  // A list filtered by key (200 with [] when missing), not GET /setting/getbykey (a 404 in the console each visit).
  async getSettingByKey(key) {
    const { data } = await base.getList<SettingDto>(SETTING_ROUTES.base, {
      filter: { key },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'key', order: 'ASC' },
    });
    return data.find((setting) => setting.key === key) ?? null;
  },

  async saveSetting(key, value) {
    await httpClient(`${API}/${SETTING_ROUTES.base}`, { method: 'POST', body: JSON.stringify({ key, value }) });
  },

  async deleteSetting(id) {
    await httpClient(`${API}/${SETTING_ROUTES.base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },

  async addInventoryItem(body) {
    await postForm(`${API}/${USER_ROUTES.base}/${USER_ROUTES.addInventoryItem}`, { ...body });
  },

  async analyticsRecords() {
    const { json } = await httpClient(`${API}/${ANALYTICS_ROUTES.stats}`);
    return (json ?? []) as DailyAnalyticsRecordDto[];
  },

  async packageNames() {
    const { data } = await base.getList<PremiumPackageDto>('premiumPackage', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    return Object.fromEntries(data.map((p) => [p.id, p.name]));
  },

  async huntStatistics() {
    const { json } = await httpClient(HUNT_PATHS.adminStatistics);
    return json && typeof json === 'object' && !Array.isArray(json) && Object.keys(json).length > 0 ? (json as HuntStatisticsDto) : null;
  },

  async maxStats() {
    const { json } = await httpClient(MAX_STATS);
    return Array.isArray(json) ? (json as MaxStatDto[]) : [];
  },

  async recalculateAllMaxStats() {
    const { json } = await httpClient(`${MAX_STATS}/${MAX_STAT_ROUTES.recalculateAll}`, { method: 'POST', body: '{}' });
    return json as MaxStatsRunResultDto;
  },

  async updateMaxStatsGradually() {
    const { json } = await httpClient(`${MAX_STATS}/${MAX_STAT_ROUTES.updateGradual}`, { method: 'POST', body: '{}' });
    return json as MaxStatsRunResultDto;
  },

  async searchUserNames(searchstring) {
    const { json } = await postForm(`${USERS}/${USER_ROUTES.search}`, { searchstring, includeingBanned: false });
    return Array.isArray(json) ? json.map(String) : [];
  },

  async userIdByName(name) {
    const { json } = await httpClient(`${USERS}/getByName/${encodeURIComponent(name)}`);
    return (json as Pick<AdminUserDto, 'id'>).id;
  },

  async simulateHunts(body) {
    const { json } = await httpClient(HUNT_PATHS.adminSimulate, { method: 'POST', body: JSON.stringify(body) });
    return json as HuntSimulationResultDto;
  },

  async simulateHuntsWithLoot(body) {
    const { json } = await httpClient(HUNT_PATHS.adminSimulateWithLoot, { method: 'POST', body: JSON.stringify(body) });
    return json as LootSimulationResultDto;
  },

  async tournamentScoreboard(tournamentId) {
    const { json } = await httpClient(TOURNAMENT_PATHS.scoreboard(encodeURIComponent(tournamentId)));
    return json as TournamentScoreboardDto;
  },

  async deleteCovenBoardMessage(covenId, messageId) {
    const path = COVEN_ROUTES.adminBoardMessage
      .replace(':id', encodeURIComponent(covenId))
      .replace(':messageId', encodeURIComponent(messageId));
    await httpClient(`${API}/${path}`, { method: 'DELETE' });
  },

  async marketVolume(itemId, days) {
    const query = new URLSearchParams({ itemId, days: String(days) });
    const { json } = await httpClient(`${API}/${MARKET_ROUTES.base}/${MARKET_ROUTES.volume}?${query.toString()}`);
    return json as MarketVolumeDto;
  },
};
