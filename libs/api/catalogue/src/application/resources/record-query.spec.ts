import { CATALOGUE_RESOURCES } from '@grimhunt/contracts';
import { ValidationError } from '@grimhunt/api-kernel';
import { definitionOf } from './catalogue.resources';
import { parseResourceQuery, queryRecords } from './record-query';

describe('simple-rest list queries per resource', () => {
  it.each(CATALOGUE_RESOURCES)('%s: accepts its whitelisted sort and filter fields, refuses others', (resource) => {
    const def = definitionOf(resource);
    expect(parseResourceQuery(def, {})).toEqual({
      sortField: def.defaultSort,
      sortOrder: def.defaultOrder ?? 'ASC',
      offset: 0,
      limit: 1000,
      filter: {},
    });
    for (const field of ['id', ...def.fields.map((f) => f.key)]) {
      expect(parseResourceQuery(def, { sort: JSON.stringify([field, 'DESC']) })).toMatchObject({ sortField: field, sortOrder: 'DESC' });
    }
    for (const field of def.filterable) {
      expect(parseResourceQuery(def, { filter: JSON.stringify({ [field]: 'x', q: 'y', id: ['a'] }) }).filter).toEqual({
        [field]: 'x',
        q: 'y',
        id: ['a'],
      });
    }
    expect(() => parseResourceQuery(def, { sort: '["passwordHash","ASC"]' })).toThrow(ValidationError);
    expect(() => parseResourceQuery(def, { filter: '{"passwordHash":"x"}' })).toThrow(ValidationError);
    expect(() => parseResourceQuery(def, { range: '[0' })).toThrow(ValidationError);
    expect(parseResourceQuery(def, { range: '[10,19]' })).toMatchObject({ offset: 10, limit: 10 });
  });

  it('filters the back office needs are whitelisted', () => {
    expect(definitionOf('item').filterable).toContain('type');
    expect(definitionOf('enemy').filterable).toEqual(
      expect.arrayContaining(['enemyType', 'enemyRarity', 'midnightGhost', 'specialGhost', 'nessyGhost']),
    );
    expect(definitionOf('huntingground').filterable).toContain('regionId');
    expect(definitionOf('huntingtable').filterable).toContain('huntingGroundId');
  });
});

describe('queryRecords', () => {
  const def = definitionOf('enemy');
  const records = [
    { id: 'a', name: 'Wailing Widow', scareFactor: 30, midnightGhost: true, enemyType: 't1' },
    { id: 'b', name: 'bog lantern', scareFactor: 10, midnightGhost: false, enemyType: 't2' },
    { id: 'c', name: 'Crow Wisp', scareFactor: null, midnightGhost: false, enemyType: 't1' },
    { id: 'd', name: 'Widow Maker', scareFactor: 20, midnightGhost: false, enemyType: null },
  ];
  const run = (query: Record<string, unknown>) => queryRecords(def, records, parseResourceQuery(def, query));

  it('searches names case-insensitively with q', () => {
    expect(run({ filter: '{"q":"WIDOW"}' }).rows.map((r) => r.id)).toEqual(['a', 'd']);
  });

  it('filters by equality, boolean text and lists of values', () => {
    expect(run({ filter: '{"midnightGhost":"true"}' }).rows.map((r) => r.id)).toEqual(['a']);
    expect(run({ filter: '{"enemyType":"t1"}' }).rows.map((r) => r.id)).toEqual(['c', 'a']);
    expect(run({ filter: '{"id":["d","b"]}' }).rows.map((r) => r.id)).toEqual(['b', 'd']);
  });

  it('sorts case-insensitively with nulls last in both directions, then pages', () => {
    expect(run({ sort: '["scareFactor","ASC"]' }).rows.map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(run({ sort: '["scareFactor","DESC"]' }).rows.map((r) => r.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(run({ sort: '["name","ASC"]', range: '[1,2]' })).toEqual({ rows: [records[2], records[0]], total: 4 });
  });
});
