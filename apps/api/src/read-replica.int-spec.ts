import { Client } from 'pg';
import { ROLE } from '@grimhunt/contracts';
import { createTestDatabase } from '@grimhunt/testing';
import { metricsRegistry } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from './testing/test-app';
import { newPlayer } from '@grimhunt/api-testing';

const LADDER_TOP = '/api/ladder/LadderAroundUserId/0';

async function fallbacks(): Promise<number> {
  const metric = (await metricsRegistry.getSingleMetric('grimhunt_db_read_fallbacks_total')?.get())?.values ?? [];
  return metric.reduce((sum, v) => sum + v.value, 0);
}

/**
 * DATABASE_READ_URL: the ladder and the name search read the replica, a player's own state reads the primary, and a
 * replica that cannot be reached sends the reads to the primary at once. A second database stands in for the
 * replica: a player who exists only there shows that a read went to it (like a replica that lags or leads).
 */
describe('lag-tolerant reads on a read replica', () => {
  let replicaUrl: string;

  beforeAll(async () => {
    replicaUrl = await createTestDatabase('replica');
    const migrate = await startTestApp({}, replicaUrl); // the same schema and bootstrap admin as the primary
    await migrate.close();
    const client = new Client({ connectionString: replicaUrl });
    await client.connect();
    await client.query(
      `INSERT INTO user_account (id, name, email, password_hash, role, xp) VALUES (gen_random_uuid(), 'onreplica', 'r@example.com', 'x', $1, 99999)`,
      [ROLE.user],
    );
    await client.end();
  });

  describe('with the replica up', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ databaseReadUrl: replicaUrl })));
    afterAll(() => t?.close());

    it('answers the ladder and the name search from the replica, and the player their own state from the primary', async () => {
      const p = await newPlayer(t, 'onprimary', { xp: 50 });
      const before = await fallbacks();
      const ladder = await t.http.get(LADDER_TOP, p.token);
      expect(ladder.status).toBe(200);
      const names = ladder.body.entries.map((e: { name: string }) => e.name);
      expect(names).toContain('onreplica');
      expect(names).not.toContain('onprimary');
      const search = await t.http.postForm('/api/user/search', { searchstring: 'onrep' }, p.token);
      expect(search.body).toEqual(['onreplica']);
      const basic = await t.http.get('/api/clientUser/getbasic', p.token);
      expect(basic.status).toBe(200);
      expect(basic.body.xp).toBe(50); // the player exists on the primary only
      expect(await fallbacks()).toBe(before);
    });
  });

  describe('with the replica down', () => {
    let t: TestApp;
    // Port 1 on the loopback refuses every connection: a replica that was stopped.
    beforeAll(async () => (t = await startTestApp({ databaseReadUrl: 'postgres://nobody:none@127.0.0.1:1/none' })));
    afterAll(() => t?.close());

    it('answers the same reads from the primary at once and counts the fallbacks', async () => {
      const p = await newPlayer(t, 'fallback', { xp: 50 });
      const before = await fallbacks();
      const started = performance.now();
      const ladder = await t.http.get(LADDER_TOP, p.token);
      expect(ladder.status).toBe(200);
      expect(ladder.body.entries.map((e: { name: string }) => e.name)).toContain('fallback');
      const search = await t.http.postForm('/api/user/search', { searchstring: 'fallb' }, p.token);
      expect(search.body).toEqual(['fallback']);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(await fallbacks()).toBeGreaterThan(before);
    });
  });
});
