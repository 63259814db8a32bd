import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogueResource,
  ClientItemDto,
  ItemDto,
  ItemSearchResultDto,
  ITEM_PICKER_PAGE_SIZE,
  NewsDto,
  SettingDto,
  SETTING_DEFINITIONS,
  SettingDefinition,
} from '@grimhunt/contracts';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork, ValidationError } from '@grimhunt/api-kernel';
import { CatalogueInUseError, CatalogueInvalidError, CatalogueNotFoundError } from '../domain/catalogue.errors';
import { CatalogueRecordTypes, CatalogueSnapshot, describeReferences } from './catalogue-snapshot';
import { CatalogueStore, SNAPSHOT_MAX_AGE_MS } from './catalogue-store';
import { toClientItem } from './client-item.presenter';
import { CATALOGUE_REPOSITORY, CatalogueRepository } from './ports/catalogue.repository.port';
import { definitionOf } from './resources/catalogue.resources';
import { CatalogueRecord, normalizeRecord, referenceErrors } from './resources/record-normalizer';
import { parseResourceQuery, queryRecords } from './resources/record-query';

/** Who reads: admins see everything and always the latest commit; players see visible records only. */
export type Audience = 'admin' | 'player';

export const LATEST_NEWS_MAX = 50;
export const ITEM_SEARCH_MAX_PAGE_SIZE = 100;

function hiddenFrom(audience: Audience, record: Record<string, unknown>): boolean {
  return audience === 'player' && record['visible'] === false;
}

function positiveInt(raw: unknown, name: string, fallback: number, min: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ValidationError(`${name} must be a whole number of at least ${min}`);
  return n;
}

/**
 * The catalogue's use cases (thin: records are the model). Reads come from the in-memory snapshot;
 * each write is one transaction (record, child rows and the catalogue version bump) and invalidates it.
 */
