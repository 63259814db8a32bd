import { randomUUID } from 'node:crypto';
import { CatalogueResource } from '@grimhunt/contracts';
import shared from './content/shared.json';
import region1 from './content/region-1-hollowmere-vale.json';
import region2 from './content/region-2-vargcrest-pass.json';
import region3 from './content/region-3-necropolis-of-lachrymae.json';

/**
 * The content pack: data files in ./content (one per region plus shared.json). They are the source of truth and are
 * edited by hand (balance work tunes their figures with `npm run balance`); the script that once typed their first
 * curves was removed when the tuned files had drifted from it, so that nobody regenerates stale values over them.
 * Each file maps a catalogue resource to its records; a record has a `key` unique within
 * its resource, and refers to other records as "@<resource>:<key>". A few fields are relative so the pack never goes
 * stale: news `daysAgo` (turned into `timestamp`), premium packages with `nextOccurrence` (a calendar `month` dated
 * to that month's next occurrence from the load date, this month included), and setting values given as JSON
 * objects (stored as JSON text).
 */
export type ContentRecord = Record<string, unknown> & { key: string };
export type ContentFile = Partial<Record<CatalogueResource, ContentRecord[]>>;
type Body = Record<string, unknown>;

export const CONTENT_FILES: Record<string, ContentFile> = {
  'shared.json': shared as unknown as ContentFile,
  'region-1-hollowmere-vale.json': region1 as unknown as ContentFile,
  'region-2-vargcrest-pass.json': region2 as unknown as ContentFile,
  'region-3-necropolis-of-lachrymae.json': region3 as unknown as ContentFile,
};

/** Insert order: what a record refers to is loaded before it (items' links to items and ghosts are patched after). */
export const LOAD_ORDER: CatalogueResource[] = [
  'itemtype',
  'rarity',
  'currency',
  'proctype',
  'proceventtype',
  'damagetype',
  'enemytype',
  'stat',
  'item',
  'enemy',
  'rank',
  'region',
  'huntingground',
  'huntingtable',
  'news',
  'premiumPackage',
  'setting',
];

const REF = /^@([A-Za-z]+):(.+)$/;

/** Every record of the pack, by resource, in file order. */
export function contentRecords(files: Record<string, ContentFile> = CONTENT_FILES): Map<CatalogueResource, ContentRecord[]> {
  const out = new Map<CatalogueResource, ContentRecord[]>();
  for (const file of Object.values(files)) {
    for (const [resource, records] of Object.entries(file) as [CatalogueResource, ContentRecord[]][]) {
      out.set(resource, [...(out.get(resource) ?? []), ...records]);
    }
  }
  return out;
}

/** The pack's problems in words (an empty list for a sound pack): unknown resources, duplicate keys, dangling references. */
export function contentProblems(files: Record<string, ContentFile> = CONTENT_FILES): string[] {
  const problems: string[] = [];
  const records = contentRecords(files);
  const keys = new Map<string, Set<string>>();
  for (const [resource, list] of records) {
    if (!LOAD_ORDER.includes(resource)) problems.push(`unknown resource ${resource}`);
    const seen = new Set<string>();
    for (const r of list) {
      if (typeof r.key !== 'string' || !r.key) problems.push(`${resource}: a record without a key`);
      else if (seen.has(r.key)) problems.push(`${resource}: duplicate key ${r.key}`);
      seen.add(r.key);
    }
    keys.set(resource, seen);
  }
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      const m = REF.exec(value);
      if (m && !keys.get(m[1] as CatalogueResource)?.has(m[2])) problems.push(`${where}: dangling reference ${value}`);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, where));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(v, where));
  };
  for (const [resource, list] of records) for (const r of list) visit(r, `${resource}:${r.key}`);
  return problems;
}

/**
 * The pack as catalogue record bodies with fresh ids, references resolved, relative fields made absolute for `now`.
 * Throws on a dangling reference (the unit test keeps the committed pack free of them).
 */
export function resolveContentPack(
  now: Date,
  files: Record<string, ContentFile> = CONTENT_FILES,
  newId: () => string = randomUUID,
): [CatalogueResource, Body][] {
  const records = contentRecords(files);
  const ids = new Map<string, string>();
  for (const [resource, list] of records) for (const r of list) ids.set(`${resource}:${r.key}`, newId());
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const m = REF.exec(value);
      if (!m) return value;
      const id = ids.get(`${m[1]}:${m[2]}`);
      if (!id) throw new Error(`content pack: dangling reference ${value}`);
      return id;
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  const seconds = Math.floor(now.getTime() / 1000);
  const out: [CatalogueResource, Body][] = [];
  for (const resource of LOAD_ORDER) {
    for (const record of records.get(resource) ?? []) {
      const { key, daysAgo, nextOccurrence, ...rest } = resolve(record) as Body;
      const body: Body = { ...rest, id: ids.get(`${resource}:${key as string}`) };
      // A setting's own `key` field is its record key.
      if (resource === 'setting') body['key'] = key;
      if (resource === 'news' && typeof daysAgo === 'number') body['timestamp'] = seconds - daysAgo * 86_400;
      if (resource === 'premiumPackage' && nextOccurrence === true && typeof body['month'] === 'number') {
        const month = body['month'];
        body['year'] = now.getUTCFullYear() + (month >= now.getUTCMonth() + 1 ? 0 : 1);
      }
      if (resource === 'setting' && typeof body['value'] !== 'string') body['value'] = JSON.stringify(body['value']);
      out.push([resource, body]);
    }
  }
  return out;
}
