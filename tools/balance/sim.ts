/**
 * The balance simulator: the live hunt engine (resolveHunt, buildLoadout, toEnemyDef, toGroundDef: the functions
 * the API itself runs) over the content pack, for simulated players who buy the next sensible upgrade. Pure and
 * deterministic for given seeds; `npm run balance` (run.ts) prints it into docs/balance.md, balance.spec.ts holds
 * the curve.
 */
import { CatalogueResource, EnemyDto, HuntingGroundDto, HuntingTableDto, ItemDto, SHOP_CATEGORIES } from '@grimhunt/contracts';
import { CatalogueSnapshot } from '../../libs/api/catalogue/src/application/catalogue-snapshot';
import { CATALOGUE_DEFINITIONS } from '../../libs/api/catalogue/src/application/resources/catalogue.resources';
import { normalizeRecord } from '../../libs/api/catalogue/src/application/resources/record-normalizer';
import { CONTENT_FILES, resolveContentPack } from '../../libs/api/catalogue/src/infrastructure/seed/content-pack';
import { resolveHunt } from '../../libs/api/hunt/src/domain/hunt-engine';
import { buildLoadout } from '../../libs/api/hunt/src/domain/hunt-setup';
import { toEnemyDef, toGroundDef } from '../../libs/api/hunt/src/domain/catalogue-defs';
import { EnemyDef, GroundDef, HuntOutcome, SetupDef } from '../../libs/api/hunt/src/domain/hunt.types';
import { BrowseShopHandler } from '../../libs/api/economy/src/application/queries/browse-shop/browse-shop.handler';
import { isCraftable } from '../../libs/api/economy/src/domain/trade';
import { MARKET_VISIT_HUNTS, type MarketDesk, type Sale } from './market';

type Rec = Record<string, any>;
/** Noon on the first of June (UTC): no special ghost's window is open, midnight ghosts sleep. */
export const SIM_NOW = Date.UTC(2026, 5, 1, 12);
const MIDNIGHT = Date.UTC(2026, 5, 1, 0, 30);
const GEAR = ['mechanism', 'magiccicle', 'cauldron', 'camera', 'relic', 'pet', 'bagpipe'];

export interface Ground {
  dto: HuntingGroundDto;
  def: GroundDef;
  region: Rec;
  regionIndex: number;
  ghosts: EnemyDef[];
  table: HuntingTableDto;
}

/** Where a shop screen lists an item: the shop endpoint and the tab (category filter). */
export interface Listing {
  shop: string;
  tab: string;
}

/** The catalogue as the API sees it after loading the pack. */
export class World {
  /** Items some shop screen lists (filled by `World.load` through the shops' own listing query). */
  readonly listed = new Map<string, Listing>();
  private readonly records: (readonly [CatalogueResource, Rec])[];
  readonly items = new Map<string, ItemDto>();
  readonly itemByName = new Map<string, ItemDto>();
  readonly typeShort = new Map<string, string>();
  readonly statTypes = new Map<string, number>();
  readonly enemies = new Map<string, EnemyDef>();
  /** The catalogue as the API's snapshot holds it (settings included), once `load` has read the shops. */
  snapshot!: CatalogueSnapshot;
  readonly enemyDtos = new Map<string, EnemyDto>();
  readonly grounds: Ground[] = [];
  readonly regions: Rec[] = [];
  readonly ranks: Rec[] = [];
  private readonly itemRegion = new Map<string, number>();
  private readonly enemyRegion = new Map<string, number>();
  /** Items in premium packages (sold for real money). */
  readonly packagedItemIds: string[] = [];
  readonly starterKit: { currencies: { shortName: string; value: number }[]; items: { itemId: string; amount: number }[] };

