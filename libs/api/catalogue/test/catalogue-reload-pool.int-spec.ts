import { grantItem, itemIdByName, newPlayer, Player, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * A catalogue write makes the next catalogue read of the process wait for a reload. Reads often happen inside a
 * transaction that holds a pool connection (an admin grant checks the item against the catalogue while it holds the
 * player's row), so a reload taken from the same pool would wait for a connection that only its own waiters can
 * give back: with every pool connection in such a transaction the process stood still for good.
 */
describe('catalogue reload after a write, with every pool connection in a transaction', () => {
  const POOL = 2;
  let t: TestApp;
  let admin: string;
  let players: Player[] = [];

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, dbPoolSize: POOL });
    admin = await t.http.login('admin', 'admin');
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  /** The promise's value, or 'stalled' when it takes longer than a healthy machine ever needs. */
  const orStalled = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<'stalled'>((resolve) => setTimeout(() => resolve('stalled'), 20_000).unref())]);

  it('right after start-up (the pictures drawn at start are a catalogue write), registrations at once all finish', async () => {
    // Four per pool connection: each grants the starter kit, read from the catalogue, inside its transaction.
    const made = await orStalled(Promise.all(Array.from({ length: 4 * POOL }, (_, i) => newPlayer(t, `reloader${i}`))));
    expect(made).not.toBe('stalled');
    players = made as Player[];
    expect(players).toHaveLength(4 * POOL);
  }, 60_000);

  it('grants sent together with catalogue edits all finish, and the edits are what the game reads', async () => {
    expect(players).toHaveLength(4 * POOL);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const [{ id: enemyId, xp }] = await t.dataSource.query(`SELECT id, xp::int AS xp FROM enemy ORDER BY name LIMIT 1`);
    const before: { user_id: string; amount: number }[] = await t.dataSource.query(
      `SELECT user_id, amount FROM inventory WHERE item_id = $1 AND user_id = ANY($2::uuid[])`,
      [cheese, players.map((p) => p.id)],
    );
    const owned = (id: string) => before.find((r) => r.user_id === id)?.amount ?? 0;
    for (let round = 1; round <= 3; round++) {
      const outcome = await orStalled(
        Promise.all([
          t.http.putJson(`/api/enemy/${enemyId}`, { xp: xp + round }, admin).then((r) => r.status),
          ...players.map((p) => grantItem(t, admin, p.id, cheese, 1).then(() => 200)),
        ]),
      );
      expect({ round, outcome }).toEqual({ round, outcome: players.map(() => 200).concat(200) });
    }
    const after: { user_id: string; amount: number }[] = await t.dataSource.query(
      `SELECT user_id, amount FROM inventory WHERE item_id = $1 AND user_id = ANY($2::uuid[])`,
      [cheese, players.map((p) => p.id)],
    );
    expect(players.map((p) => after.find((r) => r.user_id === p.id)?.amount)).toEqual(players.map((p) => owned(p.id) + 3));
    const enemy = await t.http.get<{ xp: number }>(`/api/enemy/${enemyId}`, admin);
    expect(enemy.body.xp).toBe(xp + 3);
  }, 90_000);
});
