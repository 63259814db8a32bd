import { TestApp } from './test-app';

export type Json = Record<string, any>;

/** Speaks the ra-data-simple-rest dialect the back office uses. */
export class SimpleRest {
  constructor(
    private readonly t: TestApp,
    readonly token?: string,
  ) {}

  list(resource: string, params: { sort?: [string, string]; range?: [number, number]; filter?: Json } = {}) {
    const query = new URLSearchParams();
    if (params.sort) query.set('sort', JSON.stringify(params.sort));
    if (params.range) query.set('range', JSON.stringify(params.range));
    if (params.filter) query.set('filter', JSON.stringify(params.filter));
    const qs = query.toString();
    return this.t.http.get(`/api/${resource}${qs ? `?${qs}` : ''}`, this.token);
  }

  get(resource: string, id: string) {
    return this.t.http.get(`/api/${resource}/${id}`, this.token);
  }

  create(resource: string, body: unknown) {
    return this.t.http.postJson(`/api/${resource}`, body, this.token);
  }

  update(resource: string, id: string | undefined, body: unknown) {
    return this.t.http.putJson(id ? `/api/${resource}/${id}` : `/api/${resource}`, body, this.token);
  }

  delete(resource: string, id: string) {
    return this.t.http.delete(`/api/${resource}/${id}`, this.token);
  }

  /** Creates and expects 201; returns the record. */
  async make(resource: string, body: unknown): Promise<Json> {
    const res = await this.create(resource, body);
    if (res.status !== 201) throw new Error(`create ${resource} failed: ${res.status} ${res.text}`);
    return res.body;
  }
}

/** A minimal valid record of every resource, created in reference order. */
export async function buildFixture(rest: SimpleRest, suffix = '') {
  const itemtype = await rest.make('itemtype', { name: `Bait${suffix}`, shortName: `bait${suffix}` });
  const rarity = await rest.make('rarity', { name: `Common${suffix}`, shortName: `common${suffix}`, colorHex: '#9d9d9d' });
  const currency = await rest.make('currency', { name: `Gold Coins${suffix}`, shortName: `gold${suffix}` });
  const proctype = await rest.make('proctype', { name: `Reward${suffix}`, shortName: `reward${suffix}` });
  const proceventtype = await rest.make('proceventtype', { name: `On Catch${suffix}`, shortName: `onCatch${suffix}` });
  const damagetype = await rest.make('damagetype', { name: `Holy${suffix}`, shortName: `holy${suffix}`, colorHex: '#ffd166' });
  const enemytype = await rest.make('enemytype', { name: `Monster${suffix}`, shortName: `monster${suffix}` });
  const stat = await rest.make('stat', { name: `Power${suffix}`, shortName: `power${suffix}`, damageType: damagetype.id });
  const item = await rest.make('item', {
    name: `Grave Moss Cheese${suffix}`,
    type: itemtype.id,
    rarity: rarity.id,
    price: { currencyEntries: [{ name: currency.shortName, value: 10 }] },
    stats: { statEntries: [{ name: stat.name, shortName: stat.shortName, valueFrom: 5, valueTo: 7 }] },
  });
  const enemy = await rest.make('enemy', {
    name: `Hangman's Shade${suffix}`,
    enemyType: enemytype.id,
    enemyRarity: rarity.id,
    scareFactor: 5,
    loot: [{ itemId: item.id }],
  });
  const rank = await rest.make('rank', { name: `Lantern-Bearer${suffix}`, rewardItemIds: [item.id] });
  const region = await rest.make('region', { name: `Hollowmere Vale${suffix}` });
  const huntingground = await rest.make('huntingground', { name: `Gallows Hill${suffix}`, regionId: region.id, xpRequired: 500 });
  const huntingtable = await rest.make('huntingtable', {
    name: `Usual Suspects${suffix}`,
    huntingGroundId: huntingground.id,
    enemies: [{ enemyId: enemy.id, rangeMin: 0, rangeMax: 9999 }],
  });
  const news = await rest.make('news', { header: `The Vale Awakens${suffix}`, message: 'Bring salt.' });
  const premiumPackage = await rest.make('premiumPackage', {
    name: `Silver${suffix}`,
    usd: 4.99,
    subscriptionLevel: 1,
    items: [{ itemId: item.id, amount: 2 }],
  });
  const setting = await rest.make('setting', { key: `Key${suffix}`, value: 'true' });
  return {
    itemtype,
    rarity,
    currency,
    proctype,
    proceventtype,
    damagetype,
    enemytype,
    stat,
    item,
    enemy,
    rank,
    region,
    huntingground,
    huntingtable,
    news,
    premiumPackage,
    setting,
  };
}

export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 4000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