  constructor() {
    const now = new Date(SIM_NOW);
    const records = resolveContentPack(now).map(
      ([resource, body]) => [resource, normalizeRecord(CATALOGUE_DEFINITIONS[resource], body, { now })] as const,
    );
    this.records = records;
    const of = (r: string) => records.filter(([res]) => res === r).map(([, b]) => b as Rec);
    Object.entries(CONTENT_FILES).forEach(([file, content]) => {
      const m = /^region-(\d+)-/.exec(file);
      if (m) for (const i of content.item ?? []) this.itemRegion.set(i['name'] as string, Number(m[1]) - 1);
      if (m) for (const e of content.enemy ?? []) this.enemyRegion.set(e['name'] as string, Number(m[1]) - 1);
    });
    const enemyTypes = new Map(of('enemytype').map((t) => [t.id, t.shortName as string]));
    for (const t of of('itemtype')) this.typeShort.set(t.id, t.shortName);
    for (const s of of('stat')) this.statTypes.set(s.shortName, s.statType);
    for (const i of of('item') as unknown as ItemDto[]) {
      this.items.set(i.id, i);
      this.itemByName.set(i.name, i);
    }
    // toEnemyDef learns the enemy type (monsters) from its second argument in the engine with monsters.
    const toDef = toEnemyDef as (e: EnemyDto, type?: string | null) => EnemyDef;
    for (const e of of('enemy') as unknown as EnemyDto[]) {
      this.enemyDtos.set(e.id, e);
      this.enemies.set(e.id, toDef(e, e.enemyType ? (enemyTypes.get(e.enemyType) ?? null) : null));
    }
    this.regions.push(...of('region').sort((a, b) => a.sequence - b.sequence));
    const tables = of('huntingtable') as unknown as HuntingTableDto[];
    for (const g of (of('huntingground') as unknown as HuntingGroundDto[]).sort(
      (a, b) => this.regionIndex(a.regionId) - this.regionIndex(b.regionId) || a.sequence - b.sequence,
    )) {
      const own = tables.filter((t) => t.huntingGroundId === g.id);
      const table = own[0];
      this.grounds.push({
        dto: g,
        def: toGroundDef(g, own),
        region: this.regions[this.regionIndex(g.regionId)],
        regionIndex: this.regionIndex(g.regionId),
        ghosts: table.enemies.map((e) => this.enemies.get(e.enemyId)!),
        table,
      });
    }
    for (const p of of('premiumPackage')) for (const i of p.items as { itemId: string }[]) this.packagedItemIds.push(i.itemId);
    this.ranks.push(...of('rank').sort((a, b) => a.xp - b.xp));
    this.starterKit = JSON.parse(of('setting').find((s) => s.key === 'StarterKit')!.value);
  }

  /**
   * The world with its shop listings: every shop endpoint and tab of the player app, read through the economy's
   * BrowseShopHandler (the code behind `GET /api/clientshop/{endpoint}/{page}`) over this catalogue, so the players
   * buy and craft only what a shop screen shows.
   */
  static async load(): Promise<World> {
    const w = new World();
    await w.readShops();
    return w;
  }

  private async readShops(): Promise<void> {
    const loaded: Record<string, Rec[]> = {};
    for (const [resource, body] of this.records) (loaded[resource] ??= []).push({ ...body });
    const snapshot = new CatalogueSnapshot('balance', loaded as never);
    this.snapshot = snapshot;
    const player = { id: 'balance-player', xp: 0 };
    const handler = new BrowseShopHandler(
      { find: async () => player } as never,
      { inventory: async () => new Map<string, number>() } as never,
      { activeLevel: async () => 0 } as never,
      { snapshot: async () => snapshot } as never,
    );
    for (const [shop, tabs] of Object.entries(SHOP_CATEGORIES)) {
      for (const tab of tabs) {
        for (let page = 1; ; page++) {
          const answer = await handler.execute({
            userId: player.id,
            endpoint: shop,
            page: String(page),
            pageSize: '100',
            filter: tab.filter,
          });
          for (const item of answer.items) if (!this.listed.has(item.id)) this.listed.set(item.id, { shop, tab: tab.label });
          if (!answer.pagination.hasNextPage) break;
        }
      }
    }
  }

