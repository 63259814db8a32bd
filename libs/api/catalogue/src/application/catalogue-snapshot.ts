import {
  CATALOGUE_RESOURCES,
  CatalogueResource,
  CurrencyDto,
  DamageTypeDto,
  EnemyDto,
  EnemyTypeDto,
  HuntingGroundDto,
  HuntingTableDto,
  ItemDto,
  ItemTypeDto,
  NewsDto,
  PremiumPackageDto,
  ProcEventTypeDto,
  ProcTypeDto,
  RankDto,
  RarityDto,
  readSetting,
  RegionDto,
  SettingDefinition,
  SettingDto,
  StatDto,
} from '@grimhunt/contracts';
import { CATALOGUE_DEFINITIONS, definitionOf } from './resources/catalogue.resources';
import { CatalogueRecord, childList } from './resources/record-normalizer';
import { RecordLookup } from './resources/resource-definition';

/** The record type of each resource (the contracts' DTOs are the records: the catalogue is thin). */
export interface CatalogueRecordTypes {
  item: ItemDto;
  itemtype: ItemTypeDto;
  enemy: EnemyDto;
  enemytype: EnemyTypeDto;
  rarity: RarityDto;
  currency: CurrencyDto;
  stat: StatDto;
  proctype: ProcTypeDto;
  proceventtype: ProcEventTypeDto;
  damagetype: DamageTypeDto;
  rank: RankDto;
  region: RegionDto;
  huntingground: HuntingGroundDto;
  huntingtable: HuntingTableDto;
  news: NewsDto;
  premiumPackage: PremiumPackageDto;
  setting: SettingDto;
}

export type LoadedRecords = Record<CatalogueResource, CatalogueRecord[]>;

/** Who uses a record: `item "Wisp Whiskey" (craftingMats)`. */
export interface RecordReference {
  resource: CatalogueResource;
  id: string;
  display: string;
  via: string;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

/**
 * Every catalogue record of one catalogue version, in memory and frozen. Built by `CatalogueStore`; read through `CatalogueFacade`.
 */
export class CatalogueSnapshot implements RecordLookup {
  private readonly ids = new Map<CatalogueResource, Map<string, CatalogueRecord>>();
  private readonly shortNames = new Map<CatalogueResource, Map<string, CatalogueRecord>>();
  private readonly derivedValues = new Map<(snapshot: CatalogueSnapshot) => unknown, unknown>();

  constructor(
    readonly version: string,
    private readonly records: LoadedRecords,
  ) {
    for (const resource of CATALOGUE_RESOURCES) {
      const list = records[resource] ?? [];
      records[resource] = list;
      this.ids.set(resource, new Map(list.map((r) => [r.id, r])));
      if (CATALOGUE_DEFINITIONS[resource].fields.some((f) => f.key === 'shortName')) {
        this.shortNames.set(resource, new Map(list.map((r) => [String(r['shortName']), r])));
      }
    }
    for (const resource of CATALOGUE_RESOURCES) {
      const hydrate = CATALOGUE_DEFINITIONS[resource].hydrate;
      if (hydrate) for (const record of records[resource]) hydrate(record, this);
    }
    deepFreeze(records);
  }

  /**
   * What `compute` makes of this snapshot, computed on the first call and kept with the snapshot (a snapshot never
   * changes: an edit makes a new one). `compute` is the key: pass a function defined once (module level), not a new
   * closure per call.
   */
  derived<T>(compute: (snapshot: CatalogueSnapshot) => T): T {
    if (!this.derivedValues.has(compute)) this.derivedValues.set(compute, compute(this));
    return this.derivedValues.get(compute) as T;
  }

  list<R extends CatalogueResource>(resource: R): readonly CatalogueRecordTypes[R][] {
    return this.records[resource] as unknown as CatalogueRecordTypes[R][];
  }

  get<R extends CatalogueResource>(resource: R, id: string): CatalogueRecordTypes[R] | undefined {
    return this.byId(resource, id) as unknown as CatalogueRecordTypes[R] | undefined;
  }

  /**
   * The record with this id, in any letter case. Ids are kept in lower case, as PostgreSQL writes uuids; the id as
   * given is tried first (the hot paths look up ids read from the database), so most lookups make no lower-case copy.
   */
  byId(resource: CatalogueResource, id: string): Record<string, unknown> | undefined {
    const records = this.ids.get(resource);
    return records?.get(id) ?? records?.get(String(id).toLowerCase());
  }

  /** A registered setting's typed value (its default when the row is missing or unreadable). */
  settingValue<T>(definition: SettingDefinition<T>): T {
    return readSetting(definition, this.list('setting').find((s) => s.key === definition.key)?.value);
  }

  byShortName(resource: CatalogueResource, shortName: string): Record<string, unknown> | undefined {
    return this.shortNames.get(resource)?.get(shortName);
  }

  /** Every record that references `resource`/`id` (fields and child lists, by id or short name). */
  referencesTo(resource: CatalogueResource, id: string): RecordReference[] {
    const target = this.byId(resource, id);
    if (!target) return [];
    const out: RecordReference[] = [];
    const matches = (ref: { resource: string; by?: string } | undefined, value: unknown) =>
      !!ref &&
      ref.resource === resource &&
      value !== null &&
      value !== undefined &&
      (ref.by === 'shortName' ? value === target['shortName'] : value === target['id']);
    for (const other of CATALOGUE_RESOURCES) {
      const def = definitionOf(other);
      for (const record of this.records[other]) {
        if (other === resource && record.id === target['id']) continue; // its own rows go with it
        const via = new Set<string>();
        for (const field of def.fields) if (matches(field.ref, record[field.key])) via.add(field.key);
        for (const child of def.children) {
          for (const entry of childList(child, record)) {
            if (
              child.scalar
                ? matches(child.scalar.ref, entry)
                : (child.fields ?? []).some((f) => matches(f.ref, (entry as Record<string, unknown>)[f.key]))
            ) {
              via.add(child.key);
            }
          }
        }
        if (via.size > 0)
          out.push({ resource: other, id: record.id, display: String(record[def.display] ?? record.id), via: [...via].join(', ') });
      }
    }
    return out;
  }
}

/** `it is still used by item "Wisp Whiskey" (craftingMats), enemy "Wailing Widow" (loot) and 3 more`. */
export function describeReferences(references: RecordReference[], limit = 5): string {
  const named = references.slice(0, limit).map((r) => `${definitionOf(r.resource).label} "${r.display}" (${r.via})`);
  const more = references.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}
