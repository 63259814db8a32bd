import { EconomyLegacyCollectionTrophies1734300000100 } from '../src/migrations/1734300000100-economy-legacy-collection-trophies';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * Collections claimed before a claim consumed its trophies: the migration takes one of each trophy from those
 * claimers, with ledger rows, and leaves claims made since (whose trophies already went) alone.
 */
describe('trophies of collections claimed before they were consumed', () => {
  let t: TestApp;
  let collection: string;
  let trophies: string[];

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    const [row] = await t.dataSource.query(
      `SELECT item_id, array_agg(DISTINCT trophy_item_id::text ORDER BY trophy_item_id::text) AS trophies
         FROM item_trophy GROUP BY item_id HAVING count(DISTINCT trophy_item_id) >= 2 ORDER BY item_id LIMIT 1`,
    );
    collection = row.item_id;
    trophies = row.trophies;
  });
  afterAll(() => t?.close());

  const player = async (name: string): Promise<string> => {
    const [row] = await t.dataSource.query(
      `INSERT INTO user_account (id, name, email, password_hash, role) SELECT gen_random_uuid(), $1::varchar, $1::varchar || '@example.com', password_hash, role
         FROM user_account WHERE name = 'admin' RETURNING id`,
      [name],
    );
    return row.id;
  };
  const amounts = async (userId: string) =>
    (
      await t.dataSource.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = ANY($2::uuid[]) ORDER BY item_id::text`, [
        userId,
        trophies,
      ])
    ).map((r: { amount: number }) => r.amount);
  const migrate = async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await new EconomyLegacyCollectionTrophies1734300000100().up(runner);
    } finally {
      await runner.release();
    }
  };

  it('takes one of each trophy from an old claim, with ledger rows, once; a claim made since keeps its spares', async () => {
    // What a claim of an earlier version left: the claim and the collection item, every trophy still held.
    const old = await player('oldclaimer');
    const recent = await player('newclaimer');
    for (const [userId, held] of [
      [old, 2],
      [recent, 1],
    ] as const) {
      await t.dataSource.query(`INSERT INTO collection_claim (user_id, collection_item_id) VALUES ($1, $2)`, [userId, collection]);
      for (const trophy of trophies)
        await t.dataSource.query(`INSERT INTO inventory (user_id, item_id, amount) VALUES ($1, $2, $3)`, [userId, trophy, held]);
    }
    // Today's claim consumed the trophies and wrote it in the ledger.
    for (const trophy of trophies)
      await t.dataSource.query(
        `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference) VALUES ($1, 'item', $2, -1, 1, 'collection', $3)`,
        [recent, trophy, `collection:${collection}`],
      );

    await migrate();
    expect(await amounts(old)).toEqual(trophies.map(() => 1));
    expect(await amounts(recent)).toEqual(trophies.map(() => 1));
    const ledger = await t.dataSource.query(
      `SELECT ref_id, delta::int, balance_after::int, reason, reference FROM ledger WHERE user_id = $1`,
      [old],
    );
    expect(ledger).toHaveLength(trophies.length);
    for (const row of ledger)
      expect(row).toMatchObject({ delta: -1, balance_after: 1, reason: 'collection', reference: `collection:${collection}` });

    await migrate();
    expect(await amounts(old)).toEqual(trophies.map(() => 1));
  });
});
