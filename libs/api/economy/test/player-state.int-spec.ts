import { ECONOMY_MESSAGES, MAIL_MESSAGES, ROLE } from '@grimhunt/contracts';
import { amountOf, auditLedger, grantItem, itemIdByName, newPlayer, setGold, startTestApp, stateOf, TestApp } from '@grimhunt/api-testing';

describe('economy: player views, equipment, shops, exhibition', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    for (const [key, name] of Object.entries({
      cage: 'Rusty Iron Cage',
      snare: 'Salt-Circle Snare',
      finger: "Saint's Finger Bone",
      locket: 'Cursed Locket',
      coin: "Hangman's Coin",
      elixir: 'Midnight Elixir',
      cheese: 'Grave Moss Cheese',
      key: 'Rusted Manor Key',
      dust: 'Bone Dust',
      feather: 'Raven Feather',
      gallows: 'Gallows Collection',
      seance: 'Séance Collection',
      brew: 'Bone-Dust Brew',
      noose: 'Frayed Noose',
      eye: "Crow's Glass Eye",
      gavel: "The Judge's Gavel",
    }))
      ids[key] = await itemIdByName(t, name);
  });
  afterAll(() => t?.close());

  it('answers getme, getstatus, getbasic, getinventory and getequipment', async () => {
    const p = await newPlayer(t, 'viewer', { xp: 1200 });
    await setGold(t, admin, p.id, 321);
    await grantItem(t, admin, p.id, ids.cage, 1);
    await grantItem(t, admin, p.id, ids.cheese, 4);
    await grantItem(t, admin, p.id, ids.key, 1);
    await t.http.get(`/api/game/equip/${ids.cage}`, p.token);

    const me = await t.http.get('/api/clientUser/getme', p.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: p.id,
      name: 'viewer',
      xp: 1200,
      userRole: ROLE.user,
      patreonType: 0,
      currentRank: { name: 'Graveyard Apprentice' },
      nextRankXP: 3000,
      currentHuntingGround: expect.objectContaining({ name: 'Gallows Hill' }),
      chronocrystalCharges: 0,
      unlockedEquipmentSlots: 2,
      activeEquipmentSlot: 0,
    });
    expect(me.body.currencies.currencyEntries).toEqual([
      { shortName: 'gold', name: 'Gold Coins', value: 321, imageId: expect.any(String) },
      { shortName: 'ectoplasm', name: 'Ectoplasm', value: 0, imageId: expect.any(String) },
    ]);
    expect(me.body.stats.statEntries).toEqual([
      { shortName: 'power', name: 'Power', valueFrom: 10, valueTo: 10, statImageId: expect.any(String), statUnitSymbol: '' },
    ]);
    // reqXP descending: the key (3000) first.
    expect(
      me.body.inventory.map((e: { item: { name: string }; amount: number; equipped: boolean }) => [e.item.name, e.amount, e.equipped]),
    ).toEqual([
      ['Rusted Manor Key', 1, false],
      ['Grave Moss Cheese', 4, false],
      ['Rusty Iron Cage', 1, true],
    ]);
    expect(me.body.inventory[0].item).toMatchObject({ itemType: 'key', price: { currencyEntries: [{ name: 'gold', value: 1000 }] } });

    const status = (await t.http.get('/api/clientUser/getstatus', p.token)).body;
    expect(Object.keys(status).sort()).toEqual([
      'chronocrystalCharges',
      'currencies',
      'currentTimeStamp',
      'nextAllowedHuntTimeStamp',
      'nextChronoCrystalRechargeTimeStamp',
    ]);
    const basic = (await t.http.get('/api/clientUser/getbasic', p.token)).body;
    expect(basic).toMatchObject({
      xp: 1200,
      currentRank: { name: 'Graveyard Apprentice' },
      nextRankXP: 3000,
      currentHuntingGround: expect.objectContaining({ name: 'Gallows Hill' }),
    });
    expect((await t.http.get('/api/clientUser/getinventory', p.token)).body).toEqual(me.body.inventory);
    const equipment = (await t.http.get('/api/clientUser/getequipment', p.token)).body;
    expect(equipment).toMatchObject({ activeEquipmentSlot: 0, unlockedEquipmentSlots: 2, stats: me.body.stats });
    const mech = equipment.slots.find((s: { itemType: string }) => s.itemType === 'mechanism');
    expect(mech).toMatchObject({ itemTypeName: 'Mechanism', capacity: 1 });
    expect(mech.items.map((i: { id: string }) => i.id)).toEqual([ids.cage]);
    expect(equipment.slots.find((s: { itemType: string }) => s.itemType === 'relic').capacity).toBe(3);
    expect((await t.http.get('/api/clientUser/getme')).status).toBe(401);
  });

  it('equips, swaps single slots, limits relics to 3, unequips, and keeps setups apart', async () => {
    const p = await newPlayer(t, 'equipper', { xp: 2000 });
    for (const item of [ids.cage, ids.snare, ids.finger, ids.locket, ids.coin, ids.elixir]) await grantItem(t, admin, p.id, item, 1);
    const relicType = (await t.dataSource.query(`SELECT id FROM item_type WHERE short_name = 'relic'`))[0].id;
    const fourth = await t.http.postJson('/api/item', { name: 'Spare Relic', type: relicType, visible: true }, admin);
    expect(fourth.status).toBe(201);
    await grantItem(t, admin, p.id, fourth.body.id, 1);
    const equip = (id: string) => t.http.get(`/api/game/equip/${id}`, p.token);
    const mechanisms = async () =>
      (await t.http.get('/api/clientUser/getequipment', p.token)).body.slots
        .find((s: { itemType: string }) => s.itemType === 'mechanism')
        .items.map((i: { id: string }) => i.id);

    expect((await equip(ids.cage)).body).toEqual({ success: true, message: ECONOMY_MESSAGES.equipped });
    expect((await equip(ids.cage)).body).toEqual({ success: true, message: ECONOMY_MESSAGES.alreadyEquipped });
    expect((await equip(ids.snare)).body.success).toBe(true);
    expect(await mechanisms()).toEqual([ids.snare]);

    for (const relic of [ids.finger, ids.locket, ids.coin]) expect((await equip(relic)).status).toBe(200);
    const before = await stateOf(t, p.id);
    const full = await equip(fourth.body.id);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ success: false, message: 'All 3 Relic slots are in use: unequip one first' });
    const dust = await equip(ids.dust);
    expect(dust.status).toBe(400);
    expect(dust.body.message).toBe('Bone Dust cannot be equipped');
    const notOwned = await equip(ids.cheese);
    expect(notOwned.body.message).toBe('You do not own Grave Moss Cheese');
    expect((await equip('00000000-0000-0000-0000-000000000000')).status).toBe(400);
    expect(await stateOf(t, p.id)).toEqual(before);

    expect((await t.http.get(`/api/game/unequip/${ids.locket}`, p.token)).body).toEqual({
      success: true,
      message: ECONOMY_MESSAGES.unequipped,
    });
    expect((await t.http.get(`/api/game/unequip/${ids.locket}`, p.token)).status).toBe(400);
    expect((await equip(fourth.body.id)).status).toBe(200);

    // Setups: 2 unlocked, zero-based.
    expect((await t.http.get('/api/game/changeEquipmentSet/1', p.token)).body).toEqual({
      success: true,
      message: ECONOMY_MESSAGES.setupChanged,
    });
    let view = (await t.http.get('/api/clientUser/getequipment', p.token)).body;
    expect(view.activeEquipmentSlot).toBe(1);
    expect(view.slots.every((s: { items: unknown[] }) => s.items.length === 0)).toBe(true);
    expect((await equip(ids.cage)).status).toBe(200);
    expect(await mechanisms()).toEqual([ids.cage]);
    for (const bad of ['2', '11', '-1', 'x']) expect((await t.http.get(`/api/game/changeEquipmentSet/${bad}`, p.token)).status).toBe(400);
    await t.http.get('/api/game/changeEquipmentSet/0', p.token);
    view = (await t.http.get('/api/clientUser/getequipment', p.token)).body;
    expect(view.activeEquipmentSlot).toBe(0);
    expect(await mechanisms()).toEqual([ids.snare]);
    expect(view.slots.find((s: { itemType: string }) => s.itemType === 'relic').items).toHaveLength(3);
    expect((await t.http.get('/api/clientUser/getme', p.token)).body.activeEquipmentSlot).toBe(0);
    await auditLedger(t);
  });

  it('lists shop pages by category with pagination, sorting and actions', async () => {
    const p = await newPlayer(t, 'shopper');
    const bar = await t.http.get('/api/clientshop/getbar/1', p.token);
    expect(bar.status).toBe(200);
    const names = bar.body.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Grave Moss Cheese', 'Bone-Dust Brew', 'Recipe: Witchbrew Cauldron']));
    expect(names).not.toContain('Rusty Iron Cage');
    const brew = bar.body.items.find((i: { name: string }) => i.name === 'Bone-Dust Brew');
    expect(brew).toMatchObject({ action: 'MIX', owned: 0, locked: null, hasPremiumCrafting: true, itemType: 'bait' });
    expect(brew.craftingMats[0]).toMatchObject({ itemName: 'Bone Dust', amount: 3 });

    const potions = (await t.http.get('/api/clientshop/getbar/1?filter=bait', p.token)).body.items.map((i: { name: string }) => i.name);
    expect(potions.slice(0, 3)).toEqual(['Grave Moss Cheese', 'Candle-Wax Truffle', "Widow's Tears Tonic"]);
    const mixing = (await t.http.get('/api/clientshop/getbar/1?filter=mixing', p.token)).body.items;
    expect(mixing.map((i: { name: string }) => i.name).slice(0, 2)).toEqual(['Bone-Dust Brew', "Ghoul's Grog"]);
    expect(mixing[1].locked).toBe('You need 1000 XP for this item');

    const page1 = (await t.http.get('/api/clientshop/GetQSec/1?pageSize=2&sortBy=-price', p.token)).body;
    const price = (i: { price: { currencyEntries: { value: number }[] } }) => i.price.currencyEntries[0]?.value ?? 0;
    expect(page1.items).toHaveLength(2);
    expect(price(page1.items[0])).toBeGreaterThanOrEqual(price(page1.items[1]));
    const { totalCount, totalPages } = page1.pagination;
    expect(totalCount).toBeGreaterThan(10);
    expect(page1.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(totalCount / 2),
      totalCount,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const last = (await t.http.get(`/api/clientshop/GetQSec/${totalPages}?pageSize=2&sortBy=-price`, p.token)).body;
    expect(last.items[last.items.length - 1].name).toBe('Rusty Iron Cage');
    expect(last.pagination.hasNextPage).toBe(false);
    const office = (await t.http.get('/api/clientshop/getoffice/1?filter=contract&sortBy=name', p.token)).body.items;
    expect(office.length).toBeGreaterThanOrEqual(2);
    expect(office.every((i: { action: string }) => i.action === 'HIRE')).toBe(true);
    expect((await t.http.get('/api/clientshop/GetPetShop/1', p.token)).body.items[0]).toMatchObject({
      name: 'Familiar Black Cat',
      action: 'TAME',
    });
    const lab = (await t.http.get('/api/clientshop/GetLaboratory/1?filter=cauldron', p.token)).body.items;
    expect(lab.find((i: { name: string }) => i.name === 'Witchbrew Cauldron')).toMatchObject({
      action: 'CRAFT',
      locked: 'You need Recipe: Witchbrew Cauldron to craft this item',
    });

    expect((await t.http.get('/api/clientshop/getnothing/1', p.token)).status).toBe(404);
    expect((await t.http.get('/api/clientshop/getbar/0', p.token)).status).toBe(400);
    expect((await t.http.get('/api/clientshop/getbar/1?filter=relic', p.token)).status).toBe(400);
    expect((await t.http.get('/api/clientshop/getbar/1?sortBy=colour', p.token)).status).toBe(400);
    expect((await t.http.get('/api/clientshop/getbar/1?pageSize=500', p.token)).body.items.length).toBeLessThanOrEqual(100);
  });

  it('answers 429 past 120 shop reads a minute per player', async () => {
    // The limit counts in fixed minutes of the database clock: a burst that crosses a minute starts counting again,
    // so a slow machine may need a second burst (it cannot cross two minutes).
    const minute = async () => Number((await t.dataSource.query(`SELECT floor(extract(epoch FROM now()) / 60) AS m`))[0].m);
    const other = await newPlayer(t, 'calm');
    for (let attempt = 1; ; attempt++) {
      const p = await newPlayer(t, `hammer${attempt}`);
      const started = await minute();
      const results = [];
      for (let i = 0; i < 121; i++) results.push((await t.http.get('/api/clientshop/getbar/1', p.token)).status);
      const limited = await t.http.get('/api/clientshop/getbar/1', p.token);
      if ((await minute()) !== started && attempt === 1) continue;
      expect(results.slice(0, 120).every((s) => s === 200)).toBe(true);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(ECONOMY_MESSAGES.tooManyRequests);
      break;
    }
    expect((await t.http.get('/api/clientshop/getbar/1', other.token)).status).toBe(200);
  });

  it('shows the exhibition and claims a complete collection exactly once, even in parallel', async () => {
    const p = await newPlayer(t, 'collector');
    const page = (await t.http.get('/api/clientshop/getexhibition/1', p.token)).body;
    // One collection per hunting ground (15), the first page of them.
    const names = page.items.map((e: { collection: { name: string } }) => e.collection.name);
    expect(names[0]).toBe('Gallows Collection');
    expect(names).toContain('Séance Collection');
    expect(page.items[0]).toMatchObject({ collected: [], claimed: false, equipped: false, collection: { reqXP: 100 } });
    expect(page.items[0].trophies.map((i: { name: string }) => i.name)).toEqual(['Frayed Noose', "Crow's Glass Eye", "The Judge's Gavel"]);
    expect(page.pagination).toMatchObject({ currentPage: 1, totalCount: 15, hasNextPage: true });

    const claim = () => t.http.postForm('/api/game/ClaimCollection', { collectionId: ids.gallows }, p.token);
    const incomplete = await claim();
    expect(incomplete.status).toBe(409);
    expect(incomplete.body).toMatchObject({
      success: false,
      message: "Trophies still missing: Frayed Noose, Crow's Glass Eye, The Judge's Gavel",
    });
    for (const item of [ids.noose, ids.eye, ids.gavel]) await grantItem(t, admin, p.id, item, 1);
    const complete = (await t.http.get('/api/clientshop/getexhibition/1?filter=complete', p.token)).body.items;
    expect(complete.map((e: { collection: { id: string } }) => e.collection.id)).toEqual([ids.gallows]);
    const sorted = (await t.http.get('/api/clientshop/getexhibition/1?sortBy=-trophies', p.token)).body.items;
    expect(sorted[0].collection.id).toBe(ids.gallows);

    const results = await Promise.all(Array.from({ length: 8 }, () => claim()));
    expect(results.filter((r) => r.status === 200).map((r) => r.body)).toEqual([
      { success: true, message: ECONOMY_MESSAGES.collectionClaimed },
    ]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'You have already claimed this collection')).toBe(true);
    expect(await amountOf(t, p.id, ids.gallows)).toBe(1);
    // The trophies went into the collection: none is left to mail on to another player's collection.
    expect(await Promise.all([ids.noose, ids.eye, ids.gavel].map((id) => amountOf(t, p.id, id)))).toEqual([0, 0, 0]);
    const heir = await newPlayer(t, 'heir');
    const mailed = await t.http.postJson(
      '/api/mail',
      { toUserId: heir.id, message: 'Here, claim it too', loot: { itemId: ids.noose, amountMin: 1 } },
      p.token,
    );
    expect({ status: mailed.status, message: mailed.body.message }).toEqual({ status: 409, message: MAIL_MESSAGES.tooMany(1, 0) });
    expect(await amountOf(t, heir.id, ids.noose)).toBe(0);
    expect((await t.http.get(`/api/game/equip/${ids.gallows}`, p.token)).status).toBe(200);
    const after = (await t.http.get('/api/clientshop/getexhibition/1', p.token)).body.items[0];
    expect(after).toMatchObject({ claimed: true, equipped: true });
    expect(after.collected.sort()).toEqual([ids.noose, ids.eye, ids.gavel].sort());
    expect((await t.http.postForm('/api/game/ClaimCollection', { collectionId: ids.cheese }, p.token)).status).toBe(404);
    await auditLedger(t);
  });
});
