import { contentRange, parseListQuery } from './simple-rest';

const spec = { sortable: ['name', 'xp'], defaultSort: 'name', filterable: ['type'] };

describe('parseListQuery', () => {
  it('reads sort, range and filter in the ra-data-simple-rest dialect', () => {
    expect(parseListQuery({ sort: '["xp","DESC"]', range: '[10,19]', filter: '{"q":"rat","type":"abc"}' }, spec)).toEqual({
      sortField: 'xp',
      sortOrder: 'DESC',
      offset: 10,
      limit: 10,
      filter: { q: 'rat', type: 'abc' },
    });
  });

  it('falls back to the default sort and the whole list', () => {
    expect(parseListQuery({}, spec)).toEqual({ sortField: 'name', sortOrder: 'ASC', offset: 0, limit: 1000, filter: {} });
  });

  it('accepts getMany by id and drops empty filter values', () => {
    expect(parseListQuery({ filter: '{"id":["a","b"],"type":""}' }, spec).filter).toEqual({ id: ['a', 'b'] });
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'Cannot sort by password'],
    [{ filter: '{"secret":1}' }, 'Cannot filter by secret'],
    [{ range: '[5,1]' }, 'range must be [from,to] with 0 <= from <= to'],
    [{ range: '[-1,3]' }, 'range must be [from,to] with 0 <= from <= to'],
    [{ sort: 'not json' }, 'The sort parameter is not valid JSON'],
  ])('refuses %j', (query, message) => {
    expect(() => parseListQuery(query, spec)).toThrow(message);
  });

  it('sorts every resource by id (react-admin default) and refuses NUL characters in filters', () => {
    expect(parseListQuery({ sort: '["id","ASC"]', range: '[0,39]' }, spec)).toMatchObject({
      sortField: 'id',
      sortOrder: 'ASC',
      offset: 0,
      limit: 40,
    });
    expect(() => parseListQuery({ filter: '{"q":"a\\u0000b"}' }, spec)).toThrow('NUL');
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,99999]' }, { ...spec, maxLimit: 500 }).limit).toBe(500);
  });
});

describe('contentRange', () => {
  it('names the resource, the slice and the total', () => {
    expect(contentRange('item', 0, 25, 319)).toBe('item 0-24/319');
    expect(contentRange('item', 300, 19, 319)).toBe('item 300-318/319');
    expect(contentRange('item', 0, 0, 0)).toBe('item */0');
  });
});
