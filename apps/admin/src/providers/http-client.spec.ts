import { fakeJwt, installFakeFetch } from '../testing/fake-fetch';
import { dataProvider } from './data-provider';
import { httpClient, postForm } from './http-client';

describe('httpClient', () => {
  beforeEach(() => localStorage.clear());

  it('sends the application key, the client version and the bearer token', async () => {
    const token = fakeJwt({ sub: 'u1', role: 'admin' });
    localStorage.setItem('token', token);
    const { calls } = installFakeFetch(() => ({ body: [] }));

    await httpClient('/api/rarity');

    expect(calls[0].headers.get('x-app-key')).toBe('grimhunt-web');
    expect(calls[0].headers.get('x-app-version')).toBe('0.1.0');
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = installFakeFetch(() => ({ body: [] }));
    await httpClient('/api/version/');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.get('x-app-key')).toBe('grimhunt-web');
  });

  it('keeps caller headers and sends JSON bodies as JSON', async () => {
    const { calls } = installFakeFetch(() => ({ body: {} }));
    await httpClient('/api/setting', { method: 'POST', body: JSON.stringify({ key: 'k', value: 'v' }) });
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('posts forms url-encoded', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = installFakeFetch(() => ({ body: {} }));
    await postForm('/api/user/AddInventoryItem', { userId: 'u', itemId: 'i', deltaAmount: -3, remove: true });
    expect(calls[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(String(calls[0].init.body)).toBe('userId=u&itemId=i&deltaAmount=-3&remove=true');
  });

  it("rejects with the server's message of a { statusCode, code, message } error", async () => {
    installFakeFetch(() => ({ status: 409, body: { statusCode: 409, code: 'CATALOGUE.IN_USE', message: 'still referenced' } }));
    await expect(httpClient('/api/item/1', { method: 'DELETE' })).rejects.toMatchObject({ status: 409, message: 'still referenced' });
  });

  it("keeps the API's list of messages out of react-admin's field validation (body.errors)", async () => {
    const body = {
      statusCode: 400,
      code: 'CATALOGUE.INVALID',
      message: 'enemies[0]: rangeMin must be <= rangeMax',
      errors: ['enemies[0]: rangeMin must be <= rangeMax', 'name is required'],
    };
    installFakeFetch(() => ({ status: 400, body }));
    const error = await httpClient('/api/huntingtable', { method: 'POST', body: '{}' }).catch((e) => e);
    expect(error).toMatchObject({ status: 400, message: 'enemies[0]: rangeMin must be <= rangeMax' });
    expect(error.body.errors).toBeUndefined();
    expect(error.body.messages).toEqual(body.errors);
    expect(error.body.code).toBe('CATALOGUE.INVALID');
  });
});

describe('dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('lists with the simple-rest sort, range and filter parameters and reads Content-Range', async () => {
    const { calls } = installFakeFetch(() => ({ body: [{ id: 'a', name: 'A' }], headers: { 'Content-Range': 'item 0-24/319' } }));
    const result = await dataProvider.getList('item', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'rat', type: 'it-1' },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/item');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['name', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'rat', type: 'it-1' });
    expect(result.total).toBe(319);
  });

  it('gets many through filter={"id":[...]}', async () => {
    const { calls } = installFakeFetch(() => ({ body: [] }));
    await dataProvider.getMany('item', { ids: ['a', 'b'] });
    const url = new URL(calls[0].url, 'http://x');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ id: ['a', 'b'] });
  });

  it('searches items with searchTerm, 1-based page and pageSize 20', async () => {
    const { calls } = installFakeFetch(() => ({
      body: { items: [], pagination: { currentPage: 2, totalPages: 2, totalCount: 21, hasNextPage: false, hasPreviousPage: true } },
    }));
    await dataProvider.searchItems('rat trap', 2);
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/item/search');
    expect(url.searchParams.get('searchTerm')).toBe('rat trap');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('20');
  });

  it('uploads images as multipart field "files" with the auth headers and returns the id', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = installFakeFetch(() => ({ status: 201, body: { id: 'img-9' } }));
    const file = new File(['x'], 'ghost.png', { type: 'image/png' });
    await expect(dataProvider.uploadImage(file)).resolves.toEqual({ id: 'img-9' });
    expect(calls[0].url).toBe('/api/Image');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.body as FormData).get('files')).toBeInstanceOf(File);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0].headers.get('x-app-key')).toBe('grimhunt-web');
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('reads a setting by key through the filtered list: no 404 when it is missing', async () => {
    installFakeFetch(() => ({ body: [], headers: { 'Content-Range': 'setting 0-0/0' } }));
    await expect(dataProvider.getSettingByKey('ForceMissionHuntingGround')).resolves.toBeNull();
    const { calls } = installFakeFetch(() => ({
      body: [{ id: 's1', key: 'MissionsEnabled', value: 'true' }],
      headers: { 'Content-Range': 'setting 0-0/1' },
    }));
    await expect(dataProvider.getSettingByKey('MissionsEnabled')).resolves.toEqual({ id: 's1', key: 'MissionsEnabled', value: 'true' });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/setting');
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ key: 'MissionsEnabled' });
  });

  it('loads the custom pages through data provider methods', async () => {
    const { calls } = installFakeFetch((url) => ({ body: url.includes('GameAppStats') ? [{ id: 'r1' }] : { totalHunts: 3 } }));
    await expect(dataProvider.analyticsRecords()).resolves.toEqual([{ id: 'r1' }]);
    await expect(dataProvider.huntStatistics()).resolves.toEqual({ totalHunts: 3 });
    expect(calls.map((c) => c.url)).toEqual(['/api/GameAppStats', '/api/admin/hunt/statistics-last-24h']);
  });

  it('uses the nested routes for hunting grounds and tables', async () => {
    const { calls } = installFakeFetch(() => ({ body: [] }));
    await dataProvider.groundsOfRegion('r1');
    await dataProvider.tablesOfGround('g1');
    expect(calls.map((c) => c.url)).toEqual(['/api/huntingground/region/r1', '/api/huntingtable/huntingground/g1']);
  });
});
