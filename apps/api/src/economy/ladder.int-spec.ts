import { ROLE } from '@grimhunt/contracts';
import { startTestApp, TestApp } from '../testing/test-app';
import { grantItem, itemIdByName, newPlayer, Player } from './economy.test-helpers';

describe('economy: ladder', () => {
  let t: TestApp;
  let admin: string;
  const players: Record<string, Player> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    // name, xp, created (minutes ago): equal xp ranks the older account first.
    const rows: [string, number, number, number?][] = [
      ['alpha', 5000, 10], ['bravo', 3000, 5], ['charlie', 3000, 50], ['delta', 100, 1],
      ['banned1', 9000, 1, ROLE.banned], ['sleeper', 8000, 1, ROLE.notActivated],
    ];
    for (const [name, xp, minutes, role] of rows) {
      players[name] = await newPlayer(t, name, { xp, role });
      await t.dataSource.query(`UPDATE user_account SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [players[name].id, minutes]);
    }
    // 55 filler players with 1..55 xp (below delta's 100 except none): pages of 50.
    await t.dataSource.query(`
      INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
      SELECT gen_random_uuid(), 'filler' || g, 'filler' || g || '@example.com', 'x', ${ROLE.user}, g, now() - interval '1 day'
        FROM generate_series(1, 55) g`);
  });
  afterAll(() => t?.close());

  it('orders by xp, then account age, excluding banned and not-activated accounts', async () => {
    const res = await t.http.get('/api/ladder/LadderAroundUserId/0', players.delta.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4 + 55 + 1); // + admin (0 xp)
    expect(res.body.from).toBe(0);
    expect(res.body.entries).toHaveLength(50);
    expect(res.body.entries.slice(0, 4)).toEqual([
      { ladderRank: 1, name: 'alpha', xp: 5000, avatarImageID: null, isMe: false },
      { ladderRank: 2, name: 'charlie', xp: 3000, avatarImageID: null, isMe: false },
      { ladderRank: 3, name: 'bravo', xp: 3000, avatarImageID: null, isMe: false },
      { ladderRank: 4, name: 'delta', xp: 100, avatarImageID: null, isMe: true },
    ]);
    expect(res.body.entries[4]).toMatchObject({ ladderRank: 5, name: 'filler55', xp: 55 });
    const names = res.body.entries.map((e: { name: string }) => e.name);
    expect(names).not.toContain('banned1');
    expect(names).not.toContain('sleeper');
  });

  it('answers the caller\'s page for from=-1 and later pages by offset', async () => {
    const mine = (await t.http.get('/api/ladder/LadderAroundUserId/-1', players.alpha.token)).body;
    expect(mine.from).toBe(0);
    expect(mine.entries.filter((e: { isMe: boolean }) => e.isMe).map((e: { name: string }) => e.name)).toEqual(['alpha']);
    const adminPage = (await t.http.get('/api/ladder/LadderAroundUserId/-1', admin)).body;
    expect(adminPage.from).toBe(50);
    expect(adminPage.entries).toHaveLength(10);
    expect(adminPage.entries[adminPage.entries.length - 1]).toMatchObject({ ladderRank: 60, name: 'admin', isMe: true });
    const second = (await t.http.get('/api/ladder/LadderAroundUserId/50', players.alpha.token)).body;
    expect(second.entries[0]).toMatchObject({ ladderRank: 51, name: 'filler9' });
    for (const bad of ['-2', 'abc', '1.5']) expect((await t.http.get(`/api/ladder/LadderAroundUserId/${bad}`, admin)).status).toBe(400);
  });

  // The demo avatar has no image (imageId null), so the answer is null; the lookup path is exercised all the same.
  it('shows the equipped avatar of the active setup', async () => {
    const avatar = await itemIdByName(t, 'Plague Doctor Avatar');
    await grantItem(t, admin, players.bravo.id, avatar, 1);
    expect((await t.http.get(`/api/game/equip/${avatar}`, players.bravo.token)).status).toBe(200);
    const rows = await t.dataSource.query(
      `SELECT e.item_id FROM equipment e WHERE e.user_id = $1`,
      [players.bravo.id],
    );
    expect(rows).toEqual([{ item_id: avatar }]);
    const entry = (await t.http.get('/api/ladder/LadderAroundUserId/0', players.bravo.token)).body.entries[2];
    expect(entry).toMatchObject({ name: 'bravo', isMe: true, avatarImageID: null });
  });

  it('uses the ladder index', async () => {
    // A table this small is read sequentially by choice; with that switched off the ladder query must find the index.
    const forced = await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      return m.query(`EXPLAIN SELECT id, name, xp FROM user_account WHERE role NOT IN (666, 555) ORDER BY xp DESC, created_at, id OFFSET 0 LIMIT 50`);
    });
    expect(JSON.stringify(forced)).toContain('user_account_ladder_idx');
  });
});
