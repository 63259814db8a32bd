import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import {
  API_PREFIX,
  IMAGE_ROUTES,
  ITEM_PICKER_PAGE_SIZE,
  SETTING_ROUTES,
  USER_ROUTES,
  type HuntingGroundDto,
  type HuntingTableDto,
  type ImageUploadResultDto,
  type ItemSearchResultDto,
  type SettingDto,
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

/** The calls of spec admin §7 that are not plain simple-rest CRUD, as custom data provider methods. */
export interface GrimhuntDataProvider extends DataProvider {
  searchItems(searchTerm: string, page: number, pageSize?: number): Promise<ItemSearchResultDto>;
  groundsOfRegion(regionId: string): Promise<HuntingGroundDto[]>;
  tablesOfGround(huntingGroundId: string): Promise<HuntingTableDto[]>;
  uploadImage(file: File): Promise<ImageUploadResultDto>;
  getSettingByKey(key: string): Promise<SettingDto | null>;
  saveSetting(key: string, value: string): Promise<void>;
  deleteSetting(id: string): Promise<void>;
  addInventoryItem(body: InventoryDeltaBody): Promise<void>;
}

const base = simpleRestProvider(API, httpClient);

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

  async getSettingByKey(key) {
    try {
      const { json } = await httpClient(`${API}/${SETTING_ROUTES.base}/getbykey/${encodeURIComponent(key)}`);
      return json && typeof json === 'object' && 'key' in json ? (json as SettingDto) : null;
    } catch (error: any) {
      if (error?.status === 404) return null;
      throw error;
    }
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
};
