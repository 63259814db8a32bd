import { HoldingsFacade, PlayerLock, PlayerMovements } from '../src';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import {
  amountOf,
  auditLedger,
  countStatements,
  goldOf,
  grantItem,
  itemIdByName,
  newPlayer,
  Player,
  setGold,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';

/** What one part of a call moves: the player by account, the movements and equip orders as `applyMany` takes them. */
type Part = { who: Player } & Omit<PlayerMovements, 'player'>;

describe('HoldingsFacade.applyMany: several players in one statement, all or nothing', () => {
  let t: TestApp;
  let admin: string;
  let holdings: HoldingsFacade;
  let players: PlayerLock;
  let uow: UnitOfWork;
  let cheese: string;
  let dust: string;
  let n = 0;

  const player = async (gold: number, items: [string, number][] = []): Promise<Player> => {
    const p = await newPlayer(t, `many${++n}`);
    await setGold(t, admin, p.id, gold);
    for (const [itemId, amount] of items) await grantItem(t, admin, p.id, itemId, amount);
    return p;
  };

  /** Locks every player of the call in id order (one statement), then applies all parts with one `applyMany`. */
  const applyMany = (parts: Part[]) =>
    uow.run(async (tx) => {
      const locked = await players.lockAll(
        tx,
        parts.map((p) => p.who.id),
      );
      return holdings.applyMany(
        tx,
        parts.map(({ who, ...part }) => ({ ...part, player: locked.get(who.id)! })),
      );
    });

  const ledgerOf = (userId: string, reference: string) =>
    t.dataSource.query(
      `SELECT reason, delta::int, balance_after::int AS after FROM ledger WHERE user_id = $1 AND reference = $2 ORDER BY id`,
      [userId, reference],
    );

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    holdings = t.app.get(HoldingsFacade);
    players = t.app.get(PlayerLock);
    uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    cheese = await itemIdByName(t, 'Grave Moss Cheese');
    dust = await itemIdByName(t, 'Bone Dust');
  });
  afterAll(async () => {
    await auditLedger(t);
    await t?.close();
  });

  it("moves two players' gold and items in one statement, with each player's ledger rows and balances", async () => {
    const seller = await player(100, [[dust, 5]]);
    const buyer = await player(50);
    await applyMany([]); // the catalogue snapshot is loaded
    const counted = await countStatements(() =>
      applyMany([
        {
          who: seller,
          movements: [
            { itemId: dust, delta: -3, reason: 'trade', reference: 'deal1' },
            { currency: 'gold', delta: 30, reason: 'trade', reference: 'deal1' },
            { currency: 'gold', delta: -3, reason: 'tariff', reference: 'deal1' },
          ],
        },
        {
          who: buyer,
          movements: [
            { currency: 'gold', delta: -30, reason: 'trade', reference: 'deal1' },
            { itemId: dust, delta: 3, reason: 'trade', reference: 'deal1' }, // a new inventory row
          ],
        },
      ]),
    );
    expect(counted.count).toBe(4); // BEGIN, both user rows, the one write, COMMIT
    expect(counted.result.get(seller.id)).toEqual({ currencies: new Map([['gold', 127]]), items: new Map([[dust, 2]]) });
    expect(counted.result.get(buyer.id)).toEqual({ currencies: new Map([['gold', 20]]), items: new Map([[dust, 3]]) });
    expect([await goldOf(t, seller.id), await amountOf(t, seller.id, dust)]).toEqual([127, 2]);
    expect([await goldOf(t, buyer.id), await amountOf(t, buyer.id, dust)]).toEqual([20, 3]);
    // Each player's rows carry that player's balance after each movement, in the order given.
    expect(await ledgerOf(seller.id, 'deal1')).toEqual([
      { reason: 'trade', delta: -3, after: 2 },
      { reason: 'trade', delta: 30, after: 130 },
      { reason: 'tariff', delta: -3, after: 127 },
    ]);
    expect(await ledgerOf(buyer.id, 'deal1')).toEqual([
      { reason: 'trade', delta: -30, after: 20 },
      { reason: 'trade', delta: 3, after: 3 },
    ]);
    await auditLedger(t);
  });

  it("a shortfall of either player refuses the whole call with that player's error and changes nobody", async () => {
    const a = await player(10, [[cheese, 1]]);
    const b = await player(40, [[dust, 2]]);
    const before = [await stateOf(t, a.id), await stateOf(t, b.id)];
    const state = async () => [await stateOf(t, a.id), await stateOf(t, b.id)];
    // The second player is short: the first player's credit does not stay.
    await expect(
      applyMany([
        { who: a, movements: [{ currency: 'gold', delta: 5, reason: 'x' }] },
        { who: b, movements: [{ itemId: dust, delta: -3, reason: 'x' }] },
      ]),
    ).rejects.toMatchObject({ code: 'ECONOMY.NOT_ENOUGH_ITEMS', message: 'Not enough Bone Dust: 3 needed, 2 owned' });
    expect(await state()).toEqual(before);
    // The first player is short: the second player's movements do not stay.
    await expect(
      applyMany([
        { who: a, movements: [{ currency: 'gold', delta: -11, reason: 'x' }] },
        {
          who: b,
          movements: [
            { currency: 'gold', delta: -40, reason: 'x' },
            { itemId: cheese, delta: 1, reason: 'x' },
          ],
        },
      ]),
    ).rejects.toMatchObject({ code: 'ECONOMY.NOT_ENOUGH_GOLD', message: 'Not enough Gold Coins: 11 needed, 10 owned' });
    expect(await state()).toEqual(before);
    // Each player's guard is that player's own: the other's credit of the same holding does not cover it.
    await expect(
      applyMany([
        { who: a, movements: [{ currency: 'gold', delta: 100, reason: 'x' }] },
        { who: b, movements: [{ currency: 'gold', delta: -41, reason: 'x' }] },
      ]),
    ).rejects.toMatchObject({ message: 'Not enough Gold Coins: 41 needed, 40 owned' });
    expect(await state()).toEqual(before);
    await auditLedger(t);
  });

  it("equip orders and consumption act on their own player's setup only", async () => {
    const a = await player(0, [[cheese, 1]]);
    const b = await player(0, [[cheese, 3]]);
    for (const p of [a, b]) expect((await t.http.get(`/api/game/equip/${cheese}`, p.token)).status).toBe(200);
    const c = await player(0, [[dust, 1]]);
    await applyMany([
      { who: a, movements: [{ itemId: cheese, delta: -1, reason: 'hunt', consume: true }] },
      { who: b, movements: [{ itemId: cheese, delta: -1, reason: 'hunt', consume: true }] },
      // c receives cheese and equips it in the same statement.
      { who: c, movements: [{ itemId: cheese, delta: 2, reason: 'gift' }], equip: [{ itemId: cheese }] },
    ]);
    const equipped = async (p: Player) =>
      (await t.dataSource.query(`SELECT item_id FROM equipment WHERE user_id = $1`, [p.id])).map((r: { item_id: string }) => r.item_id);
    expect(await equipped(a)).toEqual([]); // a's last cheese was used up
    expect(await equipped(b)).toEqual([cheese]); // b still holds two
    expect(await equipped(c)).toEqual([cheese]);
    expect([await amountOf(t, a.id, cheese), await amountOf(t, b.id, cheese), await amountOf(t, c.id, cheese)]).toEqual([0, 2, 2]);
    // An equip order for an item the player does not own after the call is not carried out, for that player only.
    await applyMany([
      { who: a, movements: [], equip: [{ itemId: dust }] },
      { who: c, movements: [], equip: [{ itemId: dust }] },
    ]);
    expect(await equipped(a)).toEqual([]);
    expect((await equipped(c)).sort()).toEqual([cheese, dust].sort());
    await auditLedger(t);
  });

  it('a player listed twice has both parts applied in order, guarded on the net change', async () => {
    const p = await player(10);
    const other = await player(0);
    const after = await applyMany([
      { who: p, movements: [{ currency: 'gold', delta: 5, reason: 'first', reference: 'twice' }] },
      { who: other, movements: [{ currency: 'gold', delta: 1, reason: 'first', reference: 'twice' }] },
      { who: p, movements: [{ currency: 'gold', delta: -15, reason: 'second', reference: 'twice' }] },
    ]);
    expect(after.get(p.id)!.currencies.get('gold')).toBe(0);
    expect(await ledgerOf(p.id, 'twice')).toEqual([
      { reason: 'first', delta: 5, after: 15 },
      { reason: 'second', delta: -15, after: 0 },
    ]);
    expect(await goldOf(t, other.id)).toBe(1);
    await auditLedger(t);
  });
});
