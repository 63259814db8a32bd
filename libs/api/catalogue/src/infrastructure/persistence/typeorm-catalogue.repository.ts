import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CATALOGUE_RESOURCES, CatalogueResource } from '@grimhunt/contracts';
import {
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
  rowsOf,
  SidePool,
  Tx,
  unwrapTx,
} from '@grimhunt/api-kernel';
import { CatalogueConflictError, CatalogueInUseError, CatalogueInvalidError } from '../../domain/catalogue.errors';
import { LoadedRecords } from '../../application/catalogue-snapshot';
import { CatalogueRepository } from '../../application/ports/catalogue.repository.port';
import { CATALOGUE_DEFINITIONS } from '../../application/resources/catalogue.resources';
import { CatalogueRecord, childList } from '../../application/resources/record-normalizer';
import { ChildDef, FieldDef, ResourceDefinition } from '../../application/resources/resource-definition';

type Row = Record<string, unknown>;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function fromColumn(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'bigint':
    case 'money':
    case 'number':
      return Number(value);
    case 'timestamp':
      return Math.floor((value instanceof Date ? value : new Date(String(value))).getTime() / 1000);
    default:
      return value;
  }
}

function toColumn(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (field.kind === 'timestamp') return new Date(Number(value) * 1000);
  return value;
}

function pgField(error: unknown, name: 'detail' | 'table' | 'message'): string | undefined {
  const e = error as Record<string, unknown> & { driverError?: Record<string, unknown> };
  const value = e?.driverError?.[name] ?? e?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** `Key (short_name)=(bait) already exists.` -> ['short_name', 'bait'] */
function keyOf(detail: string | undefined): { column: string; value: string } | undefined {
  const match = /Key \(([^)]+)\)=\((.*)\)/.exec(detail ?? '');
  return match ? { column: match[1], value: match[2] } : undefined;
}

function article(label: string): string {
  return /^[aeiou]/i.test(label) ? 'An' : 'A';
}

/** Human name of a table: a resource's label, or `<label> <list>` for a child table. */
function tableLabel(table: string | undefined): string {
  if (!table) return 'another record';
  if (table === 'image') return 'image';
  for (const def of Object.values(CATALOGUE_DEFINITIONS)) {
    if (def.table === table) return def.label;
    const child = def.children.find((c) => c.table === table);
    if (child) return `${def.label} ${child.key}`;
  }
  return table.replace(/_/g, ' ');
}

/** The DTO path of a column of the resource's table or of one of its child tables. */
function fieldPath(def: ResourceDefinition, table: string | undefined, column: string): string {
  if (!table || table === def.table) return def.fields.find((f) => f.column === column)?.key ?? column;
  const child = def.children.find((c) => c.table === table);
  if (!child) return column;
  const list = child.wrap ? `${child.key}.${child.wrap}` : child.key;
  const field = child.scalar?.column === column ? undefined : child.fields?.find((f) => f.column === column);
  return field ? `${list}[].${field.key}` : list;
}

/**
 * The catalogue in PostgreSQL, written generically from the resource definitions with parameterised SQL
 * (identifiers come from the definitions, never from requests).
 *
 * The version check and the whole-catalogue load run on a side connection of their own, never on the main pool: game
 * reads wait for a reload while their transaction holds a main-pool connection (a grant checks its item while it holds
 * the player's row), so a reload queued on the main pool could wait for ever for a connection only its own waiters
 * give back.
 */
