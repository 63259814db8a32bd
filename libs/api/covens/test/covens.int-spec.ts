import {
  COVEN_BOARD_KEEP,
  COVEN_CREATE_COST,
  COVEN_ERROR_CODES as C,
  COVEN_MESSAGES as M,
  CovenActionDto,
  CovenAdminDto,
  CovenBoardMessageDto,
  CovenDto,
  covenEmblemImageId,
  CovenSummaryDto,
} from '@grimhunt/contracts';
import { auditLedger, goldOf, newPlayer, Player, setGold, startTestApp, stateOf, TestApp } from '@grimhunt/api-testing';

/** Covens over HTTP: founding, search, joining, applications, leaving, roles, the board and the back office. */
describe('covens', () => {
  let t: TestApp;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  const player = async (prefix: string, gold = 0): Promise<Player> => {
    const p = await newPlayer(t, `${prefix}${++n}`);
    if (gold) await setGold(t, admin, p.id, gold);
    return p;
  };
  const found = (p: Player, name: string, open = true, motto = 'We hunt at dusk') =>
    t.http.postJson<CovenActionDto>('/api/covens', { name, motto, open }, p.token);
  const act = (p: Player, path: string) => t.http.postJson<CovenActionDto>(path, {}, p.token);
  const expectRefusal = (res: { status: number; body: unknown }, status: number, code: string, message?: string) => {
    const body = res.body as { code?: string; message?: string };
    expect({ status: res.status, code: body.code, ...(message ? { message: body.message } : {}) }).toEqual({
      status,
      code,
      ...(message ? { message } : {}),
    });
  };

  it('founds a coven for gold (a sink through the ledger) with the founder as captain', async () => {
    const cap = await player('cap', 2000);
    const res = await found(cap, 'Moonlit');
    expect(res.status).toBe(200);
    const coven = res.body.coven!;
    expect(res.body.message).toBe(M.created);
    expect(coven).toMatchObject({ name: 'Moonlit', motto: 'We hunt at dusk', open: true, captain: { userId: cap.id, name: cap.name } });
    expect(coven.emblemImageId).toBe(covenEmblemImageId(coven.id));
    expect(coven.emblemImageId).toMatch(/^coven-emblem:[0-9a-f]{8}$/);
    expect(coven.members).toEqual([
      { userId: cap.id, name: cap.name, role: 'captain', rankName: expect.any(String), joinedAt: expect.any(String), titleKey: null },
    ]);
    expect(await goldOf(t, cap.id)).toBe(2000 - COVEN_CREATE_COST);
    const ledger = await t.dataSource.query(
      `SELECT delta::int, reason, reference FROM ledger WHERE user_id = $1 AND reason = 'coven-create'`,
      [cap.id],
    );
    expect(ledger).toEqual([{ delta: -COVEN_CREATE_COST, reason: 'coven-create', reference: coven.id }]);

    expect((await t.http.get<CovenDto>(`/api/covens/${coven.id}`, cap.token)).body).toEqual(coven);
    expect((await t.http.get<CovenDto>('/api/covens/mine', cap.token)).body).toEqual(coven);
    await auditLedger(t);
  });

  it('refuses bad names and mottos, taken names, a second coven and too little gold, changing nothing', async () => {
    const p = await player('namer', 5000);
    const before = await stateOf(t, p.id);
    expectRefusal(await found(p, 'ab'), 400, C.INVALID, M.nameTooShort);
    expectRefusal(await found(p, 'a'.repeat(20)), 400, C.INVALID, M.nameTooLong);
    expectRefusal(await found(p, 'bad name!'), 400, C.INVALID, M.nameChars);
    expectRefusal(await found(p, ''), 400, C.INVALID, M.nameRequired);
    expectRefusal(await found(p, 'Mottoed', true, 'x'.repeat(121)), 400, C.INVALID, M.mottoTooLong);
    expectRefusal(await t.http.postJson('/api/covens', { name: 'NoFlag', motto: '' }, p.token), 400, C.INVALID);
    expectRefusal(await t.http.postJson('/api/covens', { name: 42, motto: '', open: true }, p.token), 400, C.INVALID);
    expect(await stateOf(t, p.id)).toEqual(before);

    expect((await found(p, 'Taken1')).status).toBe(200);
    const other = await player('other', 5000);
    expectRefusal(await found(other, 'TAKEN1'), 409, C.NAME_TAKEN, M.nameTaken);
    expectRefusal(await found(p, 'Second'), 409, C.ALREADY_IN_COVEN, M.alreadyInCoven);

    const poor = await player('poor', COVEN_CREATE_COST - 1);
    const poorBefore = await stateOf(t, poor.id);
    expect((await found(poor, 'Poorhouse')).status).toBe(409);
    expect(await stateOf(t, poor.id)).toEqual(poorBefore);
    expect((await t.http.get<CovenSummaryDto[]>('/api/covens?q=Poorhouse', poor.token)).body).toEqual([]);
    await auditLedger(t);
  });

  it('searches by name, case-insensitively, and treats % and _ as text', async () => {
    const a = await player('srch', 1000);
    const res = await found(a, 'Ravenwood');
    const list = await t.http.get<CovenSummaryDto[]>('/api/covens?q=VENWO', a.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: res.body.coven!.id,
        name: 'Ravenwood',
        motto: 'We hunt at dusk',
        emblemImageId: covenEmblemImageId(res.body.coven!.id),
        emblemDesign: null,
        captainName: a.name,
        memberCount: 1,
        open: true,
      },
    ]);
    expect((await t.http.get<CovenSummaryDto[]>('/api/covens?q=%25', a.token)).body).toEqual([]);
    expect((await t.http.get<CovenSummaryDto[]>('/api/covens', a.token)).body.length).toBeGreaterThan(0);
    expectRefusal(await t.http.get(`/api/covens?q=${'x'.repeat(41)}`, a.token), 400, C.INVALID);
  });

  it('lets players join open covens, not closed ones, and not a second coven', async () => {
    const cap = await player('opencap', 1000);
    const coven = (await found(cap, 'Openhall')).body.coven!;
    const closedCap = await player('closedcap', 1000);
    const closed = (await found(closedCap, 'Shuthall', false)).body.coven!;
    const joiner = await player('joiner');

    expectRefusal(await act(joiner, `/api/covens/${closed.id}/join`), 409, C.CLOSED, M.closed);
    const joined = await act(joiner, `/api/covens/${coven.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.coven!.members.map((m) => [m.name, m.role])).toEqual([
      [cap.name, 'captain'],
      [joiner.name, 'member'],
    ]);
    expectRefusal(await act(joiner, `/api/covens/${coven.id}/join`), 409, C.ALREADY_IN_COVEN);
    expectRefusal(await act(joiner, `/api/covens/${closed.id}/apply`), 409, C.ALREADY_IN_COVEN);
    expectRefusal(await act(joiner, `/api/covens/00000000-0000-4000-8000-000000000000/join`), 404, C.NOT_FOUND);
    expect((await act(joiner, `/api/covens/not-a-uuid/join`)).status).toBe(400);
    expect((await t.http.postJson(`/api/covens/${coven.id}/join`, {})).status).toBe(401);
  });

  it('takes applications that the captain or an officer accepts or declines, members not', async () => {
    const cap = await player('appcap', 1000);
    const coven = (await found(cap, 'Applyhall', false)).body.coven!;
    const officer = await player('appoff');
    const member = await player('appmem');
    for (const p of [officer, member]) {
      expect((await act(p, `/api/covens/${coven.id}/apply`)).body.message).toBe(M.applied);
      expect((await act(cap, `/api/covens/${coven.id}/applications/${p.id}/accept`)).status).toBe(200);
    }
    expect((await act(cap, `/api/covens/${coven.id}/members/${officer.id}/promote`)).body.message).toBe(M.promoted);

    const a = await player('appa');
    const b = await player('appb');
    const c = await player('appc');
    for (const p of [a, b, c]) expect((await act(p, `/api/covens/${coven.id}/apply`)).status).toBe(200);
    expectRefusal(await act(a, `/api/covens/${coven.id}/apply`), 409, C.ALREADY_APPLIED, M.alreadyApplied);

    const apps = await t.http.get(`/api/covens/${coven.id}/applications`, officer.token);
    expect(apps.body.map((x: { name: string }) => x.name)).toEqual([a.name, b.name, c.name]);
    expectRefusal(await t.http.get(`/api/covens/${coven.id}/applications`, member.token), 403, C.FORBIDDEN, M.notOfficer);
    expectRefusal(await t.http.get(`/api/covens/${coven.id}/applications`, a.token), 403, C.NOT_MEMBER);

    expectRefusal(await act(member, `/api/covens/${coven.id}/applications/${a.id}/accept`), 403, C.FORBIDDEN, M.notOfficer);
    expectRefusal(await act(a, `/api/covens/${coven.id}/applications/${b.id}/accept`), 403, C.NOT_MEMBER);
    expect((await act(officer, `/api/covens/${coven.id}/applications/${a.id}/accept`)).body.message).toBe(M.accepted);
    expect((await act(cap, `/api/covens/${coven.id}/applications/${b.id}/decline`)).body.message).toBe(M.declined);
    expectRefusal(await act(cap, `/api/covens/${coven.id}/applications/${b.id}/accept`), 404, C.NOT_FOUND, M.applicationNotFound);
    expectRefusal(await act(cap, `/api/covens/${coven.id}/applications/${b.id}/decline`), 404, C.NOT_FOUND);

    // c joins another coven meanwhile: the pending application goes with it.
    const elsewhere = await player('elsecap', 1000);
    const other = (await found(elsewhere, 'Elsewhere')).body.coven!;
    expect((await act(c, `/api/covens/${other.id}/join`)).status).toBe(200);
    expectRefusal(await act(cap, `/api/covens/${coven.id}/applications/${c.id}/accept`), 404, C.NOT_FOUND);

    const names = (await t.http.get<CovenDto>(`/api/covens/${coven.id}`, cap.token)).body.members.map((m) => m.name);
    expect(names).toEqual([cap.name, officer.name, member.name, a.name]);
  });

  it('enforces the role rules of kick, promote and demote', async () => {
    const cap = await player('rolecap', 1000);
    const coven = (await found(cap, 'Rolehall')).body.coven!;
    const [o1, o2, m1, m2] = [await player('ro'), await player('ro'), await player('rm'), await player('rm')];
    for (const p of [o1, o2, m1, m2]) expect((await act(p, `/api/covens/${coven.id}/join`)).status).toBe(200);
    for (const o of [o1, o2]) expect((await act(cap, `/api/covens/${coven.id}/members/${o.id}/promote`)).status).toBe(200);
    const base = `/api/covens/${coven.id}/members`;

    expectRefusal(await act(cap, `${base}/${o1.id}/promote`), 403, C.FORBIDDEN, M.alreadyOfficer);
    expectRefusal(await act(o1, `${base}/${m1.id}/promote`), 403, C.FORBIDDEN, M.notCaptain);
    expectRefusal(await act(o1, `${base}/${o2.id}/demote`), 403, C.FORBIDDEN, M.notCaptain);
    expectRefusal(await act(cap, `${base}/${m1.id}/demote`), 403, C.FORBIDDEN, M.notOfficerTarget);
    expectRefusal(await act(o1, `${base}/${o2.id}/kick`), 403, C.FORBIDDEN, M.cannotKickRank);
    expectRefusal(await act(o1, `${base}/${cap.id}/kick`), 403, C.FORBIDDEN, M.cannotKickRank);
    expectRefusal(await act(m1, `${base}/${m2.id}/kick`), 403, C.FORBIDDEN, M.notOfficer);
    expectRefusal(await act(cap, `${base}/${cap.id}/kick`), 403, C.FORBIDDEN, M.cannotKickSelf);
    const stranger = await player('stranger');
    expectRefusal(await act(cap, `${base}/${stranger.id}/kick`), 403, C.NOT_MEMBER, M.targetNotMember);
    expectRefusal(await act(stranger, `${base}/${m1.id}/kick`), 403, C.NOT_MEMBER, M.notMember);

    expect((await act(o1, `${base}/${m1.id}/kick`)).body.message).toBe(M.kicked);
    expect((await act(cap, `${base}/${o2.id}/demote`)).body.message).toBe(M.demoted);
    expect((await act(cap, `${base}/${o2.id}/kick`)).status).toBe(200);
    const after = (await t.http.get<CovenDto>(`/api/covens/${coven.id}`, cap.token)).body.members;
    expect(after.map((m) => [m.userId, m.role])).toEqual([
      [cap.id, 'captain'],
      [o1.id, 'officer'],
      [m2.id, 'member'],
    ]);
    // A removed player may join another coven at once.
    expect((await t.http.get('/api/covens/mine', m1.token)).status).toBe(404);
  });

  it('hands the captaincy to the longest-serving officer, then member, and disbands when the last one leaves', async () => {
    const cap = await player('leavecap', 1000);
    const coven = (await found(cap, 'Leavehall')).body.coven!;
    const [m1, o1, o2] = [await player('lm'), await player('lo'), await player('lo')];
    for (const p of [m1, o1, o2]) expect((await act(p, `/api/covens/${coven.id}/join`)).status).toBe(200);
    // o2 is promoted first, but o1 has served longer.
    for (const o of [o2, o1]) expect((await act(cap, `/api/covens/${coven.id}/members/${o.id}/promote`)).status).toBe(200);

    expect((await act(cap, `/api/covens/${coven.id}/leave`)).body).toEqual({ success: true, message: M.left, coven: null });
    const roles = () =>
      t.http.get<CovenDto>(`/api/covens/${coven.id}`, m1.token).then((r) => r.body.members.map((m) => [m.userId, m.role]));
    expect(await roles()).toEqual([
      [m1.id, 'member'],
      [o1.id, 'captain'],
      [o2.id, 'officer'],
    ]);
    expect((await act(o1, `/api/covens/${coven.id}/leave`)).status).toBe(200);
    expect((await act(o2, `/api/covens/${coven.id}/leave`)).status).toBe(200);
    // No officer left: the longest-serving member leads.
    expect(await roles()).toEqual([[m1.id, 'captain']]);
    expectRefusal(await act(cap, `/api/covens/${coven.id}/leave`), 403, C.NOT_MEMBER);
    expect((await act(m1, `/api/covens/${coven.id}/leave`)).body).toEqual({ success: true, message: M.disbanded, coven: null });
    expect((await t.http.get(`/api/covens/${coven.id}`, m1.token)).status).toBe(404);
    // The name is free again.
    expect((await found(cap, 'Leavehall')).status).toBe(200);
  });

  it('keeps at most 12 members', async () => {
    const cap = await player('fullcap', 1000);
    const coven = (await found(cap, 'Fullhall')).body.coven!;
    for (let i = 0; i < 11; i++) expect((await act(await player('fm'), `/api/covens/${coven.id}/join`)).status).toBe(200);
    const late = await player('late');
    expectRefusal(await act(late, `/api/covens/${coven.id}/join`), 409, C.FULL, M.full);
    expect((await act(late, `/api/covens/${coven.id}/apply`)).status).toBe(200);
    expectRefusal(await act(cap, `/api/covens/${coven.id}/applications/${late.id}/accept`), 409, C.FULL);
    expect((await t.http.get<CovenDto>(`/api/covens/${coven.id}`, cap.token)).body.members).toHaveLength(12);
  });

  it('runs a board for members: 500 characters, newest first, the newest 100 kept', async () => {
    const cap = await player('boardcap', 1000);
    const coven = (await found(cap, 'Boardhall')).body.coven!;
    const outsider = await player('boardout');
    const board = `/api/covens/${coven.id}/board`;
    const post = (p: Player, message: unknown) => t.http.postJson<CovenBoardMessageDto>(board, { message }, p.token);

    expectRefusal(await post(cap, '   '), 400, C.INVALID, M.messageRequired);
    expectRefusal(await post(cap, 'x'.repeat(501)), 400, C.INVALID, M.messageTooLong);
    expectRefusal(await post(outsider, 'hello'), 403, C.NOT_MEMBER);
    expectRefusal(await t.http.get(board, outsider.token), 403, C.NOT_MEMBER);
    const first = await post(cap, '  Full moon tonight  ');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: cap.id, name: cap.name, message: 'Full moon tonight' });
    expect((await post(cap, 'y'.repeat(500))).status).toBe(200);
    const read = await t.http.get<CovenBoardMessageDto[]>(board, cap.token);
    expect(read.body.map((m) => m.message)).toEqual(['y'.repeat(500), 'Full moon tonight']);

    // Fill past the limit (inserted by the test in bulk: the route is rate limited), then one more post trims.
    await t.dataSource.query(
      `INSERT INTO coven_board_message (id, coven_id, user_id, author_name, message, posted_at)
       SELECT gen_random_uuid(), $1, $2, $3, 'old ' || g, now() - interval '1 day' + g * interval '1 second' FROM generate_series(1, 150) g`,
      [coven.id, cap.id, cap.name],
    );
    expect((await post(cap, 'newest')).status).toBe(200);
    const kept = await t.http.get<CovenBoardMessageDto[]>(board, cap.token);
    expect(kept.body).toHaveLength(COVEN_BOARD_KEEP);
    expect(kept.body[0].message).toBe('newest');
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM coven_board_message WHERE coven_id = $1`, [coven.id]);
    expect(n).toBe(COVEN_BOARD_KEEP);
  });

  it('rate limits board posts per player', async () => {
    const cap = await player('floodcap', 1000);
    const coven = (await found(cap, 'Floodhall')).body.coven!;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await t.http.postJson(`/api/covens/${coven.id}/board`, { message: `m${i}` }, cap.token)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('lets admins list, rename, disband and remove board messages; players may not', async () => {
    const cap = await player('modcap', 1000);
    const coven = (await found(cap, 'Modhall')).body.coven!;
    const msg = (await t.http.postJson<CovenBoardMessageDto>(`/api/covens/${coven.id}/board`, { message: 'rude words' }, cap.token)).body;

    expect((await t.http.get('/api/coven', cap.token)).status).toBe(403);
    expect((await t.http.putJson(`/api/coven/${coven.id}`, { name: 'Hijack', motto: '', open: true }, cap.token)).status).toBe(403);
    expect((await t.http.delete(`/api/coven/${coven.id}`, cap.token)).status).toBe(403);

    const list = await t.http.get<CovenAdminDto[]>(
      `/api/coven?filter=${encodeURIComponent('{"q":"modh"}')}&sort=["name","ASC"]&range=[0,9]`,
      admin,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('coven 0-0/1');
    expect(list.body[0]).toMatchObject({ id: coven.id, name: 'Modhall', captainName: cap.name, memberCount: 1 });
    const one = await t.http.get<CovenAdminDto>(`/api/coven/${coven.id}`, admin);
    expect(one.body.board!.map((m) => m.message)).toEqual(['rude words']);

    const renamed = await t.http.putJson<CovenAdminDto>(
      `/api/coven/${coven.id}`,
      { name: 'Quiethall', motto: 'Be kind', open: false },
      admin,
    );
    expect(renamed.body).toMatchObject({ name: 'Quiethall', motto: 'Be kind', open: false });
    expectRefusal(await t.http.putJson(`/api/coven/${coven.id}`, { name: 'x', motto: '', open: false }, admin), 400, C.INVALID);
    expectRefusal(await t.http.putJson(`/api/coven/${coven.id}`, { name: 'Ravenwood', motto: '', open: false }, admin), 409, C.NAME_TAKEN);

    expect((await t.http.delete(`/api/coven/${coven.id}/board/${msg.id}`, admin)).status).toBe(200);
    expect((await t.http.get(`/api/covens/${coven.id}/board`, cap.token)).body).toEqual([]);
    expectRefusal(await t.http.delete(`/api/coven/${coven.id}/board/${msg.id}`, admin), 404, C.NOT_FOUND, M.messageNotFound);

    expect((await t.http.delete(`/api/coven/${coven.id}`, admin)).status).toBe(200);
    expect((await t.http.get(`/api/covens/${coven.id}`, cap.token)).status).toBe(404);
    expect((await t.http.get('/api/covens/mine', cap.token)).status).toBe(404);
    expectRefusal(await t.http.delete(`/api/coven/${coven.id}`, admin), 404, C.NOT_FOUND);
  });

  it('lets a deleted account leave its coven like a leaving player: count and captaincy follow', async () => {
    const cap = await player('delcap', 1000);
    const coven = (await found(cap, 'Gonehall')).body.coven!;
    const m = await player('delm');
    expect((await act(m, `/api/covens/${coven.id}/join`)).status).toBe(200);
    expect((await t.http.delete(`/api/user/${cap.id}`, admin)).status).toBe(200);
    const after = (await t.http.get<CovenDto>(`/api/covens/${coven.id}`, m.token)).body;
    expect(after.members.map((x) => [x.userId, x.role])).toEqual([[m.id, 'captain']]);
    const listed = (await t.http.get<CovenSummaryDto[]>('/api/covens?q=Gonehall', m.token)).body;
    expect(listed.map((x) => [x.memberCount, x.captainName])).toEqual([[1, m.name]]);
    expect((await t.http.delete(`/api/user/${m.id}`, admin)).status).toBe(200);
    expect((await t.http.get(`/api/covens/${coven.id}`, admin)).status).toBe(404);
  });
});
