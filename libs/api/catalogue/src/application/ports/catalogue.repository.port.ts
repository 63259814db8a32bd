import { Tx } from '@grimhunt/api-kernel';
import { LoadedRecords } from '../catalogue-snapshot';
import { CatalogueRecord } from '../resources/record-normalizer';
import { ResourceDefinition } from '../resources/resource-definition';

/**
 * Storage of catalogue records (generic over the resource definitions). Writes run inside the caller's
 * transaction. A taken unique key surfaces as CatalogueConflictError, a missing reference as
 * CatalogueInvalidError, a delete of a record still referenced as CatalogueInUseError.
 */
export interface CatalogueRepository {
  /** The current catalogue version (bumped by every write). */
  readVersion(): Promise<string>;
  /** Every record of every resource, consistent with the returned version (one snapshot transaction). */
  loadAll(): Promise<{ version: string; records: LoadedRecords }>;
  /** Inserts the record and its child rows; returns the id (the record's, or a new one). */
  insert(tx: Tx, def: ResourceDefinition, record: CatalogueRecord | Omit<CatalogueRecord, 'id'>): Promise<string>;
  /** Replaces the record's columns and child rows; false when it does not exist. */
  update(tx: Tx, def: ResourceDefinition, record: CatalogueRecord): Promise<boolean>;
  /** Deletes the record (its child rows go with it); false when it does not exist. */
  delete(tx: Tx, def: ResourceDefinition, id: string): Promise<boolean>;
  /** Inserts or updates the setting with this key; returns its id. */
  upsertSetting(tx: Tx, key: string, value: string): Promise<string>;
  /** Inserts the settings whose keys are absent, leaving present ones alone; returns the keys it inserted. */
  insertMissingSettings(tx: Tx, settings: readonly { key: string; value: string }[]): Promise<string[]>;
  /** Bumps the catalogue version in the caller's transaction; returns the new version. */
  bumpVersion(tx: Tx): Promise<string>;
}
export const CATALOGUE_REPOSITORY = Symbol('CATALOGUE_REPOSITORY');