@Injectable()
export class CatalogueService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CATALOGUE_REPOSITORY) private readonly repository: CatalogueRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly store: CatalogueStore,
  ) {}

  snapshot(audience: Audience): Promise<CatalogueSnapshot> {
    return this.store.snapshot(audience === 'admin' ? 0 : SNAPSHOT_MAX_AGE_MS);
  }

  async list(resource: CatalogueResource, query: Record<string, unknown>, audience: Audience) {
    const def = definitionOf(resource);
    const listQuery = parseResourceQuery(def, query);
    const snapshot = await this.snapshot(audience);
    const records = snapshot.list(resource) as unknown as Record<string, unknown>[];
    const visible = audience === 'admin' ? records : records.filter((r) => !hiddenFrom(audience, r));
    const { rows, total } = queryRecords(def, visible, listQuery);
    return { rows, total, offset: listQuery.offset };
  }

  async getOne<R extends CatalogueResource>(resource: R, id: string, audience: Audience): Promise<CatalogueRecordTypes[R]> {
    const record = (await this.snapshot(audience)).get(resource, id);
    if (!record || hiddenFrom(audience, record as unknown as Record<string, unknown>))
      throw new CatalogueNotFoundError(definitionOf(resource).label, id);
    return record;
  }

  async create(resource: CatalogueResource, body: unknown): Promise<unknown> {
    if (resource === 'setting') return this.upsertSetting(body);
    const def = definitionOf(resource);
    const snapshot = await this.snapshot('admin');
    const record = normalizeRecord(def, body, { now: this.clock.now() });
    this.checkReferences(resource, record, snapshot);
    const id = await this.write((tx) => this.repository.insert(tx, def, record));
    return this.readBack(resource, id, record);
  }

  async update(resource: CatalogueResource, pathId: string | undefined, body: unknown): Promise<unknown> {
    const def = definitionOf(resource);
    const bodyId = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['id'] : undefined;
    const id = pathId ?? (bodyId === undefined || bodyId === null || bodyId === '' ? undefined : String(bodyId));
    if (id === undefined) throw new CatalogueInvalidError(['id is required']);
    if (
      pathId !== undefined &&
      bodyId !== undefined &&
      bodyId !== null &&
      bodyId !== '' &&
      String(bodyId).toLowerCase() !== pathId.toLowerCase()
    ) {
      throw new CatalogueInvalidError(['The id in the body does not match the id in the path']);
    }
    const snapshot = await this.snapshot('admin');
    const existing = snapshot.get(resource, id) as unknown as CatalogueRecord | undefined;
    if (!existing) throw new CatalogueNotFoundError(def.label, id);
    const record = normalizeRecord(def, body, { now: this.clock.now() }, existing);
    this.checkReferences(resource, record, snapshot);
    const found = await this.write((tx) => this.repository.update(tx, def, record));
    if (!found) throw new CatalogueNotFoundError(def.label, id);
    return this.readBack(resource, record.id, record);
  }

  async remove(resource: CatalogueResource, id: string): Promise<unknown> {
    const def = definitionOf(resource);
    const snapshot = await this.snapshot('admin');
    const existing = snapshot.get(resource, id) as unknown as CatalogueRecord | undefined;
    if (!existing) throw new CatalogueNotFoundError(def.label, id);
    const what = `${def.label} "${String(existing[def.display] ?? id)}"`;
    const references = snapshot.referencesTo(resource, existing.id);
    if (references.length > 0)
      throw new CatalogueInUseError(`Cannot delete ${what}: it is still used by ${describeReferences(references)}`);
    try {
      const found = await this.write((tx) => this.repository.delete(tx, def, existing.id));
      if (!found) throw new CatalogueNotFoundError(def.label, id);
    } catch (error) {
      if (!(error instanceof CatalogueInUseError)) throw error;
      // Referenced by a write that raced ours, or by another context's table: name what we can.
      const fresh = (await this.snapshot('admin')).referencesTo(resource, existing.id);
      if (fresh.length > 0) throw new CatalogueInUseError(`Cannot delete ${what}: it is still used by ${describeReferences(fresh)}`);
      throw new CatalogueInUseError(
        `Cannot delete ${what}: it is still referenced by ${error.referencedBy ?? 'another record'}`,
        error.referencedBy,
      );
    }
    return existing;
  }

  /** `POST /api/setting`: insert or update by key. */
  async upsertSetting(body: unknown): Promise<SettingDto> {
    const def = definitionOf('setting');
    const record = normalizeRecord(def, body, { now: this.clock.now() });
    const key = String(record['key']);
    const value = String(record['value']);
    const id = await this.write((tx) => this.repository.upsertSetting(tx, key, value));
    return (await this.readBack('setting', id, { ...record, id })) as SettingDto;
  }

  /**
   * Creates the row of every registered setting marked `seed` that the catalogue lacks, with its default, so admins
   * see and edit it; present rows are never touched. Safe when several processes start at once.
   */
  async ensureSettingDefaults(definitions: readonly SettingDefinition<unknown>[] = SETTING_DEFINITIONS): Promise<string[]> {
    const present = new Set((await this.snapshot('admin')).list('setting').map((s) => s.key));
    const missing = definitions.filter((d) => d.seed && !present.has(d.key)).map((d) => ({ key: d.key, value: d.format(d.defaultValue) }));
    if (missing.length === 0) return [];
    return this.write((tx) => this.repository.insertMissingSettings(tx, missing));
  }

  async settingByKey(key: string): Promise<SettingDto> {
    const setting = (await this.snapshot('admin')).list('setting').find((s) => s.key === key);
    if (!setting) throw new CatalogueNotFoundError('setting', key);
    return setting;
  }

  /** `GET /api/item/search` (item picker): name contains, by name, pages from 1. */
  async searchItems(query: { searchTerm?: unknown; page?: unknown; pageSize?: unknown }): Promise<ItemSearchResultDto> {
    const page = positiveInt(query.page, 'page', 1, 1);
    const pageSize = Math.min(positiveInt(query.pageSize, 'pageSize', ITEM_PICKER_PAGE_SIZE, 1), ITEM_SEARCH_MAX_PAGE_SIZE);
    const term = String(query.searchTerm ?? '')
      .trim()
      .toLowerCase();
    const snapshot = await this.snapshot('admin');
    const hits = snapshot.list('item').filter((item) => item.name.toLowerCase().includes(term));
    const sorted = [...hits].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
    const totalPages = Math.ceil(sorted.length / pageSize);
    return {
      items: sorted.slice((page - 1) * pageSize, page * pageSize) as ItemDto[],
      pagination: { currentPage: page, totalPages, totalCount: sorted.length, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
    };
  }

  async groundsOfRegion(regionId: string) {
    const snapshot = await this.snapshot('admin');
    return snapshot
      .list('huntingground')
      .filter((g) => g.regionId === regionId.toLowerCase())
      .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  }

  async tablesOfGround(huntingGroundId: string) {
    const snapshot = await this.snapshot('admin');
    return snapshot
      .list('huntingtable')
      .filter((t) => t.huntingGroundId === huntingGroundId.toLowerCase())
      .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  }

  async clientItem(id: string): Promise<ClientItemDto> {
    const snapshot = await this.snapshot('player');
    const item = snapshot.get('item', id);
    if (!item || !item.visible) throw new CatalogueNotFoundError('item', id);
    return toClientItem(item, snapshot);
  }

  /** `GET /api/news/latestnews/{from}/{count}`: newest first, at most 50. */
  async latestNews(fromRaw: string, countRaw: string): Promise<NewsDto[]> {
    const from = positiveInt(fromRaw, 'from', 0, 0);
    const count = Math.min(positiveInt(countRaw, 'count', 5, 0), LATEST_NEWS_MAX);
    const snapshot = await this.snapshot('player');
    return [...snapshot.list('news')].sort((a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id)).slice(from, from + count);
  }

  private checkReferences(resource: CatalogueResource, record: CatalogueRecord, snapshot: CatalogueSnapshot): void {
    const errors = referenceErrors(definitionOf(resource), record, {
      byId: (r, id) => (r === resource && id === record.id ? record : snapshot.byId(r, id)),
      byShortName: (r, shortName) => snapshot.byShortName(r, shortName),
    });
    if (errors.length > 0) throw new CatalogueInvalidError(errors);
  }

  /** One transaction: the change, then the version bump other processes watch. */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.uow.run(async (tx) => {
        const result = await work(tx);
        await this.repository.bumpVersion(tx);
        return result;
      });
    } finally {
      this.store.invalidate();
    }
  }

  private async readBack(resource: CatalogueResource, id: string, written: Record<string, unknown>): Promise<unknown> {
    return (await this.snapshot('admin')).get(resource, id) ?? { ...written, id };
  }
}
