import { HttpError } from 'ra-core';
import { API_PREFIX, MAX_STAT_ROUTES, type MaxStatDto, type MaxStatsRunResultDto } from '@grimhunt/contracts';
import { httpClient } from '../../providers/http-client';

const BASE = `/${API_PREFIX}/${MAX_STAT_ROUTES.base}`;

/** The calls of the max stats page (spec admin §7). */
export interface MaxStatsApi {
  list(): Promise<MaxStatDto[]>;
  recalculateAll(): Promise<MaxStatsRunResultDto>;
  updateGradual(): Promise<MaxStatsRunResultDto>;
}

export const maxStatsApi: MaxStatsApi = {
  async list() {
    const { json } = await httpClient(BASE);
    return Array.isArray(json) ? (json as MaxStatDto[]) : [];
  },
  async recalculateAll() {
    const { json } = await httpClient(`${BASE}/${MAX_STAT_ROUTES.recalculateAll}`, { method: 'POST', body: '{}' });
    return json as MaxStatsRunResultDto;
  },
  async updateGradual() {
    const { json } = await httpClient(`${BASE}/${MAX_STAT_ROUTES.updateGradual}`, { method: 'POST', body: '{}' });
    return json as MaxStatsRunResultDto;
  },
};

/** True when the server answered with an error status (as opposed to a network failure). */
export function isServerError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