  /** Bought in a shop screen (listed, not crafted). */
  onSale(item: ItemDto): boolean {
    return this.listed.has(item.id) && !isCraftable(item);
  }

  /** Crafted or mixed in a shop screen (listed, with materials). */
  craftedInShop(item: ItemDto): boolean {
    return this.listed.has(item.id) && item.craftingMats.length > 0;
  }

  /** The region (index) an item belongs to: the region file it is written in (shared premium items: none). */
  regionOf(item: ItemDto): number {
    return this.itemRegion.get(item.name) ?? 99;
  }

  /** The region (index) whose file holds a ghost. */
  regionIndexOfSpecial(enemyName: string): number {
    return this.enemyRegion.get(enemyName) ?? 0;
  }

  regionIndex(regionId: string): number {
    return this.regions.findIndex((r) => r.id === regionId);
  }

  type(item: ItemDto | undefined): string {
    return (item && this.typeShort.get(item.type ?? '')) ?? '';
  }

  item(name: string): ItemDto {
    const i = this.itemByName.get(name);
    if (!i) throw new Error(`no item ${name}`);
    return i;
  }

  gold(item: ItemDto): number {
    return item.price.currencyEntries.find((c) => c.name === 'gold')?.value ?? 0;
  }

  ecto(item: ItemDto): number {
    return item.price.currencyEntries.find((c) => c.name === 'ectoplasm')?.value ?? 0;
  }

  /** The setup the engine sees for these equipped items (amounts from the bag). */
  setup(equipped: readonly string[], amount: (id: string) => number): SetupDef {
    const items = equipped.map((id) => this.items.get(id)!).filter(Boolean);
    return buildLoadout(items, amount, {
      typeShortName: (id) => (id ? (this.typeShort.get(id) ?? null) : null),
      statType: (s) => this.statTypes.get(s),
    }).setup;
  }

  /** Ghosts a ground's tables name (midnight ghosts included). */
  ghostsOf(g: Ground): EnemyDef[] {
    return g.ghosts;
  }

  /** One hunt, through the engine. */
  hunt(setup: SetupDef, ground: GroundDef, seed: number, now = SIM_NOW): HuntOutcome {
    return resolveHunt({
      kind: 'regular',
      now,
      seed,
      player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
      setup,
      ground,
      enemies: this.enemies,
    });
  }

  /** The catch rate of one ghost with a setup (met ghosts only), measured through the engine on a one-ghost table. */
  catchRate(setup: SetupDef, g: Ground, enemy: EnemyDef, seeds = 400): number {
    const ground: GroundDef = {
      ...g.def,
      specialBaitItemIds: [],
      tables: [{ sequence: 0, entries: [{ enemyId: enemy.id, rangeMin: 0, rangeMax: 9999 }] }],
    };
    const solo = new Map([[enemy.id, { ...enemy, specialGhost: false }]]);
    let caught = 0;
    let met = 0;
    for (let s = 1; s <= seeds; s++) {
      const o = resolveHunt({
        kind: 'regular',
        now: enemy.midnightGhost ? MIDNIGHT : SIM_NOW,
        seed: s * 7919,
        player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
        setup: { ...setup, baitAmount: 99 },
        ground,
        enemies: solo,
      });
      if (!o.sounded || o.huntResult === 'NoGhost') continue;
      met++;
      if (o.huntResult === 'SuccessRegular' || o.huntResult === 'SuccessMystic') caught++;
    }
    return met === 0 ? 0 : caught / met;
  }
}

