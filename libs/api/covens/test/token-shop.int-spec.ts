import {
  CovenActionDto,
  HuntAnswerDto,
  TOKEN_SHOP_ERROR_CODES as S,
  TOKEN_SHOP_ITEMS,
  TOKEN_SHOP_MESSAGES as SM,
  TokenShopActionDto,
  TokenShopDto,
  TournamentAdminDto,
  TournamentTokensDto,
} from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import { PayTournamentPrizesJob } from '../src';
import { HUNT, hunterWithTrap, Player, rewind, secondServer, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';

const HOUR = 3_600_000;
const PRIZE_TOKENS = 100;

/** Tokens never go below zero, and spent tokens are the purchases' prices at catalogue price. */
async function auditTokenShop(t: TestApp): Promise<void> {
  const negative = await t.dataSource.query(`
    SELECT u.id FROM user_account u
     WHERE coalesce((SELECT sum(tokens) FROM tournament_payout WHERE user_id = u.id), 0)
         < coalesce((SELECT sum(price) FROM coven_token_purchase WHERE user_id = u.id), 0)`);
  expect(negative).toEqual([]);
  const prices = new Map(TOKEN_SHOP_ITEMS.map((i) => [i.key, i.price]));
  const rows: { item_key: string; price: number }[] = await t.dataSource.query(`SELECT item_key, price FROM coven_token_purchase`);
  for (const r of rows) expect([r.item_key, r.price]).toEqual([r.item_key, prices.get(r.item_key)]);
}

/**
 * The token shop over HTTP on two API processes. Players earn their tokens the way the game pays them: they enter a
 * tournament as a coven, catch ghosts on its ground, and the prize job pays the coven's place when it has ended.
 */
describe('token shop', () => {
  const realNow = Date.now();
  const clock = fixedClock(new Date(realNow - 2 * HOUR).toISOString());
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let groundId: string;
  let n = 0;
  /** Players paid PRIZE_TOKENS each by a finished tournament. */
  let rich: Player[];

  const refusal = (res: { status: number; body: unknown }) => {
    const body = res.body as { code?: string; message?: string };
    return { status: res.status, code: body.code, message: body.message };
  };
  const shopOf = async (p: Player, via: TestApp = a) => (await via.http.get<TokenShopDto>('/api/tournaments/shop', p.token)).body;
  const buy = (p: Player, key: string, via: TestApp = a) =>
    via.http.postJson<TokenShopActionDto>(`/api/tournaments/shop/${key}/buy`, {}, p.token);
  const equip = (p: Player, key: string) => a.http.postJson<TokenShopActionDto>(`/api/tournaments/shop/${key}/equip`, {}, p.token);
  const balanceOf = async (p: Player) => (await a.http.get<TournamentTokensDto>('/api/tournaments/tokens', p.token)).body.tokens;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true, clock, env: { HUNT_CHALLENGE_EVERY: '0' } });
    b = await secondServer(a, { demoContent: false, clock, env: { HUNT_CHALLENGE_EVERY: '0' } });
    admin = await a.http.login('admin', 'admin');

    // One tournament, one coven of four hunters, first place pays PRIZE_TOKENS to each scoring member.
    const players = [];
    for (let i = 0; i < 4; i++) {
      const p = await hunterWithTrap(a, admin, `shopper${++n}`, 10);
      await setGold(a, admin, p.id, 1000);
      await a.http.get('/api/clientUser/getme', p.token);
      players.push(p);
    }
    [{ hunting_ground_id: groundId }] = await a.dataSource.query(`SELECT hunting_ground_id FROM hunter WHERE user_id = $1`, [
      players[0].id,
    ]);
    const tournament = (
      await a.http.postJson<TournamentAdminDto>(
        '/api/tournament',
        {
          name: 'Token Cup',
          startsAt: new Date(realNow - HOUR).toISOString(),
          endsAt: new Date(realNow + 6 * HOUR).toISOString(),
          groundIds: [groundId],
          pointsPerGhost: 1,
          pointsPerRarity: [],
          minRankId: null,
          maxRankId: null,
          entryFee: 0,
          prizes: [{ place: 1, gold: 0, tokens: PRIZE_TOKENS }],
        },
        admin,
      )
    ).body;
    const [cap, ...members] = players;
    const coven = (await a.http.postJson<CovenActionDto>('/api/covens', { name: 'Shopcoven', motto: '', open: true }, cap.token)).body
      .coven!;
    for (const m of members) expect((await a.http.postJson(`/api/covens/${coven.id}/join`, {}, m.token)).status).toBe(200);
    for (const p of players) expect((await a.http.postJson(`/api/tournaments/${tournament.id}/enter`, {}, p.token)).status).toBe(200);
    clock.set(new Date(realNow).toISOString());
    for (const p of players) {
      await rewind(a, p.id, HOUR);
      expect((await a.http.postForm<HuntAnswerDto>(HUNT, {}, p.token)).body.success).toBe(true);
    }
    const end = new Date(new Date(tournament.endsAt).getTime() + 1000);
    clock.set(end.toISOString());
    expect((await a.app.get(PayTournamentPrizesJob).run(end)).paid).toBe(1);
    rich = players;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('needs a signed-in player', async () => {
    expect((await a.http.get('/api/tournaments/shop')).status).toBe(401);
    expect((await a.http.postJson('/api/tournaments/shop/frame-bone/buy', {})).status).toBe(401);
    expect((await a.http.postJson('/api/tournaments/shop/frame-bone/equip', {})).status).toBe(401);
  });

  it('lists the catalogue with the balance; buys, then equips one frame and one title at a time', async () => {
    const p = rich[0];
    const shop = await shopOf(p);
    expect(shop.tokens).toBe(PRIZE_TOKENS);
    expect(shop.items.map((i) => [i.key, i.price, i.owned, i.equipped])).toEqual(
      TOKEN_SHOP_ITEMS.map((i) => [i.key, i.price, false, false]),
    );

    const bone = await buy(p, 'frame-bone');
    expect(bone.status).toBe(200);
    expect(bone.body.shop.tokens).toBe(PRIZE_TOKENS - 10);
    expect(bone.body.shop.items.find((i) => i.key === 'frame-bone')).toMatchObject({ owned: true, equipped: false });
    expect(await balanceOf(p)).toBe(PRIZE_TOKENS - 10);
    expect((await buy(p, 'frame-ember', b)).status).toBe(200);
    expect((await buy(p, 'title-night-warden')).status).toBe(200);
    expect(await balanceOf(p)).toBe(PRIZE_TOKENS - 10 - 25 - 15);

    expect((await equip(p, 'frame-bone')).status).toBe(200);
    expect((await equip(p, 'title-night-warden')).status).toBe(200);
    const after = (await equip(p, 'frame-ember')).body.shop;
    const equipped = after.items.filter((i) => i.equipped).map((i) => i.key);
    expect(equipped.sort()).toEqual(['frame-ember', 'title-night-warden']);
    expect(
      (await shopOf(p, b)).items
        .filter((i) => i.equipped)
        .map((i) => i.key)
        .sort(),
    ).toEqual(equipped);
    expect(await balanceOf(p)).toBe(PRIZE_TOKENS - 50);
    await auditTokenShop(a);
  });

  it('refuses unknown items, a second purchase, too few tokens and equipping what is not owned, changing nothing', async () => {
    const p = rich[1];
    expect((await buy(p, 'emblem-raven')).status).toBe(200);
    const before = await shopOf(p);
    expect(refusal(await buy(p, 'frame-golden'))).toEqual({ status: 404, code: S.UNKNOWN_ITEM, message: SM.unknownItem });
    expect(refusal(await equip(p, 'frame-golden'))).toEqual({ status: 404, code: S.UNKNOWN_ITEM, message: SM.unknownItem });
    expect(refusal(await buy(p, 'emblem-raven'))).toEqual({ status: 409, code: S.ALREADY_OWNED, message: SM.alreadyOwned });
    expect(refusal(await equip(p, 'frame-bone'))).toEqual({ status: 409, code: S.NOT_OWNED, message: SM.notOwned });
    expect(refusal(await equip(p, 'emblem-raven'))).toEqual({ status: 400, code: S.NOT_EQUIPPABLE, message: SM.notEquippable });
    // 70 tokens left: the 90-token title is too dear.
    expect(refusal(await buy(p, 'title-coven-legend'))).toEqual({ status: 409, code: S.NOT_ENOUGH_TOKENS, message: SM.notEnoughTokens });
    expect(await shopOf(p)).toEqual(before);

    const poor = await hunterWithTrap(a, admin, `poor${++n}`, 1);
    expect((await shopOf(poor)).tokens).toBe(0);
    expect(refusal(await buy(poor, 'frame-bone'))).toMatchObject({ status: 409, code: S.NOT_ENOUGH_TOKENS });
    expect(await balanceOf(poor)).toBe(0);
    await auditTokenShop(a);
  });

  it('spends once when one player buys one item 40 times at once on two processes', async () => {
    const p = rich[2];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => buy(p, 'frame-moonsilver', i % 2 ? b : a)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    expect(answers.filter((r) => r.status === 409).every((r) => (r.body as unknown as { code: string }).code === S.ALREADY_OWNED)).toBe(
      true,
    );
    expect(await balanceOf(p)).toBe(PRIZE_TOKENS - 60);
    await auditTokenShop(a);
  });

  it('never spends more than was earned when every item is bought at once', async () => {
    const p = rich[3];
    const answers = await Promise.all(TOKEN_SHOP_ITEMS.flatMap((i) => [buy(p, i.key, a), buy(p, i.key, b)]));
    const bought = (await shopOf(p)).items.filter((i) => i.owned);
    const spent = bought.reduce((sum, i) => sum + i.price, 0);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(bought.length);
    expect(spent).toBeLessThanOrEqual(PRIZE_TOKENS);
    expect(await balanceOf(p)).toBe(PRIZE_TOKENS - spent);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    await auditTokenShop(a);
  });
});