@Injectable()
export class TypeOrmCatalogueRepository implements CatalogueRepository, OnModuleDestroy {
  private readonly reloads: SidePool;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.reloads = new SidePool(dataSource, 'catalogue');
  }

  onModuleDestroy(): Promise<void> {
    return this.reloads.end();
  }

  async readVersion(): Promise<string> {
    const rows = await this.reloads.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
    return rows[0]?.version ?? '0';
  }

  loadAll(): Promise<{ version: string; records: LoadedRecords }> {
    return this.reloads.transaction('START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY', async (query) => {
      const [{ version }] = await query<{ version: string }>('SELECT version::text AS version FROM catalogue_version');
      const records = {} as LoadedRecords;
      for (const resource of CATALOGUE_RESOURCES) records[resource] = await this.loadResource(query, resource);
      return { version, records };
    });
  }

  private async loadResource(query: SidePool['query'], resource: CatalogueResource): Promise<CatalogueRecord[]> {
    const def = CATALOGUE_DEFINITIONS[resource];
    const rows = await query<Row>(`SELECT * FROM ${quote(def.table)} ORDER BY id`);
    const records = rows.map((row) => {
      const record: CatalogueRecord = { id: String(row['id']) };
      for (const field of def.fields) record[field.key] = fromColumn(field, row[field.column]);
      return record;
    });
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const child of def.children) {
      for (const record of records) record[child.key] = child.wrap ? { [child.wrap]: [] } : [];
      const childRows = await query<Row>(`SELECT * FROM ${quote(child.table)} ORDER BY ${quote(child.parentColumn)}, position`);
      for (const row of childRows) {
        const parent = byId.get(String(row[child.parentColumn]));
        if (parent) (childList(child, parent) as unknown[]).push(this.entryFromRow(child, row));
      }
    }
    return records;
  }

  private entryFromRow(child: ChildDef, row: Row): unknown {
    if (child.scalar) return fromColumn(child.scalar, row[child.scalar.column]);
    const entry: Row = {};
    for (const field of child.fields ?? []) entry[field.key] = fromColumn(field, row[field.column]);
    return entry;
  }

  async insert(tx: Tx, def: ResourceDefinition, record: CatalogueRecord | Omit<CatalogueRecord, 'id'>): Promise<string> {
    const m = unwrapTx(tx);
    const columns = def.fields.map((f) => f.column);
    const values = def.fields.map((f) => toColumn(f, record[f.key]));
    const id = (record as Partial<CatalogueRecord>).id;
    if (id) {
      columns.unshift('id');
      values.unshift(id);
    }
    const sql = `INSERT INTO ${quote(def.table)} (${columns.map(quote).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`;
    try {
      const rows: Row[] = await m.query(sql, values);
      const newId = String(rows[0]['id']);
      await this.writeChildren(m, def, newId, record);
      return newId;
    } catch (error) {
      throw this.translateWrite(def, error);
    }
  }

  async update(tx: Tx, def: ResourceDefinition, record: CatalogueRecord): Promise<boolean> {
    const m = unwrapTx(tx);
    const sets = def.fields.map((f, i) => `${quote(f.column)} = $${i + 2}`);
    const values = [record.id, ...def.fields.map((f) => toColumn(f, record[f.key]))];
    try {
      const rows = rowsOf<Row>(await m.query(`UPDATE ${quote(def.table)} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, values));
      if (rows.length === 0) return false;
      for (const child of def.children)
        await m.query(`DELETE FROM ${quote(child.table)} WHERE ${quote(child.parentColumn)} = $1`, [record.id]);
      await this.writeChildren(m, def, record.id, record);
      return true;
    } catch (error) {
      throw this.translateWrite(def, error);
    }
  }

  private async writeChildren(m: EntityManager, def: ResourceDefinition, parentId: string, record: Row): Promise<void> {
    for (const child of def.children) {
      const entries = childList(child, record);
      if (entries.length === 0) continue;
      const fields = child.scalar ? [child.scalar] : [...(child.fields ?? [])];
      const columns = [child.parentColumn, 'position', ...fields.map((f) => f.column)];
      const values: unknown[] = [];
      const tuples = entries.map((entry, position) => {
        const row = [parentId, position, ...fields.map((f) => toColumn(f, child.scalar ? entry : (entry as Row)[f.key]))];
        const start = values.length;
        values.push(...row);
        return `(${row.map((_, i) => `$${start + i + 1}`).join(', ')})`;
      });
      await m.query(`INSERT INTO ${quote(child.table)} (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')}`, values);
    }
  }

  async delete(tx: Tx, def: ResourceDefinition, id: string): Promise<boolean> {
    try {
      const rows = rowsOf<Row>(await unwrapTx(tx).query(`DELETE FROM ${quote(def.table)} WHERE id = $1 RETURNING id`, [id]));
      return rows.length > 0;
    } catch (error) {
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
        const referencedBy = tableLabel(pgField(error, 'table'));
        throw new CatalogueInUseError(`This ${def.label} cannot be deleted: it is still referenced by ${referencedBy}`, referencedBy);
      }
      throw error;
    }
  }

  async upsertSetting(tx: Tx, key: string, value: string): Promise<string> {
    const rows: Row[] = await unwrapTx(tx).query(
      `INSERT INTO setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value RETURNING id`,
      [key, value],
    );
    return String(rows[0]['id']);
  }

  async insertMissingSettings(tx: Tx, settings: readonly { key: string; value: string }[]): Promise<string[]> {
    if (settings.length === 0) return [];
    const rows: Row[] = await unwrapTx(tx).query(
      `INSERT INTO setting (key, value) SELECT * FROM unnest($1::varchar[], $2::text[]) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [settings.map((s) => s.key), settings.map((s) => s.value)],
    );
    return rows.map((row) => String(row['key']));
  }

  async bumpVersion(tx: Tx): Promise<string> {
    const rows = rowsOf<Row>(
      await unwrapTx(tx).query('UPDATE catalogue_version SET version = version + 1 RETURNING version::text AS version'),
    );
    return String(rows[0]?.['version']);
  }

  /** Database rule violations on insert/update, as answers the back office can show. */
  private translateWrite(def: ResourceDefinition, error: unknown): unknown {
    const code = pgErrorCode(error);
    const table = pgField(error, 'table');
    const key = keyOf(pgField(error, 'detail'));
    if (code === PG_UNIQUE_VIOLATION) {
      const path = key ? fieldPath(def, table, key.column) : 'key';
      return new CatalogueConflictError(`${article(def.label)} ${def.label} with ${path} "${key?.value ?? ''}" already exists`);
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      const target = /table "([^"]+)"/.exec(pgField(error, 'detail') ?? '')?.[1];
      const path = key ? fieldPath(def, table, key.column) : 'a reference';
      return new CatalogueInvalidError([`${path} refers to an unknown ${tableLabel(target)} (${key?.value ?? ''})`]);
    }
    if (code === PG_CHECK_VIOLATION) {
      return new CatalogueInvalidError([`The ${def.label} breaks the rule ${pgConstraint(error) ?? 'of the database'}`]);
    }
    if (code && /^22/.test(code)) {
      return new CatalogueInvalidError([`A value of the ${def.label} is not valid: ${pgField(error, 'message') ?? code}`]);
    }
    return error;
  }
}
