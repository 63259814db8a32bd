import { HoldingsFacade, PlayerLock } from '../src';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import {
  amountOf,
  auditLedger,
  countStatements,
  goldOf,
  grantItem,
  itemIdByName,
  newPlayer,
  setGold,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';

describe('HoldingsFacade.apply: every movement in one statement, all or nothing', () => {
  let t: TestApp;
  let admin: string;
  let holdings: HoldingsFacade;
  let players: PlayerLock;
  let uow: UnitOfWork;
  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    holdings = t.app.get(HoldingsFacade);
    players = t.app.get(PlayerLock);
    uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
  });
  afterAll(() => t?.close());

  it('credits and debits currencies and items with a ledger row per movement and the balance after each', async () => {
    const p = await newPlayer(t, 'mover');
    await setGold(t, admin, p.id, 100);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const dust = await itemIdByName(t, 'Bone Dust');
    await grantItem(t, admin, p.id, cheese, 3);
    await uow.run(async (tx) => holdings.apply(tx, await players.lock(tx, p.id), [])); // the catalogue snapshot is loaded
    const counted = await countStatements(() =>
      uow.run(async (tx) => {
        const locked = await players.lock(tx, p.id);
        return holdings.apply(tx, locked, [
          { currency: 'gold', delta: 25, reason: 'hunt', reference: 'j1' },
          { currency: 'gold', delta: -5, reason: 'mission', reference: 'm1' },
          { itemId: cheese, delta: -1, reason: 'hunt', reference: 'j1', consume: true },
          { itemId: cheese, delta: 2, reason: 'hunt', reference: 'j1' },
          { itemId: dust, delta: 4, reason: 'hunt', reference: 'j1' }, // a new inventory row
        ]);
      }),
    );
    expect(counted.count).toBe(4); // BEGIN, the user row lock, the one write, COMMIT
    expect(counted.result.currencies.get('gold')).toBe(120);
    expect(counted.result.items.get(cheese)).toBe(4);
    expect(counted.result.items.get(dust)).toBe(4);
    expect(await goldOf(t, p.id)).toBe(120);
    expect(await amountOf(t, p.id, cheese)).toBe(4);
    const ledger = await t.dataSource.query(
      `SELECT reason, reference, delta::int, balance_after::int AS after FROM ledger WHERE user_id = $1 AND reference IN ('j1', 'm1') ORDER BY id`,
      [p.id],
    );
    expect(ledger).toEqual([
      { reason: 'hunt', reference: 'j1', delta: 25, after: 125 },
      { reason: 'mission', reference: 'm1', delta: -5, after: 120 },
      { reason: 'hunt', reference: 'j1', delta: -1, after: 2 },
      { reason: 'hunt', reference: 'j1', delta: 2, after: 4 },
      { reason: 'hunt', reference: 'j1', delta: 4, after: 4 },
    ]);
    await auditLedger(t);
  });

  it('a failed guard (amount >= 0) throws a clear domain error and changes nothing', async () => {
    const p = await newPlayer(t, 'shortof');
    await setGold(t, admin, p.id, 10);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const dust = await itemIdByName(t, 'Bone Dust');
    await grantItem(t, admin, p.id, cheese, 1);
    const before = await stateOf(t, p.id);
    const apply = (movements: Parameters<HoldingsFacade['apply']>[2]) =>
      uow.run(async (tx) => holdings.apply(tx, await players.lock(tx, p.id), movements));
    await expect(
      apply([
        { currency: 'gold', delta: 5, reason: 'x' },
        { itemId: cheese, delta: -2, reason: 'x' },
      ]),
    ).rejects.toMatchObject({
      code: 'ECONOMY.NOT_ENOUGH_ITEMS',
      message: 'Not enough Grave Moss Cheese: 2 needed, 1 owned',
    });
    await expect(
      apply([
        { itemId: dust, delta: 1, reason: 'x' },
        { currency: 'gold', delta: -11, reason: 'x' },
      ]),
    ).rejects.toMatchObject({
      message: 'Not enough Gold Coins: 11 needed, 10 owned',
    });
    // A debit never creates a row: an item never owned is refused too.
    await expect(apply([{ itemId: dust, delta: -1, reason: 'x' }])).rejects.toMatchObject({
      message: 'Not enough Bone Dust: 1 needed, 0 owned',
    });
    expect(await stateOf(t, p.id)).toEqual(before);
    await auditLedger(t);
  });

  it('a consumed item that reaches 0 leaves every setup', async () => {
    const p = await newPlayer(t, 'consumer');
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    await grantItem(t, admin, p.id, cheese, 1);
    expect((await t.http.get(`/api/game/equip/${cheese}`, p.token)).status).toBe(200);
    await uow.run(async (tx) =>
      holdings.apply(tx, await players.lock(tx, p.id), [{ itemId: cheese, delta: -1, reason: 'hunt', consume: true }]),
    );
    expect(await amountOf(t, p.id, cheese)).toBe(0);
    expect(await t.dataSource.query(`SELECT * FROM equipment WHERE user_id = $1`, [p.id])).toEqual([]);
    await auditLedger(t);
  });

  it('equip orders apply when nothing moves (a hunt of five empty rounds still equips the bait it fell back to)', async () => {
    const p = await newPlayer(t, 'idleequip');
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const dust = await itemIdByName(t, 'Bone Dust');
    await grantItem(t, admin, p.id, cheese, 2);
    const before = await stateOf(t, p.id);
    await uow.run(async (tx) =>
      holdings.apply(tx, await players.lock(tx, p.id), [], undefined, [
        { itemId: cheese },
        { itemId: dust }, // not owned: not equipped
      ]),
    );
    const equipped = await t.dataSource.query(`SELECT item_id FROM equipment WHERE user_id = $1`, [p.id]);
    expect(equipped).toEqual([{ item_id: cheese }]);
    const { equipment, ...rest } = await stateOf(t, p.id);
    expect(equipment).toHaveLength(1);
    expect(rest).toEqual({ wallet: before.wallet, inventory: before.inventory, ledger: before.ledger });
  });
});
