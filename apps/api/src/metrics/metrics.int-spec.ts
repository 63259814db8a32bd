import { HuntAnswerDto } from '@grimhunt/contracts';
import { startTestApp, TestApp } from '../testing/test-app';
import { grantItem, HUNT, hunterWithTrap, itemIdByName, newPlayer, setGold } from '@grimhunt/api-testing';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one series in Prometheus text (0 when absent); `labels` must match the series' labels exactly. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-z_]+=")/i)
      .filter(Boolean)
      .sort()
      .join(',');
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

describe('/metrics: request and game metrics through the routes the game uses', () => {
  let t: TestApp;
  let admin: string;
  const scrape = async () => {
    const res = await t.http.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text;
  };

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, metricsToken: TOKEN });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await t.http.get('/metrics')).status).toBe(401);
    expect((await t.http.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(await scrape()).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts a hunt by its result, labels requests by route pattern, and shows the pool and the active player', async () => {
    const p = await hunterWithTrap(t, admin, 'metered', 3);
    const before = await scrape();
    const answer = await t.http.request<HuntAnswerDto>('POST', HUNT, { token: p.token });
    expect(answer.status).toBe(200);
    const result = answer.body.huntResult;
    const after = await scrape();
    expect(
      valueOf(after, 'grimhunt_hunts_total', { kind: 'regular', result }) -
        valueOf(before, 'grimhunt_hunts_total', { kind: 'regular', result }),
    ).toBe(1);
    const route = { method: 'POST', route: HUNT, status: '2xx' };
    expect(
      valueOf(after, 'grimhunt_http_request_duration_seconds_count', route) -
        valueOf(before, 'grimhunt_http_request_duration_seconds_count', route),
    ).toBe(1);
    // The equip route was called with an item id: the label is the pattern, never the id.
    expect(after).toContain('route="/api/game/equip/:id"');
    expect(after).not.toContain(`/api/game/equip/${p.baitId}`);
    expect(valueOf(after, 'grimhunt_db_pool_connections', { pool: 'primary', state: 'total' })).toBeGreaterThan(0);
    expect(valueOf(after, 'grimhunt_active_players')).toBeGreaterThanOrEqual(2);
  });

  it('counts gold destroyed by a committed buy and nothing for a refused one; counts crafts', async () => {
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const p = await newPlayer(t, 'shopper', { xp: 1500 });
    await setGold(t, admin, p.id, 35);
    const destroyed = { currency: 'gold', reason: 'buy' };
    const before = valueOf(await scrape(), 'grimhunt_currency_destroyed_total', destroyed);
    expect((await t.http.postForm('/api/game/buysell', { itemId: cheese, amount: 3, premium: false }, p.token)).status).toBe(200);
    const afterBuy = valueOf(await scrape(), 'grimhunt_currency_destroyed_total', destroyed);
    expect(afterBuy - before).toBe(30);
    // 5 gold left: a buy of 3 more is refused and rolls back, and the counter does not move.
    expect((await t.http.postForm('/api/game/buysell', { itemId: cheese, amount: 3, premium: false }, p.token)).status).toBe(409);
    expect(valueOf(await scrape(), 'grimhunt_currency_destroyed_total', destroyed)).toBe(afterBuy);

    // Crafting charges the workshop's fee in gold on top of the materials.
    await setGold(t, admin, p.id, 10_000);
    await grantItem(t, admin, p.id, await itemIdByName(t, 'Bone Dust'), 3);
    await grantItem(t, admin, p.id, await itemIdByName(t, 'Ectoplasmic Residue'), 1);
    await setGold(t, admin, p.id, 20); // the brew's crafting fee
    const crafted = valueOf(await scrape(), 'grimhunt_items_crafted_total', { recipe: 'regular' });
    const brew = await itemIdByName(t, 'Bone-Dust Brew');
    expect((await t.http.postForm('/api/game/buysell', { itemId: brew, amount: 1, premium: false }, p.token)).status).toBe(200);
    expect(valueOf(await scrape(), 'grimhunt_items_crafted_total', { recipe: 'regular' }) - crafted).toBe(1);
  });
});