// ------------------------------------------------------------------------------------------------ the player
export interface Purchase {
  hunt: number;
  name: string;
  kind: string;
}
export interface PlayerRun {
  hunts: number;
  catches10: number;
  purchases: Purchase[];
  /** Hunt count at first arrival on each ground, by ground name. */
  arrivals: Map<string, number>;
  /** Hunt count at which each rank was reached. */
  ranks: Map<string, number>;
  /** Per ground: hunts, catches, gold earned, gold spent on consumables, xp. */
  perGround: Map<string, { hunts: number; catches: number; gold: number; spent: number; xp: number; results: Record<string, number> }>;
  /** Hunts to finish each region: first hunt in the next region (the last: every ground reached and its top gear owned). */
  regionDone: (number | null)[];
  /** Gold spent, by what it bought (gear, bait, consumables, keys, recipes, crafting fees, travel). */
  spent: Record<string, number>;
  /** Gold held after these many hunts (GOLD_CHECKPOINTS). */
  goldAt: Map<number, number>;
  /** With a market: what the player's sales brought so far at the same checkpoints (empty without one). */
  marketAt: Map<number, Sale>;
  /** The setup the player hunted with on each ground, read at its SETUP_SAMPLE_HUNT-th hunt there (by ground name). */
  setups: Map<string, SetupDef>;
}

/** A ground's setup is read at the player's this-many-th hunt there: after the upgrades bought on arrival. */
export const SETUP_SAMPLE_HUNT = 20;

/** Hunt counts at which the players' purses are read. */
export const GOLD_CHECKPOINTS = [10, 50, 100, 250, 500, 1000, 1500, 2000, 2500, 3000];

const CATCH = new Set(['SuccessRegular', 'SuccessMystic']);

/**
 * One greedy player from a fresh account: hunts where it can, moves on to the next ground as soon as it may enter it
 * and its setup catches the ground's table at 60% or more, buys bait, monster plasma and keys when needed, and
 * otherwise saves for the cheapest gear that raises its power.
 */
/** A player keeps a juice going once it holds this many juices' worth of gold. */
const JUICE_PURSE = 500;

/**
 * With `market`, the player also sells its loot there every MARKET_VISIT_HUNTS hunts: every unit of sellable loot it
 * holds beyond what it keeps for crafting, unless it is at work in its setup (market.ts).
 */
