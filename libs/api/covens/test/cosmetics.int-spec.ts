import {
  COVEN_ERROR_CODES as C,
  COVEN_MESSAGES as M,
  CovenActionDto,
  CovenAdminDto,
  CovenDto,
  CovenSummaryDto,
  HuntAnswerDto,
  LadderPageDto,
  TournamentAdminDto,
} from '@grimhunt/contracts';
import { fixedClock } from '@grimhunt/testing';
import { PayTournamentPrizesJob } from '../src';
import { LADDER, Ladder } from '@grimhunt/api-identity';
import { countStatements, HUNT, hunterWithTrap, Player, rewind, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';

const HOUR = 3_600_000;
const PRIZE_TOKENS = 100;

/**
 * Token shop cosmetics where the game shows them: an emblem design a captain applies to the coven (coven page,
 * search, back office), the equipped frame and title on the ladder and the title on the coven's member list. The
 * players earn their tokens the way the game pays them: a tournament won as a coven.
 */
describe('token shop cosmetics in the game', () => {
  const realNow = Date.now();
  const clock = fixedClock(new Date(realNow - 2 * HOUR).toISOString());
  let t: TestApp;
  let admin: string;
  let captain: Player;
  let officer: Player;
  let member: Player;
  let outsider: Player;
  let covenId: string;

  const refusal = (res: { status: number; body: unknown }) => {
    const body = res.body as { code?: string; message?: string };
    return { status: res.status, code: body.code, message: body.message };
  };
  const buy = async (p: Player, key: string) =>
    expect((await t.http.postJson(`/api/tournaments/shop/${key}/buy`, {}, p.token)).status).toBe(200);
  const equip = async (p: Player, key: string) =>
    expect((await t.http.postJson(`/api/tournaments/shop/${key}/equip`, {}, p.token)).status).toBe(200);
  const applyEmblem = (p: Player | null, design: unknown, id = covenId) =>
    t.http.putJson<CovenActionDto>(`/api/covens/${id}/emblem`, { design }, p?.token);
  const covenOf = async () => (await t.http.get<CovenDto>(`/api/covens/${covenId}`, outsider.token)).body;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true, clock, env: { HUNT_CHALLENGE_EVERY: '0' } });
    admin = await t.http.login('admin', 'admin');
    const players: Player[] = [];
    for (const name of ['cosCaptain', 'cosOfficer', 'cosMember']) {
      const p = await hunterWithTrap(t, admin, name, 10);
      await setGold(t, admin, p.id, 1000);
      await t.http.get('/api/clientUser/getme', p.token);
      players.push(p);
    }
    [captain, officer, member] = players;
    outsider = await hunterWithTrap(t, admin, 'cosOutsider', 0);
    const [{ hunting_ground_id: groundId }] = await t.dataSource.query(`SELECT hunting_ground_id FROM hunter WHERE user_id = $1`, [
      captain.id,
    ]);
    const tournament = (
      await t.http.postJson<TournamentAdminDto>(
        '/api/tournament',
        {
          name: 'Cosmetics Cup',
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
    covenId = (await t.http.postJson<CovenActionDto>('/api/covens', { name: 'Gildedcoven', motto: '', open: true }, captain.token)).body
      .coven!.id;
    for (const p of [officer, member]) expect((await t.http.postJson(`/api/covens/${covenId}/join`, {}, p.token)).status).toBe(200);
    expect((await t.http.postJson(`/api/covens/${covenId}/members/${officer.id}/promote`, {}, captain.token)).status).toBe(200);
    for (const p of players) expect((await t.http.postJson(`/api/tournaments/${tournament.id}/enter`, {}, p.token)).status).toBe(200);
    clock.set(new Date(realNow).toISOString());
    for (const p of players) {
      await rewind(t, p.id, HOUR);
      expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token)).body.success).toBe(true);
    }
    const end = new Date(new Date(tournament.endsAt).getTime() + 1000);
    clock.set(end.toISOString());
    expect((await t.app.get(PayTournamentPrizesJob).run(end)).paid).toBe(1);
  });
  afterAll(() => t?.close());

  it('needs a signed-in player to apply an emblem', async () => {
    expect((await applyEmblem(null, 'emblem-raven')).status).toBe(401);
  });

  it('lets the captain apply an emblem design they bought; the coven, the search and the back office carry it', async () => {
    expect((await covenOf()).emblemDesign).toBeNull();
    await buy(captain, 'emblem-raven');
    const applied = await applyEmblem(captain, 'emblem-raven');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ success: true, message: M.emblemApplied, coven: { id: covenId, emblemDesign: 'emblem-raven' } });
    const coven = await covenOf();
    expect(coven.emblemDesign).toBe('emblem-raven');
    expect(coven.emblemImageId).toMatch(/^coven-emblem:[0-9a-f]{8}$/); // the coven's own colours stay
    const found = (await t.http.get<CovenSummaryDto[]>('/api/covens?q=Gilded', outsider.token)).body;
    expect(found.map((c) => [c.id, c.emblemDesign])).toEqual([[covenId, 'emblem-raven']]);
    expect((await t.http.get<CovenAdminDto>(`/api/coven/${covenId}`, admin)).body.emblemDesign).toBe('emblem-raven');

    // The back office still renames; the design stays.
    const renamed = await t.http.putJson<CovenAdminDto>(
      `/api/coven/${covenId}`,
      { name: 'Gildedcoven2', motto: 'Shine', open: true },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Gildedcoven2', emblemDesign: 'emblem-raven' });

    // null gives the coven its own arms back (nothing to own).
    expect((await applyEmblem(captain, null)).body).toMatchObject({ message: M.emblemCleared, coven: { emblemDesign: null } });
    expect((await covenOf()).emblemDesign).toBeNull();
    expect((await applyEmblem(captain, 'emblem-raven')).status).toBe(200);
  });

  it('refuses designs the captain does not own, other members, unknown designs and strangers, changing nothing', async () => {
    await buy(officer, 'emblem-hourglass');
    await buy(member, 'emblem-hourglass');
    const before = await covenOf();
    // The officer and the member own the design, but only the captain applies one.
    expect(refusal(await applyEmblem(officer, 'emblem-hourglass'))).toEqual({ status: 403, code: C.FORBIDDEN, message: M.notCaptain });
    expect(refusal(await applyEmblem(member, 'emblem-hourglass'))).toEqual({ status: 403, code: C.FORBIDDEN, message: M.notCaptain });
    // The captain does not own the hourglass.
    expect(refusal(await applyEmblem(captain, 'emblem-hourglass'))).toEqual({
      status: 409,
      code: C.EMBLEM_NOT_OWNED,
      message: M.emblemNotOwned,
    });
    for (const design of ['emblem-golden', 'frame-bone', 'title-night-warden', 42, '', undefined]) {
      expect(refusal(await applyEmblem(captain, design))).toEqual({ status: 400, code: C.INVALID, message: M.emblemUnknown });
    }
    expect(refusal(await applyEmblem(outsider, 'emblem-raven'))).toEqual({ status: 403, code: C.NOT_MEMBER, message: M.notMember });
    expect(refusal(await applyEmblem(captain, 'emblem-raven', '00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      code: C.NOT_FOUND,
    });
    expect(await covenOf()).toEqual(before);
  });

  it('shows the equipped title on the coven member list', async () => {
    await buy(member, 'title-night-warden');
    await equip(member, 'title-night-warden');
    const members = (await covenOf()).members;
    expect(members.map((m) => [m.name, m.titleKey])).toEqual([
      ['cosCaptain', null],
      ['cosOfficer', null],
      ['cosMember', 'title-night-warden'],
    ]);
  });

  it('puts the equipped frame and title on ladder rows, in one statement for the page', async () => {
    await buy(captain, 'frame-ember');
    await equip(captain, 'frame-ember');
    await buy(captain, 'title-grave-champion');
    await equip(captain, 'title-grave-champion');
    await buy(officer, 'frame-bone');
    await equip(officer, 'frame-bone');
    await t.app.get<Ladder>(LADDER).refresh();

    const counted = await countStatements(() => t.http.get<LadderPageDto>('/api/ladder/LadderAroundUserId/0', outsider.token));
    expect(counted.result.status).toBe(200);
    const rows = new Map(counted.result.body.entries.map((e) => [e.name, e]));
    expect(rows.get('cosCaptain')).toMatchObject({ frameKey: 'frame-ember', titleKey: 'title-grave-champion' });
    expect(rows.get('cosOfficer')).toMatchObject({ frameKey: 'frame-bone' });
    expect(rows.get('cosOfficer')).not.toHaveProperty('titleKey');
    expect(rows.get('cosMember')).toMatchObject({ titleKey: 'title-night-warden' });
    expect(rows.get('cosMember')).not.toHaveProperty('frameKey');
    // A player without cosmetics keeps exactly the game's ladder entry.
    expect(Object.keys(rows.get('cosOutsider')!).sort()).toEqual(['avatarImageID', 'isMe', 'ladderRank', 'name', 'xp']);
    // One statement reads the cosmetics of the whole page, whatever its length.
    expect(counted.statements.filter((s) => s.includes('coven_token_purchase'))).toHaveLength(1);
    expect(counted.result.body.entries.length).toBeGreaterThan(3);
  });
});
