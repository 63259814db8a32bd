import { InventoryFacade, PlayerLock, WalletFacade } from '../src';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { amountOf, auditLedger, goldOf, grantItem, itemIdByName, newPlayer, startTestApp, TestApp } from '@grimhunt/api-testing';

describe('economy facades for later contexts (hunt, mail, payment)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  it("credits, debits, adds and removes in the caller's transaction with ledger references", async () => {
    const p = await newPlayer(t, 'hunter');
    const wallet = t.app.get(WalletFacade);
    const inventory = t.app.get(InventoryFacade);
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    const players = t.app.get(PlayerLock);
    /** The facades' mutations take the LockedPlayer only PlayerLock makes (the lock order is held by the types). */
    const locked = <T>(
      work: (tx: Parameters<Parameters<UnitOfWork['run']>[0]>[0], player: Awaited<ReturnType<PlayerLock['lock']>>) => Promise<T>,
    ) => uow.run(async (tx) => work(tx, await players.lock(tx, p.id)));
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const cage = await itemIdByName(t, 'Rusty Iron Cage');

    await locked(async (tx, player) => {
      expect(await wallet.credit(tx, player, 'gold', 100, 'hunt', 'hunt:1')).toBe(100);
      expect(await wallet.debit(tx, player, 'gold', 30, 'travel', 'ground:x')).toBe(70);
      expect(await inventory.addItem(tx, player, cheese, 2, 'loot', 'hunt:1')).toBe(2);
    });
    await expect(locked((tx, player) => wallet.debit(tx, player, 'gold', 71, 'travel'))).rejects.toThrow(
      'Not enough Gold Coins: 71 needed, 70 owned',
    );
    await expect(locked((tx, player) => wallet.credit(tx, player, 'rubies', 1, 'x'))).rejects.toThrow('There is no currency "rubies"');
    await expect(locked((tx, player) => wallet.credit(tx, player, 'gold', 0, 'x'))).rejects.toThrow(/above 0/);
    expect(await goldOf(t, p.id)).toBe(70);

    // Equipped bait: mail may not take the last unit, a hunt consumes it and it leaves the setup.
    expect((await t.http.get(`/api/game/equip/${cheese}`, p.token)).status).toBe(200);
    await expect(locked((tx, player) => inventory.removeItem(tx, player, cheese, 2, 'mail'))).rejects.toThrow(
      'Grave Moss Cheese is equipped: unequip it first',
    );
    await locked((tx, player) => inventory.removeItem(tx, player, cheese, 1, 'mail', 'mail:1'));
    await locked((tx, player) => inventory.removeItem(tx, player, cheese, 1, 'bait', 'hunt:2', { consume: true }));
    expect(await amountOf(t, p.id, cheese)).toBe(0);
    expect(await t.dataSource.query(`SELECT * FROM equipment WHERE user_id = $1`, [p.id])).toEqual([]);

    await grantItem(t, admin, p.id, cage, 1);
    await t.http.get(`/api/game/equip/${cage}`, p.token);
    expect((await inventory.equippedItems(p.id)).map((i) => i.id)).toEqual([cage]);
    // (The stat's picture is the content pack's or drawn at start: any id.)
    const [{ image_id: statImageId }] = await t.dataSource.query(`SELECT image_id FROM stat WHERE short_name = 'power'`);
    expect(await inventory.equippedStats(undefined, p.id)).toEqual([
      { shortName: 'power', name: 'Power', valueFrom: 10, valueTo: 10, statImageId, statUnitSymbol: '' },
    ]);
    const refs = await t.dataSource.query(`SELECT reason, reference FROM ledger WHERE user_id = $1 AND reference IS NOT NULL ORDER BY id`, [
      p.id,
    ]);
    expect(refs).toEqual([
      { reason: 'hunt', reference: 'hunt:1' },
      { reason: 'travel', reference: 'ground:x' },
      { reason: 'loot', reference: 'hunt:1' },
      { reason: 'mail', reference: 'mail:1' },
      { reason: 'bait', reference: 'hunt:2' },
    ]);
    await auditLedger(t);
  });
});
