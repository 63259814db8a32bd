import { ROLE } from '@grimhunt/contracts';
import { LADDER, Ladder } from '@grimhunt/api-identity';
import { grantItem, itemIdByName, newPlayer, Player, startTestApp, TestApp } from '@grimhunt/api-testing';

describe('economy: ladder', () => {
  let t: TestApp;
  let admin: string;
  const players: Record<string, Player> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    // name, xp, created (minutes ago): equal xp ranks the older account first.
    const rows: [string, number, number, number?][] = [
      ['alpha', 5000, 10],
      ['bravo', 3000, 5],
      ['charlie', 3000, 50],
      ['delta', 100, 1],
      ['banned1', 9000, 1, ROLE.banned],
      ['sleeper', 8000, 1, ROLE.notActivated],
      ['staff', 7000, 1, ROLE.admin],
    ];
    for (const [name, xp, minutes, role] of rows) {
      players[name] = await newPlayer(t, name, { xp, role });
      await t.dataSource.query(`UPDATE user_account SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [
        players[name].id,
        minutes,
      ]);
    }
    // 55 filler players with 1..55 xp (below delta's 100 except none): pages of 50.
    await t.dataSource.query(`
      INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
      SELECT gen_random_uuid(), 'filler' || g, 'filler' || g || '@example.com', 'x', ${ROLE.user}, g, now() - interval '1 day'
        FROM generate_series(1, 55) g`);
  });
  afterAll(() => t?.close());

  it('orders by xp, then account age, excluding banned, not-activated and admin accounts', async () => {
    const res = await t.http.get('/api/ladder/LadderAroundUserId/0', players.delta.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4 + 55); // neither admin is ranked
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
    expect(names).not.toContain('staff');
    expect(names).not.toContain('admin');
  });

  it("answers the caller's page for from=-1 and later pages by offset", async () => {
    const mine = (await t.http.get('/api/ladder/LadderAroundUserId/-1', players.alpha.token)).body;
    expect(mine.from).toBe(0);
    expect(mine.entries.filter((e: { isMe: boolean }) => e.isMe).map((e: { name: string }) => e.name)).toEqual(['alpha']);
    // An admin has no place on the ladder: its own page is the first one, without it.
    const adminPage = (await t.http.get('/api/ladder/LadderAroundUserId/-1', admin)).body;
    expect(adminPage.from).toBe(0);
    expect(adminPage.total).toBe(59);
    expect(adminPage.entries.some((e: { isMe: boolean }) => e.isMe)).toBe(false);
    const second = (await t.http.get('/api/ladder/LadderAroundUserId/50', players.alpha.token)).body;
    expect(second.entries[0]).toMatchObject({ ladderRank: 51, name: 'filler9' });
    for (const bad of ['-2', 'abc', '1.5']) expect((await t.http.get(`/api/ladder/LadderAroundUserId/${bad}`, admin)).status).toBe(400);
  });

  // The demo avatar has no image (imageId null), so the answer is null; the lookup path is exercised all the same.
  it('shows the equipped avatar of the active setup', async () => {
    const avatar = await itemIdByName(t, 'Plague Doctor Avatar');
    await grantItem(t, admin, players.bravo.id, avatar, 1);
    expect((await t.http.get(`/api/game/equip/${avatar}`, players.bravo.token)).status).toBe(200);
    const rows = await t.dataSource.query(`SELECT e.item_id FROM equipment e WHERE e.user_id = $1`, [players.bravo.id]);
    expect(rows).toEqual([{ item_id: avatar }]);
    const entry = (await t.http.get('/api/ladder/LadderAroundUserId/0', players.bravo.token)).body.entries[2];
    expect(entry).toMatchObject({ name: 'bravo', isMe: true, avatarImageID: null });
  });

  it('uses the ladder key index for keyset reads', async () => {
    // A table this small is read sequentially (or by bitmap and sorted) by choice; with those made expensive the ladder
    // queries must be able to read the index in ladder order.
    const key = `(0::bigint, '2020-01-01 00:00:00'::timestamp AT TIME ZONE 'UTC', '00000000-0000-0000-0000-000000000000'::uuid)`;
    const plans = await t.dataSource.transaction(async (m) => {
      for (const off of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await m.query(`SET LOCAL ${off} = off`);
      return [
        await m.query(
          `EXPLAIN SELECT id, name, xp FROM user_account WHERE role NOT IN (666, 555, 100) AND (-xp, created_at, id) >= ${key} ORDER BY -xp, created_at, id LIMIT 50`,
        ),
        await m.query(
          `EXPLAIN SELECT count(*) FROM user_account WHERE role NOT IN (666, 555, 100) AND (-xp, created_at, id) >= ${key} AND (-xp, created_at, id) < ${key}`,
        ),
        await m.query(
          `EXPLAIN SELECT id, name, xp FROM user_account WHERE role NOT IN (666, 555, 100) ORDER BY -xp, created_at, id OFFSET 0 LIMIT 50`,
        ),
      ];
    });
    for (const plan of plans) {
      expect(JSON.stringify(plan)).toContain('user_account_ladder_key_idx');
      expect(JSON.stringify(plan)).not.toMatch(/Sort|Seq Scan/);
    }
    // The range itself is an index condition, not a filter over every ranked row.
    expect(JSON.stringify(plans[0])).toContain('Index Cond');
    // A page reads names and xp from the index alone, not one heap page per player.
    expect(JSON.stringify(plans[0])).toContain('Index Only Scan');
    expect(JSON.stringify(plans[2])).toContain('Index Only Scan');
  });

  describe('keyset reads', () => {
    /** Every ranked player in ladder order, straight from SQL (the reference the keyset answers are held to). */
    const reference = async (): Promise<{ id: string; name: string; xp: number }[]> =>
      (
        await t.dataSource.query(`SELECT id, name, xp FROM user_account WHERE role NOT IN (666, 555, 100) ORDER BY xp DESC, created_at, id`)
      ).map((r: { id: string; name: string; xp: string }) => ({ id: r.id, name: r.name, xp: Number(r.xp) }));
    const ladder = () => t.app.get<Ladder>(LADDER);
    /** Past the handler's one-second page cache. */
    const pastCache = () => new Promise((r) => setTimeout(r, 1100));

    beforeAll(async () => {
      // Ties: three players with bravo's and charlie's xp and the very same creation time (the id decides), and
      // enough players with equal xp to fill several stretches of 50 between two snapshot keys.
      await t.dataSource.query(`
        INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
        SELECT gen_random_uuid(), 'tie' || g, 'tie' || g || '@example.com', 'x', ${ROLE.user}, 3000, timestamptz '2026-01-01 12:00:00.123456+00'
          FROM generate_series(1, 3) g`);
      await t.dataSource.query(`
        INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
        SELECT gen_random_uuid(), 'same' || g, 'same' || g || '@example.com', 'x', ${ROLE.user}, 77, now() - make_interval(secs => g % 7)
          FROM generate_series(1, 140) g`);
      await ladder().refresh();
      await pastCache();
    });

    it("answers every player's own page with the rank SQL gives, ties broken by creation time and then id", async () => {
      const all = await reference();
      expect(all.length).toBeGreaterThan(200);
      const ties = all.filter((p) => p.name.startsWith('tie'));
      expect(ties.map((p) => p.id)).toEqual([...ties.map((p) => p.id)].sort());
      for (const [index, player] of all.entries()) {
        const page = await ladder().pageOf(player.id, 50);
        expect(page).not.toBeNull();
        expect(page!.from).toBe(Math.floor(index / 50) * 50);
        expect(page!.players).toEqual(all.slice(page!.from, page!.from + 50));
        expect(page!.total).toBe(all.length);
      }
    });

    it('sends one statement text for every caller, so it is planned once per connection', async () => {
      const all = await reference();
      const spy = jest.spyOn(t.dataSource, 'query');
      try {
        for (const index of [3, 60, 130, all.length - 1]) await ladder().pageOf(all[index].id, 50);
        const texts = new Set(spy.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('between_keys')));
        expect(texts.size).toBe(1);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers every offset, the last page short and pages past the end empty', async () => {
      const all = await reference();
      for (const from of [0, 1, 49, 50, 51, 99, 100, 149, all.length - 50, all.length - 1]) {
        expect((await ladder().page(from, 50)).players).toEqual(all.slice(from, from + 50));
      }
      const lastFrom = Math.floor((all.length - 1) / 50) * 50;
      const last = (await t.http.get(`/api/ladder/LadderAroundUserId/${lastFrom}`, players.alpha.token)).body;
      expect(last.entries).toHaveLength(all.length - lastFrom);
      expect(last.entries[last.entries.length - 1]).toMatchObject({ ladderRank: all.length, name: all[all.length - 1].name });
      const past = (await t.http.get(`/api/ladder/LadderAroundUserId/${lastFrom + 50}`, players.alpha.token)).body;
      expect(past).toEqual({ from: lastFrom + 50, total: all.length, entries: [] });
      expect((await t.http.get('/api/ladder/LadderAroundUserId/999999999999', players.alpha.token)).body.entries).toEqual([]);
    });

    it('answers from=-1 over HTTP with the caller highlighted at the rank SQL gives', async () => {
      const all = await reference();
      const mine = (await t.http.get('/api/ladder/LadderAroundUserId/-1', players.delta.token)).body;
      const deltaIndex = all.findIndex((p) => p.name === 'delta');
      expect(mine.from).toBe(Math.floor(deltaIndex / 50) * 50);
      expect(mine.entries.filter((e: { isMe: boolean }) => e.isMe)).toEqual([
        { ladderRank: deltaIndex + 1, name: 'delta', xp: 100, avatarImageID: null, isMe: true },
      ]);
      expect(mine.entries.map((e: { name: string }) => e.name)).toEqual(all.slice(mine.from, mine.from + 50).map((p) => p.name));
    });

    it('keeps the caller on their own page while the snapshot is older than a change, and is exact after a refresh', async () => {
      // One of the 'same' players jumps to the top and another drops behind everyone: the sampled keys are now stale.
      const before = await reference();
      const climber = before.find((p) => p.name === 'same70')!;
      const faller = before.find((p) => p.name === 'filler30')!;
      await t.dataSource.query(`UPDATE user_account SET xp = 999999 WHERE id = $1`, [climber.id]);
      await t.dataSource.query(`UPDATE user_account SET xp = 0, created_at = now() + interval '1 day' WHERE id = $1`, [faller.id]);
      for (const who of [climber, faller]) {
        const page = await ladder().pageOf(who.id, 50);
        expect(page!.players.map((p) => p.id)).toContain(who.id);
      }
      expect((await ladder().pageOf(climber.id, 50))!.from).toBe(0);
      expect((await ladder().pageOf(climber.id, 50))!.players[0].id).toBe(climber.id);
      await ladder().refresh();
      const after = await reference();
      expect((await ladder().pageOf(faller.id, 50))!.players).toEqual(after.slice(Math.floor((after.length - 1) / 50) * 50));
      expect((await ladder().page(50, 50)).players).toEqual(after.slice(50, 100));
    });
  });
});
