import { ECONOMY_MESSAGES, EquipmentDto, SHOP_CATEGORIES, SHOP_PAGE_SIZE_MAX, ShopItemDto } from '@grimhunt/contracts';
import {
  amountOf,
  auditLedger,
  goldOf,
  grantItem,
  itemIdByName,
  newPlayer,
  setGold,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';

describe('economy: buy, sell and craft (demo content)', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    for (const [key, name] of Object.entries({
      cheese: 'Grave Moss Cheese',
      snare: 'Salt-Circle Snare',
      locket: 'Cursed Locket',
      card: "Hunter's Guild ID Card",
      residue: 'Ectoplasmic Residue',
      dust: 'Bone Dust',
      feather: 'Raven Feather',
      brew: 'Bone-Dust Brew',
      grog: "Ghoul's Grog",
      recipe: 'Recipe: Witchbrew Cauldron',
      witchbrew: 'Witchbrew Cauldron',
    }))
      ids[key] = await itemIdByName(t, name);
  });
  afterAll(() => t?.close());

  const trade = (token: string, itemId: string, amount: number | string, premium = false) =>
    t.http.postForm('/api/game/buysell', { itemId, amount, premium }, token);

  it('buys price × amount and sells at the refund', async () => {
    const p = await newPlayer(t, 'buyer');
    await setGold(t, admin, p.id, 1000);
    const buy = await trade(p.token, ids.cheese, 3);
    expect(buy.status).toBe(200);
    expect(buy.body).toEqual({ success: true, message: ECONOMY_MESSAGES.purchased });
    expect(await goldOf(t, p.id)).toBe(970);
    expect(await amountOf(t, p.id, ids.cheese)).toBe(3);

    const sell = await trade(p.token, ids.cheese, -2);
    expect(sell.body).toEqual({ success: true, message: ECONOMY_MESSAGES.sold });
    expect(await goldOf(t, p.id)).toBe(974); // refund floor(10 / 4) = 2 each
    expect(await amountOf(t, p.id, ids.cheese)).toBe(1);
    const ledger = await t.dataSource.query(
      `SELECT reason, reference, delta::int FROM ledger WHERE user_id = $1 AND reason IN ('buy', 'sell') ORDER BY id`,
      [p.id],
    );
    expect(ledger.map((l: { reason: string }) => l.reason)).toEqual(['buy', 'buy', 'sell', 'sell']);
    expect(ledger[0].reference).toBe(`item:${ids.cheese}`);
    await auditLedger(t);
  });

  it('bait bought into an empty bait slot is equipped; bought beside equipped bait it waits in the inventory', async () => {
    const p = await newPlayer(t, 'baitbuyer', { xp: 100_000 });
    await setGold(t, admin, p.id, 100_000);
    const baitSlot = async () => {
      const res = await t.http.get<EquipmentDto>('/api/clientUser/getequipment', p.token);
      return res.body.slots.filter((s) => s.itemType === 'bait').flatMap((s) => s.items.map((i) => i.name));
    };
    expect(await baitSlot()).toEqual([]);
    expect((await trade(p.token, ids.cheese, 2)).status).toBe(200);
    expect(await baitSlot()).toEqual(['Grave Moss Cheese']);
    expect((await trade(p.token, await itemIdByName(t, 'Candle-Wax Truffle'), 1)).body).toMatchObject({ success: true });
    expect(await baitSlot()).toEqual(['Grave Moss Cheese']);
    // Only bait is equipped by a purchase.
    expect((await trade(p.token, ids.snare, 1)).body).toMatchObject({ success: true });
    const snare = (await t.http.get<EquipmentDto>('/api/clientUser/getequipment', p.token)).body.slots.flatMap((s) => s.items);
    expect(snare.map((i) => i.name)).not.toContain('Salt-Circle Snare');
    await auditLedger(t);
  });

  it('refuses with a clear reason and changes nothing', async () => {
    const p = await newPlayer(t, 'refused');
    await setGold(t, admin, p.id, 80);
    await grantItem(t, admin, p.id, ids.cheese, 1);
    const before = await stateOf(t, p.id);
    const cases: [number | string, string, number | string, boolean, string | RegExp][] = [
      [400, ids.cheese, 0, false, /whole number/],
      [400, ids.cheese, '1.5', false, /whole number/],
      [400, ids.cheese, 'abc', false, /whole number/],
      [400, ids.cheese, 10_001, false, /whole number/],
      [400, ids.snare, 1, false, 'You need 1000 XP for this item'],
      [409, ids.locket, 1, false, 'Not enough Gold Coins: 2200 needed, 80 owned'],
      [409, ids.cheese, 9, false, 'Not enough Gold Coins: 90 needed, 80 owned'],
      [400, ids.card, 1, false, "Hunter's Guild ID Card cannot be bought"],
      [400, ids.residue, 1, false, 'Ectoplasmic Residue cannot be bought'],
      [400, ids.witchbrew, 1, false, 'You need Recipe: Witchbrew Cauldron to craft this item'],
      [409, ids.brew, 1, false, 'Not enough Bone Dust: 3 needed, 0 owned'],
      [400, ids.brew, 1, true, 'You need a Silver subscription for this item'],
      [400, ids.cheese, -2, false, 'Not enough Grave Moss Cheese: 2 to sell, 1 owned'],
      [400, ids.residue, -1, false, /Not enough Ectoplasmic Residue/],
      [400, '00000000-0000-0000-0000-000000000000', 1, false, 'There is no such item'],
    ];
    for (const [status, itemId, amount, premium, message] of cases) {
      const res = await trade(p.token, itemId, amount, premium);
      expect({ amount, status: res.status, success: res.body.success }).toEqual({ amount, status, success: false });
      expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    expect(await stateOf(t, p.id)).toEqual(before);
    await auditLedger(t);
  });

  it('buys and crafts only what a shop lists: an item no shop tab offers, or a premium-shop item, is refused', async () => {
    const p = await newPlayer(t, 'scripted', { xp: 100_000 });
    await setGold(t, admin, p.id, 1000);
    const lantern = await itemIdByName(t, 'Frost-Bitten Lantern'); // premium shop, priced 0 gold
    // The guild card, given a gold price and made buyable: still of a type no shop tab holds. Neither needs a
    // subscription here, so only the listing can refuse them.
    const price = { currencyEntries: [{ name: 'gold', value: 10 }] };
    expect((await t.http.putJson(`/api/item/${ids.card}`, { price, buyable: true, needSub: 0 }, admin)).status).toBe(200);
    expect((await t.http.putJson(`/api/item/${lantern}`, { buyable: true, needSub: 0 }, admin)).status).toBe(200);
    // What the shop screens offer, every tab of every shop, page by page.
    const offered = new Set<string>();
    for (const shop of Object.keys(SHOP_CATEGORIES)) {
      for (let page = 1; ; page++) {
        const res = await t.http.get<{ items: ShopItemDto[]; pagination: { hasNextPage: boolean } }>(
          `/api/clientshop/${shop}/${page}?pageSize=${SHOP_PAGE_SIZE_MAX}`,
          p.token,
        );
        expect(res.status).toBe(200);
        res.body.items.forEach((i) => offered.add(i.id));
        if (!res.body.pagination.hasNextPage) break;
      }
    }
    expect(offered.has(ids.cheese)).toBe(true);
    const before = await stateOf(t, p.id);
    for (const [itemId, name] of [
      [ids.card, "Hunter's Guild ID Card"],
      [lantern, 'Frost-Bitten Lantern'],
    ]) {
      expect(offered.has(itemId)).toBe(false);
      const res = await trade(p.token, itemId, 1);
      expect({ status: res.status, success: res.body.success, message: res.body.message }).toEqual({
        status: 400,
        success: false,
        message: `${name} cannot be bought`,
      });
    }
    expect(await stateOf(t, p.id)).toEqual(before);
    // What a shop lists is sold as before.
    expect((await trade(p.token, ids.cheese, 1)).status).toBe(200);
    await auditLedger(t);
  });

  it('keeps the last equipped unit back from sales', async () => {
    const p = await newPlayer(t, 'seller');
    await grantItem(t, admin, p.id, ids.cheese, 3);
    expect((await t.http.get(`/api/game/equip/${ids.cheese}`, p.token)).body.success).toBe(true);
    const all = await trade(p.token, ids.cheese, -3);
    expect(all.status).toBe(400);
    expect(all.body.message).toBe('You can sell at most 2 Grave Moss Cheese: one is equipped (unequip it first)');
    expect((await trade(p.token, ids.cheese, -2)).status).toBe(200);
    await t.http.get(`/api/game/unequip/${ids.cheese}`, p.token);
    expect((await trade(p.token, ids.cheese, -1)).status).toBe(200);
    expect(await amountOf(t, p.id, ids.cheese)).toBe(0);
    await auditLedger(t);
  });

  it('crafts with materials × amount for the price, keeps premium crafting for subscribers, and needs the recipe', async () => {
    const p = await newPlayer(t, 'crafter', { xp: 1500 });
    await grantItem(t, admin, p.id, ids.dust, 7);
    await grantItem(t, admin, p.id, ids.residue, 2);
    await grantItem(t, admin, p.id, ids.feather, 2);
    const broke = await trade(p.token, ids.brew, 2);
    expect(broke.body.message).toBe('Not enough Gold Coins: 40 needed, 0 owned');
    await setGold(t, admin, p.id, 40);
    const craft = await trade(p.token, ids.brew, 2);
    expect(craft.body).toEqual({ success: true, message: ECONOMY_MESSAGES.crafted });
    expect([await amountOf(t, p.id, ids.brew), await amountOf(t, p.id, ids.dust), await amountOf(t, p.id, ids.residue)]).toEqual([2, 1, 0]);
    expect(await goldOf(t, p.id)).toBe(0); // the brew's price, 20 gold each, is the crafting fee

    await setGold(t, admin, p.id, 20);
    const premium = await trade(p.token, ids.brew, 1, true);
    expect(premium.body.message).toBe('You need a Silver subscription for this item');
    expect([await amountOf(t, p.id, ids.brew), await amountOf(t, p.id, ids.feather), await goldOf(t, p.id)]).toEqual([2, 2, 20]);

    const locked = await trade(p.token, ids.grog, 1);
    expect(locked.body.message).toBe('You need Recipe: Witchbrew Cauldron to craft this item');
    await setGold(t, admin, p.id, 890);
    expect((await trade(p.token, ids.recipe, 1)).status).toBe(200);
    // The brews went into the empty bait slot when mixed: an equipped unit is kept back, as the workshop says.
    expect((await t.http.get(`/api/game/unequip/${ids.brew}`, p.token)).status).toBe(200);
    const grog = await trade(p.token, ids.grog, 1);
    expect(grog.body).toEqual({ success: true, message: ECONOMY_MESSAGES.crafted });
    expect([await amountOf(t, p.id, ids.grog), await amountOf(t, p.id, ids.brew), await amountOf(t, p.id, ids.feather)]).toEqual([1, 0, 1]);
    expect(await goldOf(t, p.id)).toBe(0);
    expect((await trade(p.token, ids.grog, 1, true)).body.message).toBe("Ghoul's Grog has no premium crafting option");
    await auditLedger(t);
  });

  it('lets exactly 5 of 20 parallel buys through with money for 5', async () => {
    const p = await newPlayer(t, 'racer');
    await setGold(t, admin, p.id, 50);
    const results = await Promise.all(Array.from({ length: 20 }, () => trade(p.token, ids.cheese, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'Not enough Gold Coins: 10 needed, 0 owned')).toBe(true);
    expect(await goldOf(t, p.id)).toBe(0);
    expect(await amountOf(t, p.id, ids.cheese)).toBe(5);
    await auditLedger(t);
  });

  it('never spends materials twice when crafts race', async () => {
    const p = await newPlayer(t, 'mixer');
    await grantItem(t, admin, p.id, ids.dust, 9);
    await grantItem(t, admin, p.id, ids.residue, 10);
    await setGold(t, admin, p.id, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => trade(p.token, ids.brew, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect([await amountOf(t, p.id, ids.brew), await amountOf(t, p.id, ids.dust), await amountOf(t, p.id, ids.residue)]).toEqual([3, 0, 7]);
    await auditLedger(t);
  });

  it('stays exact when two API servers race for one purse', async () => {
    const second = await startTestApp({ demoContent: true }, t.databaseUrl);
    try {
      const p = await newPlayer(t, 'tworacer');
      await setGold(t, admin, p.id, 40);
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? second.http : t.http).postForm('/api/game/buysell', { itemId: ids.cheese, amount: 1, premium: false }, p.token),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      expect(await goldOf(t, p.id)).toBe(0);
      expect(await amountOf(t, p.id, ids.cheese)).toBe(4);
      await auditLedger(t);
    } finally {
      await second.close();
    }
  });
});
