import { CatalogueFacade, seedDemoContent } from '../src';
import { Json, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

/** After the content is loaded every record shows a picture of its own, made by our code. */
describe('catalogue generated art', () => {
  let t: TestApp;
  let admin: SimpleRest;
  let artMs = 0;
  let drawn = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = new SimpleRest(t, await t.http.login('admin', 'admin'));
    expect(await seedDemoContent(t.dataSource)).toBe(true);
    const started = Date.now();
    expect(await t.app.get(CatalogueFacade).seedDemoContentIfEmpty()).toBe(false);
    artMs = Date.now() - started;
    drawn = (await t.dataSource.query(`SELECT count(*)::int AS n FROM image`))[0].n;
  });
  afterAll(() => t?.close());

  it('gives every enemy an image served as an image', async () => {
    const enemies = (await admin.list('enemy', { range: [0, 999] })).body as Json[];
    expect(enemies.length).toBeGreaterThan(0);
    for (const enemy of enemies) {
      expect(enemy.imageId).toEqual(expect.any(String));
      const res = await fetch(`${t.baseUrl}/api/image/enemy/${enemy.id}`);
      expect({ name: enemy.name, status: res.status, type: res.headers.get('content-type') }).toEqual({
        name: enemy.name,
        status: 200,
        type: 'image/webp',
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const images = new Set(enemies.map((e) => e.imageId));
    expect(images.size).toBe(enemies.length);
  });

  it('gives every item, region, ground, rank, currency, package and news its own image', async () => {
    for (const resource of ['item', 'region', 'huntingground', 'rank', 'currency', 'premiumPackage', 'news', 'itemtype', 'stat']) {
      const records = (await admin.list(resource, { range: [0, 999] })).body as Json[];
      for (const record of records) {
        expect({ resource, name: record.name ?? record.header, imageId: typeof record.imageId }).toEqual({
          resource,
          name: record.name ?? record.header,
          imageId: 'string',
        });
      }
      const res = await fetch(`${t.baseUrl}/api/image/thumb/${records[0].imageId}`);
      expect({ resource, status: res.status, type: res.headers.get('content-type') }).toEqual({
        resource,
        status: 200,
        type: 'image/webp',
      });
    }
    const items = (await admin.list('item', { range: [0, 999] })).body as Json[];
    const hashes = await t.dataSource.query(`SELECT count(DISTINCT i.sha256)::int AS n FROM item JOIN image i ON i.id = item.image_id`);
    expect(hashes[0].n).toBe(items.length);
  });

  it('keeps a picture an admin chose and draws only what is missing on the next load', async () => {
    const [enemy] = (await admin.list('enemy', { range: [0, 0] })).body as Json[];
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM image`);
    await t.app.get(CatalogueFacade).seedDemoContentIfEmpty();
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM image`))[0].n).toBe(before[0].n);
    const cleared = await admin.update('enemy', enemy.id, { ...enemy, imageId: null });
    expect(cleared.status).toBe(200);
    await t.app.get(CatalogueFacade).seedDemoContentIfEmpty();
    const again = await admin.get('enemy', enemy.id);
    expect(again.body.imageId).toEqual(expect.any(String));
    expect(again.body.imageId).not.toBe(enemy.imageId);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM image`))[0].n).toBe(before[0].n + 1);
  });

  it('draws the whole pack within a few seconds', () => {
    expect(drawn).toBeGreaterThan(50);
    // generous for a shared 2-core machine: measured about 10 ms a picture (README)
    expect(artMs).toBeLessThan(drawn * 60);
    process.stdout.write(`art: ${drawn} pictures in ${artMs} ms\n`);
  });
});
