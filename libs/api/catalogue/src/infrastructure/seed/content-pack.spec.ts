import { CatalogueResource } from '@grimhunt/contracts';
import { CONTENT_FILES, ContentFile, contentProblems, contentRecords, resolveContentPack } from './content-pack';

type Rec = Record<string, any>;
const records = contentRecords();
const list = (resource: CatalogueResource): Rec[] => records.get(resource) ?? [];
const key = (ref: string) => ref.replace(/^@[a-zA-Z]+:/, '');
const byKey = (resource: CatalogueResource) => new Map(list(resource).map((r) => [r.key, r]));
const items = byKey('item');
const enemies = byKey('enemy');
const typeOf = (itemKey: string) => key(items.get(itemKey)!.type);

describe('content pack', () => {
  it('has no dangling reference and no duplicate key', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('finds a dangling reference and a duplicate key', () => {
    const broken: Record<string, ContentFile> = {
      a: { item: [{ key: 'x', type: '@itemtype:nope' }, { key: 'x' }] },
    };
    expect(contentProblems(broken)).toEqual(['item: duplicate key x', 'item:x: dangling reference @itemtype:nope']);
    expect(() => resolveContentPack(new Date(), broken)).toThrow('dangling reference @itemtype:nope');
  });

  it('names every record once within its resource', () => {
    for (const resource of [
      'item',
      'enemy',
      'huntingground',
      'region',
      'rank',
      'premiumPackage',
      'stat',
      'itemtype',
    ] as CatalogueResource[]) {
      const names = list(resource).map((r) => r.name);
      expect({ resource, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ resource, duplicates: [] });
      expect(list(resource).every((r) => typeof r.name === 'string' && r.name.length > 2)).toBe(true);
    }
    const flavours = [...list('item'), ...list('enemy')].map((r) => r.flavorText);
    expect(flavours.filter((f, i) => flavours.indexOf(f) !== i)).toEqual([]);
  });

  it('resolves into records with fresh ids, absolute dates and JSON settings', () => {
    let n = 0;
    const now = new Date(Date.UTC(2026, 10, 24, 12));
    const pack = resolveContentPack(now, CONTENT_FILES, () => `id-${n++}`);
    const ids = new Set(pack.map(([, b]) => b['id']));
    expect(ids.size).toBe(pack.length);
    const text = JSON.stringify(pack);
    expect(text).not.toMatch(/"@[a-zA-Z]+:/);
    const packages = pack.filter(([r]) => r === 'premiumPackage').map(([, b]) => b);
    const silver = packages.filter((p) => p['subscriptionLevel'] === 1).map((p) => `${p['year']}-${p['month']}`);
    expect(new Set(silver).size).toBe(12);
    expect(silver).toEqual(expect.arrayContaining(['2026-11', '2026-12', '2027-1', '2027-10']));
    const kit = JSON.parse(pack.find(([r, b]) => r === 'setting' && b['key'] === 'StarterKit')![1]['value'] as string);
    expect(ids.has(kit.items[0].itemId)).toBe(true);
    const news = pack.filter(([r]) => r === 'news').map(([, b]) => b['timestamp'] as number);
    expect(news.every((t) => t < now.getTime() / 1000)).toBe(true);
  });

  it('has three regions of five grounds with 6-8 ghosts each, a boss, a midnight ghost and a mystic-immune ghost', () => {
    expect(list('region')).toHaveLength(3);
    const tables = list('huntingtable');
    for (const region of list('region')) {
      const grounds = list('huntingground').filter((g) => key(g.regionId) === region.key);
      expect(grounds).toHaveLength(5);
      for (const ground of grounds) {
        expect(ground.additionalHuntTime).toBeGreaterThanOrEqual(0);
        expect(ground.mysticPowerCap).toBeLessThanOrEqual(25);
        const table = tables.find((t) => key(t.huntingGroundId) === ground.key)!;
        const ghosts = table.enemies.map((e: Rec) => enemies.get(key(e.enemyId))!);
        expect({ ground: ground.name, n: ghosts.length >= 6 && ghosts.length <= 8 }).toEqual({ ground: ground.name, n: true });
        expect(ghosts.some((g: Rec) => key(g.enemyRarity) === 'boss')).toBe(true);
        expect(ghosts.some((g: Rec) => g.midnightGhost)).toBe(true);
        expect(ghosts.some((g: Rec) => g.immuneMysticPower)).toBe(true);
        // ranges: inside the roll space, from 0 upwards, no overlap; the top may stay empty ('no ghost')
        const ranges = [...table.enemies].sort((a: Rec, b: Rec) => a.rangeMin - b.rangeMin);
        expect(ranges[0].rangeMin).toBe(0);
        ranges.forEach((r: Rec, i: number) => {
          expect(r.rangeMax).toBeGreaterThanOrEqual(r.rangeMin);
          if (i > 0) expect(r.rangeMin).toBe(ranges[i - 1].rangeMax + 1);
        });
        expect(ranges[ranges.length - 1].rangeMax).toBeLessThanOrEqual(9999);
      }
    }
    expect(list('enemy').length).toBeGreaterThanOrEqual(95);
  });

  it('uses every rarity and enemy type, spreads special ghosts over the year and makes Nessy ghosts reachable', () => {
    const rarities = new Set(list('enemy').map((e) => key(e.enemyRarity)));
    for (const r of list('rarity')) expect(rarities).toContain(r.key);
    const types = new Set(
      list('enemy')
        .filter((e) => e.enemyType)
        .map((e) => key(e.enemyType)),
    );
    for (const t of list('enemytype')) expect(types).toContain(t.key);
    const months = new Set(
      list('enemy')
        .filter((e) => e.specialGhost)
        .map((e) => e.specialGhostFromDateMonth),
    );
    expect(months.size).toBeGreaterThanOrEqual(6);
    const nessies = list('enemy').filter((e) => e.nessyGhost);
    expect(nessies.length).toBeGreaterThanOrEqual(1);
    for (const nessy of nessies) {
      expect(list('item').some((i) => i.canAttractEnemyId && key(i.canAttractEnemyId) === nessy.key)).toBe(true);
    }
  });

  it('keeps the story promises: no regular cooldown below 8 minutes, mystic power never above 25%', () => {
    const worst = (type: string) =>
      Math.min(
        0,
        ...list('item')
          .filter((i) => typeOf(i.key) === type)
          .flatMap((i) => (i.stats?.statEntries ?? []).filter((s: Rec) => s.shortName === 'tsc').map((s: Rec) => s.valueFrom)),
      );
    const slots = list('itemtype')
      .filter((t) => t.isEquipment)
      .map((t) => t.key as string);
    const fastest = 15 + slots.reduce((sum, type) => sum + worst(type) * (type === 'relic' ? 3 : 1), 0);
    expect(fastest).toBeGreaterThanOrEqual(8);
    for (const g of list('huntingground')) expect(g.mysticPowerCap).toBeLessThanOrEqual(25);
  });

  it('has per region about 4 mechanisms, 3 circles, 3 cauldrons, 3 cameras, 3 relics and baits with stats', () => {
    const files = Object.entries(CONTENT_FILES).filter(([name]) => name.startsWith('region-'));
    expect(files).toHaveLength(3);
    for (const [name, file] of files) {
      const count = (type: string) => (file.item ?? []).filter((i) => typeOf(i.key) === type).length;
      const got = {
        name,
        mechanism: count('mechanism') >= 4,
        magiccicle: count('magiccicle') >= 3,
        cauldron: count('cauldron') >= 3,
        camera: count('camera') >= 3,
        relic: count('relic') >= 3,
        bait: count('bait') >= 2,
        chrono: count('chronocrystal') === 1,
      };
      expect(got).toEqual({ name, mechanism: true, magiccicle: true, cauldron: true, camera: true, relic: true, bait: true, chrono: true });
      for (const bait of (file.item ?? []).filter((i) => typeOf(i.key) === 'bait'))
        expect((bait['stats'] as Rec).statEntries.length).toBeGreaterThan(0);
    }
  });

  it('has one collection per ground whose trophies drop at 2-10%', () => {
    const collections = list('item').filter((i) => typeOf(i.key) === 'collection');
    expect(collections).toHaveLength(15);
    for (const c of collections) {
      for (const t of c.trophieItemIds.map(key)) {
        const drops = list('enemy').flatMap((e) => e.loot.filter((l: Rec) => key(l.itemId) === t).map((l: Rec) => l.dropChance));
        expect({ trophy: t, ok: drops.length > 0 && drops.every((d: number) => d >= 2 && d <= 10) }).toEqual({ trophy: t, ok: true });
      }
    }
  });

  it('chains crafting through loot, and sells special baits at the Bar (a bait used every hunt never waits on loot)', () => {
    const loot = new Set(list('enemy').flatMap((e) => e.loot.map((l: Rec) => key(l.itemId))));
    const crafted = list('item').filter((i) => (i.craftingMats ?? []).length > 0);
    expect(crafted.length).toBeGreaterThanOrEqual(8);
    for (const i of crafted) expect(i.craftingMats.some((m: Rec) => loot.has(key(m.itemId)))).toBe(true);
    const specialBaits = new Set(list('huntingground').flatMap((g) => g.specialBaitItemId.map(key)));
    expect(specialBaits.size).toBeGreaterThanOrEqual(3);
    for (const b of list('item').filter((i) => specialBaits.has(i.key)))
      expect({ bait: b.name, bought: b.buyable === true && (b.craftingMats ?? []).length === 0 }).toEqual({ bait: b.name, bought: true });
  });

  it('has 15-20 ranks with a reward each, news, and packages for every subscription level and single item type', () => {
    const ranks = list('rank');
    expect(ranks.length).toBeGreaterThanOrEqual(15);
    expect(ranks.length).toBeLessThanOrEqual(20);
    for (const r of ranks) expect(r.rewardItemIds.length).toBeGreaterThan(0);
    expect(list('news').length).toBeGreaterThan(0);
    const packages = list('premiumPackage');
    for (const level of [1, 2, 3]) expect(new Set(packages.filter((p) => p.subscriptionLevel === level).map((p) => p.month)).size).toBe(12);
    for (const type of [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
      expect({ type, n: packages.some((p) => p.singleItemType === type) }).toEqual({ type, n: true });
    // One name change package (type 15): $10, no items (the name travels in additionalInfo).
    expect(packages.filter((p) => p.singleItemType === 15).map((p) => [p.usd, p.items])).toEqual([[10, []]]);
    const chrono = list('item').filter((i) => typeOf(i.key) === 'chronocrystal');
    expect(chrono).toHaveLength(3);
  });
});
