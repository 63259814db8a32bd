import { SUBSCRIPTION_LEVELS_PORT, SubscriptionLevels } from '../src';
import { ECONOMY_MESSAGES } from '@grimhunt/contracts';
import { amountOf, goldOf, grantItem, itemIdByName, newPlayer, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';

/** Items with `needSub` (the guild ID card) work only while the player's subscription level reaches them. */
describe('economy: subscription items', () => {
  let t: TestApp;
  let admin: string;
  let card: string;
  let level = 0;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    card = await itemIdByName(t, "Hunter's Guild ID Card");
    const stat = { name: 'Power', shortName: 'power', valueFrom: 7, valueTo: 7, procPercent: 0, statType: 0 };
    expect((await t.http.putJson(`/api/item/${card}`, { stats: { statEntries: [stat] } }, admin)).status).toBe(200);
    // The payment context's answer, replaced by a switch the test controls (economy's facades hold the same instance).
    jest.spyOn(t.app.get<SubscriptionLevels>(SUBSCRIPTION_LEVELS_PORT), 'activeLevel').mockImplementation(async () => level);
  });
  afterAll(() => t?.close());

  const power = async (token: string) =>
    ((await t.http.get('/api/clientUser/getequipment', token)).body.stats.statEntries as { shortName: string; valueTo: number }[]).find(
      (s) => s.shortName === 'power',
    )?.valueTo ?? 0;

  it('adds its stats only while subscribed, and stays equipped either way', async () => {
    const p = await newPlayer(t, 'cardholder');
    await grantItem(t, admin, p.id, card, 1);
    level = 1;
    expect((await t.http.get(`/api/game/equip/${card}`, p.token)).status).toBe(200);
    expect(await power(p.token)).toBe(7);

    level = 0;
    expect(await power(p.token)).toBe(0);
    const equipment = (await t.http.get('/api/clientUser/getequipment', p.token)).body;
    expect(equipment.slots.find((s: { itemType: string }) => s.itemType === 'idcard').items.map((i: { id: string }) => i.id)).toEqual([
      card,
    ]);
  });

  it('is sold only to a subscriber of its level (the level is asked only for such items)', async () => {
    const p = await newPlayer(t, 'cardbuyer');
    // An item the Bar lists (the card itself is in no shop), made a subscribers' item.
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    expect((await t.http.putJson(`/api/item/${cheese}`, { needSub: 1 }, admin)).status).toBe(200);
    await setGold(t, admin, p.id, 100);
    const buy = () => t.http.postForm('/api/game/buysell', { itemId: cheese, amount: 1, premium: false }, p.token);
    level = 0;
    const refused = await buy();
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'You need a Silver subscription for this item',
    });
    level = 1;
    const sold = await buy();
    expect({ status: sold.status, message: sold.body.message }).toEqual({
      status: 200,
      message: 'Purchase successful! Item added to inventory.',
    });
  });

  it('opens premium crafting to Silver and up, and tells the shop screen why it is closed to the others', async () => {
    const [brew, dust, feather] = await Promise.all(['Bone-Dust Brew', 'Bone Dust', 'Raven Feather'].map((name) => itemIdByName(t, name)));
    const p = await newPlayer(t, 'premiumcrafter', { xp: 1500 });
    await grantItem(t, admin, p.id, feather, 2);
    await setGold(t, admin, p.id, 100);
    const listed = async () => {
      const res = await t.http.get('/api/clientshop/getbar/1?pageSize=100&filter=mixing', p.token);
      return (res.body.items as { id: string; hasPremiumCrafting: boolean; premiumLocked: string | null }[]).find((i) => i.id === brew);
    };
    const craft = () => t.http.postForm('/api/game/buysell', { itemId: brew, amount: 1, premium: true }, p.token);

    level = 0;
    expect(await listed()).toMatchObject({ hasPremiumCrafting: true, premiumLocked: 'You need a Silver subscription for this item' });
    const refused = await craft();
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'You need a Silver subscription for this item',
    });
    expect([await amountOf(t, p.id, brew), await amountOf(t, p.id, feather), await goldOf(t, p.id)]).toEqual([0, 2, 100]);

    level = 1;
    expect(await listed()).toMatchObject({ hasPremiumCrafting: true, premiumLocked: null });
    const crafted = await craft();
    expect({ status: crafted.status, message: crafted.body.message }).toEqual({ status: 200, message: ECONOMY_MESSAGES.crafted });
    // The premium list (one feather) instead of the bone dust, and the same fee.
    expect([await amountOf(t, p.id, brew), await amountOf(t, p.id, feather), await amountOf(t, p.id, dust), await goldOf(t, p.id)]).toEqual(
      [1, 1, 0, 80],
    );
  });
});
