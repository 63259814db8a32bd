import { InventoryFacade, WalletFacade } from '@grimhunt/api-economy';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from '../testing/test-app';
import { amountOf, auditLedger, goldOf, grantItem, itemIdByName, newPlayer } from './economy.test-helpers';

describe('economy facades for later contexts (hunt, mail, payment)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  it('credits, debits, adds and removes in the caller\'s transaction with ledger references', async () => {
    const p = await newPlayer(t, 'hunter');
    const wallet = t.app.get(WalletFacade);
    const inventory = t.app.get(InventoryFacade);
    const uow = t.app.get<UnitOfWork>(UNIT_OF_WORK);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const cage = await itemIdByName(t, 'Rusty Iron Cage');

    await uow.run(async (tx) => {
      expect(await wallet.credit(tx, p.id, 'gold', 100, 'hunt', 'hunt:1')).toBe(100);
      expect(await wallet.debit(tx, p.id, 'gold', 30, 'travel', 'ground:x')).toBe(70);
      expect(await inventory.addItem(tx, p.id, cheese, 2, 'loot', 'hunt:1')).toBe(2);
    });
    await expect(uow.run((tx) => wallet.debit(tx, p.id, 'gold', 71, 'travel'))).rejects.toThrow('Not enough Gold Coins: 71 needed, 70 owned');
    await expect(uow.run((tx) => wallet.credit(tx, p.id, 'rubies', 1, 'x'))).rejects.toThrow('There is no currency "rubies"');
    await expect(uow.run((tx) => wallet.credit(tx, p.id, 'gold', 0, 'x'))).rejects.toThrow(/above 0/);
    expect(await goldOf(t, p.id)).toBe(70);

    // Equipped bait: mail may not take the last unit, a hunt consumes it and it leaves the setup.
    expect((await t.http.get(`/api/game/equip/${cheese}`, p.token)).status).toBe(200);
    await expect(uow.run((tx) => inventory.removeItem(tx, p.id, cheese, 2, 'mail'))).rejects.toThrow('Grave Moss Cheese is equipped: unequip it first');
    await uow.run((tx) => inventory.removeItem(tx, p.id, cheese, 1, 'mail', 'mail:1'));
    await uow.run((tx) => inventory.removeItem(tx, p.id, cheese, 1, 'bait', 'hunt:2', { consume: true }));
    expect(await amountOf(t, p.id, cheese)).toBe(0);
    expect(await t.dataSource.query(`SELECT * FROM equipment WHERE user_id = $1`, [p.id])).toEqual([]);

    await grantItem(t, admin, p.id, cage, 1);
    await t.http.get(`/api/game/equip/${cage}`, p.token);
    expect((await inventory.equippedItems(p.id)).map((i) => i.id)).toEqual([cage]);
    expect(await inventory.equippedStats(undefined, p.id)).toEqual([{ shortName: 'power', name: 'Power', valueFrom: 10, valueTo: 10, statImageId: expect.any(String), statUnitSymbol: '' }]);
    const refs = await t.dataSource.query(`SELECT reason, reference FROM ledger WHERE user_id = $1 AND reference IS NOT NULL ORDER BY id`, [p.id]);
    expect(refs).toEqual([
      { reason: 'hunt', reference: 'hunt:1' }, { reason: 'travel', reference: 'ground:x' }, { reason: 'loot', reference: 'hunt:1' },
      { reason: 'mail', reference: 'mail:1' }, { reason: 'bait', reference: 'hunt:2' },
    ]);
    await auditLedger(t);
  });
});