export function playPlayer(w: World, seed: number, maxHunts: number, market?: MarketDesk): PlayerRun {
  const bag = new Map<string, number>();
  const add = (id: string, n: number) => bag.set(id, (bag.get(id) ?? 0) + n);
  const has = (id: string, n = 1) => (bag.get(id) ?? 0) >= n;
  let gold = 0;
  let ecto = 0;
  let xp = 0;
  for (const c of w.starterKit.currencies) if (c.shortName === 'gold') gold += c.value;
  for (const i of w.starterKit.items) add(i.itemId, i.amount);
  const equipped = new Map<string, string>(); // slot -> item id
  const relics: string[] = [];
  const equip = (item: ItemDto) => {
    const t = w.type(item);
    if (t === 'relic') {
      if (relics.length >= 3)
        relics.splice(relics.indexOf(relics.reduce((a, b) => (w.gold(w.items.get(a)!) < w.gold(w.items.get(b)!) ? a : b))), 1);
      relics.push(item.id);
    } else equipped.set(t, item.id);
  };
  for (const i of w.starterKit.items) {
    const item = w.items.get(i.itemId)!;
    if (w.type(item) && !equipped.has(w.type(item))) equip(item);
  }
  const run: PlayerRun = {
    hunts: 0,
    catches10: 0,
    purchases: [],
    arrivals: new Map(),
    ranks: new Map(),
    perGround: new Map(),
    regionDone: w.regions.map(() => null),
    spent: {},
    goldAt: new Map(),
    marketAt: new Map(),
    setups: new Map(),
  };
  const sold: Sale = { units: 0, gold: 0, tariff: 0 };
  const sellLoot = (desk: MarketDesk) => {
    const atWork = new Set([...equipped.values(), ...relics]);
    for (const [id, held] of [...bag]) {
      const surplus = held - (desk.keep.get(id) ?? 0);
      if (surplus <= 0 || !desk.sellable.has(id) || atWork.has(id)) continue;
      const sale = desk.sell(`player-${seed}`, id, surplus);
      add(id, -sale.units);
      gold += sale.gold - sale.tariff;
      sold.units += sale.units;
      sold.gold += sale.gold;
      sold.tariff += sale.tariff;
    }
  };
  const pay = (what: string, value: number) => {
    gold -= value;
    run.spent[what] = (run.spent[what] ?? 0) + value;
  };
  let groundIndex = 0;
  run.arrivals.set(w.grounds[0].dto.name, 0);
  const ids = () => [...equipped.values(), ...relics, ...[...bag.keys()].filter((id) => w.type(w.items.get(id)) === 'key' && has(id))];
  const setupFor = (extra: ItemDto[] = []) => {
    const list = ids().filter((id) => !extra.some((e) => w.type(e) !== 'relic' && equipped.get(w.type(e)) === id));
    return w.setup([...list, ...extra.map((e) => e.id)], (id) => bag.get(id) ?? 0);
  };
  const rates = new Map<string, number>();
  const groundRate = (g: Ground, setup: SetupDef) => {
    const extra = setup as SetupDef & { monsterPower?: number; consumables?: { itemId: string }[] };
    const memo = `${g.dto.id}|${setup.power}|${setup.mysticPower}|${extra.monsterPower ?? 0}|${(extra.consumables ?? []).map((c) => c.itemId).join()}`;
    const known = rates.get(memo);
    if (known !== undefined) return known;
    const rate = groundRateOf(g, setup);
    rates.set(memo, rate);
    return rate;
  };
  const groundRateOf = (g: Ground, setup: SetupDef) => {
    const width = (e: { rangeMin: number; rangeMax: number }) => e.rangeMax - e.rangeMin + 1;
    let total = 0;
    let got = 0;
    for (const e of g.table.enemies) {
      const enemy = w.enemies.get(e.enemyId)!;
      if (enemy.midnightGhost) continue;
      total += width(e);
      got += width(e) * w.catchRate(setup, g, enemy, 60);
    }
    return total === 0 ? 0 : got / total;
  };
  const canEnter = (g: Ground) =>
    xp >= g.dto.xpReqired &&
    xp >= (g.region.xpReqired ?? 0) &&
    (!g.dto.keyId || has(g.dto.keyId)) &&
    (!g.region.keyId || has(g.region.keyId));
  const spendKind = (kind: string) =>
    GEAR.includes(kind) || kind === 'specialitem' ? 'gear' : kind === 'consumable' ? 'consumables' : `${kind}s`;
  const buy = (item: ItemDto, n: number, kind: string) => {
    pay(spendKind(kind), w.gold(item) * n);
    ecto -= w.ecto(item) * n;
    add(item.id, n);
    if (kind !== 'bait' && kind !== 'consumable') run.purchases.push({ hunt: run.hunts, name: item.name, kind });
  };
  const fundsFor = (item: ItemDto, n = 1, reserve = 0) => gold - reserve >= w.gold(item) * n && ecto >= w.ecto(item) * n;
  const affordable = (item: ItemDto, n = 1, reserve = 0) => w.onSale(item) && xp >= item.reqXP && fundsFor(item, n, reserve);
  // Crafting charges the item's price as a fee, on top of the materials (economy's planTrade).
  const craftable = (item: ItemDto, reserve = 0) =>
    w.craftedInShop(item) &&
    (!item.itemIdRequiredForUnlockCrafting || has(item.itemIdRequiredForUnlockCrafting)) &&
    xp >= item.reqXP &&
    fundsFor(item, 1, reserve) &&
    item.craftingMats.every((m) => has(m.itemId, m.amount));
  const craftOne = (item: ItemDto) => {
    for (const m of item.craftingMats) add(m.itemId, -m.amount);
    pay('crafting fees', w.gold(item));
    ecto -= w.ecto(item);
    add(item.id, 1);
  };
  const craft = (item: ItemDto, kind: string) => {
    craftOne(item);
    run.purchases.push({ hunt: run.hunts, name: item.name, kind });
  };
  const regionItems = (r: number) => [...w.items.values()].filter((i) => w.regionOf(i) <= r);
  let rankIndex = 0;
  let rng = seed >>> 0;
  const nextSeed = () => (rng = (Math.imul(rng ^ (rng >>> 15), 2246822519) + 0x9e3779b9) >>> 0);

  while (run.hunts < maxHunts) {
    const g = w.grounds[groundIndex];
    const r = g.regionIndex;
    // 1. Bait: the best bait allowed here that we can keep in stock (special bait bought or crafted).
    const allowed =
      g.def.specialBaitItemIds.length > 0
        ? g.def.specialBaitItemIds.map((id) => w.items.get(id)!)
        : regionItems(r).filter((i) => w.type(i) === 'bait');
    // Worth of a bait: the gold its bonus adds to an average catch here, less its price (crafted bait: its price too).
    const here = run.perGround.get(g.dto.name);
    const avgGold =
      here && here.catches > 20 ? here.gold / here.catches : 2 * (g.ghosts[0]?.currencies.find((c) => c.name === 'gold')?.value ?? 20);
    const bonus = (i: ItemDto) => i.stats.statEntries.reduce((a, s) => a + (s.shortName === 'goldBonus' ? s.valueFrom : 0), 0);
    const baitValue = (i: ItemDto) => (avgGold * bonus(i)) / 100 - w.gold(i);
    const baits = allowed.filter((i) => has(i.id) || w.onSale(i) || w.craftedInShop(i)).sort((a, b) => baitValue(b) - baitValue(a));
    let bait = baits.find((i) => has(i.id, 1));
    for (const b of baits) {
      if (w.onSale(b) && xp >= b.reqXP && affordable(b, 10)) {
        if (!has(b.id, 1) || b === bait) {
          if (!has(b.id, 5)) buy(b, 10, 'bait');
          bait = b;
          break;
        }
      }
      if (!w.onSale(b) && craftable(b)) {
        craftOne(b);
        bait = b;
        break;
      }
    }
    if (!bait || !has(bait.id)) {
      const cheapest = baits.filter((b) => w.onSale(b) && xp >= b.reqXP).sort((a, b) => w.gold(a) - w.gold(b))[0];
      if (cheapest && affordable(cheapest, 1)) {
        buy(cheapest, 1, 'bait');
        bait = cheapest;
      } else if (groundIndex > 0) {
        groundIndex--; // out of the special bait (or broke): back one ground
        continue;
      } else break;
    }
    equipped.set('bait', bait!.id);
    // 2. Monster plasma when the ground has monsters.
    const monsters = g.ghosts.some((e) => (e as EnemyDef & { monster?: boolean }).monster);
    const mp = regionItems(r)
      .filter((i) => w.type(i) === 'monsterplasma' && w.onSale(i))
      .sort((a, b) => w.gold(b) - w.gold(a));
    if (monsters) {
      const current = mp.find((i) => has(i.id));
      const pick = current ?? mp.find((i) => affordable(i, 5, 200));
      if (pick && !has(pick.id, 2) && affordable(pick, 5, 200)) buy(pick, 5, 'consumable');
      if (pick && has(pick.id)) equipped.set('monsterplasma', pick.id);
      else equipped.delete('monsterplasma');
    } else equipped.delete('monsterplasma');

    // 2b. Plasma when the purse allows it and ghosts here still escape: a consumable that buys power for gold.
    const plasma = regionItems(r)
      .filter((i) => w.type(i) === 'plasma' && affordable(i, 10))
      .sort((a, b) => w.gold(b) - w.gold(a))[0];
    const seen = run.perGround.get(g.dto.name);
    const escaping = !!seen && seen.hunts >= 20 && (seen.results['GhostTooPowerful'] ?? 0) / seen.hunts > 0.15;
    const held = [...bag.keys()].find((id) => w.type(w.items.get(id)) === 'plasma' && has(id));
    if (escaping && !held && plasma && gold >= 100 * w.gold(plasma)) buy(plasma, 10, 'consumable');
    const plasmaNow = [...bag.keys()].find((id) => w.type(w.items.get(id)) === 'plasma' && has(id));
    if (plasmaNow) equipped.set('plasma', plasmaNow);
    else equipped.delete('plasma');

    // 2c. Juice once the purse is deep (the late game): the dearest juice on sale, used up on every hunt for its gold
    // and XP bonus (and a shorter cooldown, which the simulation does not count).
    const juice = regionItems(r)
      .filter((i) => w.type(i) === 'juice' && w.onSale(i) && xp >= i.reqXP)
      .sort((a, b) => w.gold(b) - w.gold(a))[0];
    if (juice && !has(juice.id) && gold >= JUICE_PURSE * w.gold(juice) && affordable(juice, 10)) buy(juice, 10, 'consumable');
    const juiceNow = [...bag.keys()].find((id) => w.type(w.items.get(id)) === 'juice' && has(id));
    if (juiceNow) equipped.set('juice', juiceNow);
    else equipped.delete('juice');

    // 3. The hunt.
    const setup = setupFor();
    const out = w.hunt(setup, g.def, nextSeed());
    run.hunts++;
    const stats = run.perGround.get(g.dto.name) ?? { hunts: 0, catches: 0, gold: 0, spent: 0, xp: 0, results: {} };
    run.perGround.set(g.dto.name, stats);
    stats.hunts++;
    if (stats.hunts === SETUP_SAMPLE_HUNT) run.setups.set(g.dto.name, setup);
    stats.results[out.huntResult] = (stats.results[out.huntResult] ?? 0) + 1;
    const caught = CATCH.has(out.huntResult);
    if (caught) stats.catches++;
    if (caught && run.hunts <= 10) run.catches10++;
    if (out.baitUsed > 0) {
      add(bait!.id, -out.baitUsed);
      stats.spent += w.gold(bait!) * out.baitUsed;
    }
    if (GOLD_CHECKPOINTS.includes(run.hunts)) {
      run.goldAt.set(run.hunts, gold);
      if (market) run.marketAt.set(run.hunts, { ...sold });
    }
    for (const c of (out as HuntOutcome & { consumed?: { itemId: string; amount: number }[] }).consumed ?? []) {
      add(c.itemId, -c.amount);
      stats.spent += w.gold(w.items.get(c.itemId)!) * c.amount;
    }
    for (const c of out.currencies) {
      if (c.name === 'gold') {
        gold += c.value;
        stats.gold += c.value;
      } else if (c.name === 'ectoplasm') ecto += c.value;
    }
    xp += out.xp;
    stats.xp += out.xp;
    for (const l of out.loot) add(l.itemId, l.amount);
    while (rankIndex + 1 < w.ranks.length && xp >= w.ranks[rankIndex + 1].xp) {
      rankIndex++;
      run.ranks.set(w.ranks[rankIndex].name, run.hunts);
      for (const id of w.ranks[rankIndex].rewardItemIds as string[]) add(id, 1);
    }

    // 4. Keys and recipes for the way forward (ground keys, region keys, their recipes).
    const next = w.grounds[groundIndex + 1];
    if (next) {
      for (const keyId of [next.dto.keyId, next.region.keyId].filter((k): k is string => !!k && !has(k))) {
        const key = w.items.get(keyId)!;
        if (affordable(key, 1, 0)) buy(key, 1, 'key');
        else if (key.craftingMats.length > 0) {
          const recipe = key.itemIdRequiredForUnlockCrafting ? w.items.get(key.itemIdRequiredForUnlockCrafting) : undefined;
          if (recipe && !has(recipe.id) && affordable(recipe, 1, 0)) buy(recipe, 1, 'recipe');
          if (craftable(key)) craft(key, 'key');
        }
      }
    }
    // ... and the next ground's special bait: its recipe, then a stock crafted from loot.
    for (const baitId of next?.def.specialBaitItemIds ?? []) {
      const b = w.items.get(baitId)!;
      if (w.onSale(b) || has(b.id, 5)) continue;
      const recipe = b.itemIdRequiredForUnlockCrafting ? w.items.get(b.itemIdRequiredForUnlockCrafting) : undefined;
      if (recipe && !has(recipe.id) && affordable(recipe, 1, 0)) buy(recipe, 1, 'recipe');
      while (craftable(b, 200) && !has(b.id, 20)) craftOne(b);
    }
    // 5. Gear: the cheapest item (buyable, or craftable from what we hold) that raises power, when affordable.
    const now = setupFor();
    const candidates = regionItems(r).filter(
      (i) => GEAR.includes(w.type(i)) && !has(i.id) && xp >= i.reqXP && (w.onSale(i) || w.craftedInShop(i)),
    );
    const gain = (i: ItemDto) => {
      const s = setupFor([i]);
      return s.power - now.power + (s.mysticPower - now.mysticPower) * 2;
    };
    const better = candidates
      .map((i) => ({ i, g: gain(i) }))
      .filter((c) => c.g > 0)
      .sort((a, b) => w.gold(a.i) - w.gold(b.i));
    const reserve = 15 * w.gold(bait!);
    for (const { i } of better.slice(0, 3)) {
      if (w.onSale(i) && affordable(i, 1, reserve)) {
        buy(i, 1, w.type(i));
        equip(i);
        break;
      }
      if (!w.onSale(i)) {
        const recipe = i.itemIdRequiredForUnlockCrafting ? w.items.get(i.itemIdRequiredForUnlockCrafting) : undefined;
        if (recipe && !has(recipe.id) && affordable(recipe, 1, reserve)) buy(recipe, 1, 'recipe');
        if (craftable(i, reserve)) {
          craft(i, w.type(i));
          equip(i);
          break;
        }
      }
      if (w.onSale(i)) break; // save for it
    }
    // 6. Move on: the next ground when we may enter it and the setup catches its table at 60% or more.
    if (next && canEnter(next) && gold >= next.dto.travelCost) {
      const s = setupFor();
      const ok = groundRate(next, { ...s, baitItemId: s.baitItemId }) >= 0.6;
      const special =
        next.def.specialBaitItemIds.length === 0 ||
        next.def.specialBaitItemIds.some((id) => has(id) || affordable(w.items.get(id)!, 10) || craftable(w.items.get(id)!));
      if (ok && special) {
        pay('travel', next.dto.travelCost);
        groundIndex++;
        if (!run.arrivals.has(next.dto.name)) run.arrivals.set(next.dto.name, run.hunts);
        if (next.regionIndex !== g.regionIndex) run.regionDone[g.regionIndex] = run.hunts;
      }
    }
    if (!next && run.regionDone[r] === null) {
      const top = regionItems(r)
        .filter((i) => w.regionOf(i) === r && w.type(i) === 'mechanism')
        .sort((a, b) => w.gold(b) - w.gold(a))[0];
      if (top && has(top.id)) run.regionDone[r] = run.hunts;
    }
    // 7. The market visit: the loot beyond what the player keeps goes for the book's median, less the tariff.
    if (market && run.hunts % MARKET_VISIT_HUNTS === 0) sellLoot(market);
  }
  return run;
}
