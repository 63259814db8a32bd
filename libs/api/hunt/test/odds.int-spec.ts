import {
  GhostTallyPageDto,
  GrimoireEnemyDto,
  HUNT_PATHS,
  HuntAnswerDto,
  HuntOddsDto,
  JOURNAL_TYPES,
  JournalHistoryDto,
  SetupAdviceDto,
  WhatIfDto,
} from '@grimhunt/contracts';
import {
  countStatements,
  grantItem,
  HUNT,
  hunterWithTrap,
  huntStateOf,
  itemIdByName,
  rewind,
  startTestApp,
  stateOf,
  TestApp,
} from '@grimhunt/api-testing';

/** The odds routes answer in a few statements, like the other reads the home screen makes. */
/** The odds, advisor and what-if count one more: their rate-limit counter (one upsert, checked before the handler). */
export const ODDS_STATEMENT_BUDGET = { odds: 3, advisor: 3, tally: 1, history: 1, whatIf: 3 } as const;

describe('the odds, officially: odds, advisor, tally, history and what-if', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  /** Everything a read could change for a player: hunt rows, journal, grimoire, xp, wallet, inventory, setups, ledger. */
  const everything = async (userId: string) => ({ hunt: await huntStateOf(t, userId), economy: await stateOf(t, userId) });

  async function hunt(p: { id: string; token: string }): Promise<HuntAnswerDto> {
    await rewind(t, p.id, 3_600_000);
    const res = await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
    expect(res.status).toBe(200);
    return res.body;
  }

  /** Raises the scare factor of the ghosts of a player's ground so the weak snare misses (admin edit, like the back office). */
  async function toughenGround(userId: string, scareFactor: number): Promise<void> {
    const enemies: { id: string }[] = await t.dataSource.query(
      `SELECT DISTINCT e.id FROM hunter h JOIN hunting_table ht ON ht.hunting_ground_id = h.hunting_ground_id
         JOIN hunting_table_entry hte ON hte.hunting_table_id = ht.id JOIN enemy e ON e.id = hte.enemy_id WHERE h.user_id = $1`,
      [userId],
    );
    for (const e of enemies) expect((await t.http.putJson(`/api/enemy/${e.id}`, { scareFactor }, admin)).status).toBe(200);
  }

  it('every route needs a signed-in player', async () => {
    for (const path of [HUNT_PATHS.odds, HUNT_PATHS.advisor, HUNT_PATHS.tally, HUNT_PATHS.history, HUNT_PATHS.whatIf('x', 0)]) {
      expect((await t.http.get(path)).status).toBe(401);
    }
  });

  it('odds: the engine’s odds on the current ground, the grimoire’s catch rates, within budget, nothing written', async () => {
    const p = await hunterWithTrap(t, admin, 'oddsreader', 3);
    const before = await everything(p.id);
    const counted = await countStatements(() => t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token));
    expect(counted.result.status).toBe(200);
    expect(counted.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.odds);
    const odds = counted.result.body;
    expect(await everything(p.id)).toEqual(before);
    // A new player has no hunter row yet: the odds are those of the starting ground, and still nothing is written.
    expect(before.hunt.hunter).toEqual([]);
    expect(odds.ground).not.toBeNull();
    expect(odds.baitProblem).toBeNull();
    expect(odds.ghosts.length).toBeGreaterThan(0);
    // Every hunt meets one ghost or none.
    const met = odds.ghosts.reduce((sum, g) => sum + g.attractionBp, 0) + odds.noGhostBp;
    expect(Math.abs(met - 10_000)).toBeLessThanOrEqual(odds.ghosts.length);
    expect(odds.gold).toBeCloseTo(
      odds.ghosts.reduce((sum, g) => sum + g.gold, 0),
      0,
    );
    // The album shows the same catch chance for each ghost (one function for every estimate).
    const grimoire = await t.http.get<GrimoireEnemyDto[]>(HUNT_PATHS.grimoire(odds.ground!.id), p.token);
    for (const g of odds.ghosts.filter((x) => x.via === 'table')) {
      const shown = grimoire.body.find((e) => e.id === g.enemy.id)!;
      expect(shown.catchRate).toBe(Math.round(g.catchBp / 10) / 10);
    }

    // A weaker trap shows lower odds once the ghosts are tougher; without bait the answer says so.
    await hunt(p);
    await toughenGround(p.id, 90);
    const tough = (await t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token)).body;
    expect(tough.catchRateBp).toBeLessThan(odds.catchRateBp);
    expect(tough.ghosts.every((g) => g.catchBp < 10_000)).toBe(true);
    await grantItem(t, admin, p.id, p.baitId, -2);
    expect((await t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token)).body.baitProblem).toBe('NoBait');
  });

  it('odds: with an empty bait slot and other bait owned, the odds use the bait the hunt falls back to', async () => {
    const p = await hunterWithTrap(t, admin, 'fallbackodds', 3);
    const equipped = (await t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token)).body;
    expect(equipped.baitProblem).toBeNull();
    expect((await t.http.get(`/api/game/unequip/${p.baitId}`, p.token)).status).toBe(200);
    const before = await everything(p.id);
    const fallback = await countStatements(() => t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token));
    expect(fallback.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.odds);
    expect(fallback.result.body.baitProblem).toBeNull();
    expect(fallback.result.body).toEqual(equipped);
    expect(await everything(p.id)).toEqual(before);
    // The hunt agrees: it is not refused for want of bait.
    expect((await hunt(p)).huntResult).not.toBe('NoBait');
  });

  it('odds, advisor and what-if are limited per player, with the 429 message, across every API process', async () => {
    const p = await hunterWithTrap(t, admin, 'oddsflood', 3);
    const other = await hunterWithTrap(t, admin, 'oddscalm', 3);
    /** Reads `path` `limit` times (all answered), then once more: a sliding window refuses exactly that one. */
    const flood = async (path: string, limit: number) => {
      for (let i = 0; i < limit; i++) expect((await t.http.get(path, p.token)).status).toBe(200);
      const refused = await t.http.get<{ message: string }>(path, p.token);
      expect(refused.status).toBe(429);
      return refused;
    };
    const advisor = await flood(HUNT_PATHS.advisor, 20);
    expect(advisor.body.message).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(advisor.headers.get('retry-after'))).toBeGreaterThan(0);
    const odds = await flood(HUNT_PATHS.odds, 60);
    expect(odds.body.message).toBe('Too many requests. Please wait a moment and try again.');
    // The what-if counts with the odds: limited before its journal entry is even looked up.
    expect((await t.http.get(HUNT_PATHS.whatIf('not-a-uuid', 0), p.token)).status).toBe(429);
    // The counters are the player's: another player reads as usual.
    expect((await t.http.get(HUNT_PATHS.advisor, other.token)).status).toBe(200);
    expect((await t.http.get(HUNT_PATHS.odds, other.token)).status).toBe(200);
  });

  it('advisor: scores the saved setups, finds the stronger owned trap, and its plan through the equip calls gives those odds', async () => {
    const p = await hunterWithTrap(t, admin, 'advised', 20);
    await hunt(p);
    await toughenGround(p.id, 120);
    const snare = await itemIdByName(t, 'Salt-Circle Snare');
    const clockwork = await itemIdByName(t, 'Clockwork Soul Trap');
    // Setup 1 holds the weak snare and the bait; setup 0 keeps the clockwork trap without bait. Setup 1 is active.
    await grantItem(t, admin, p.id, snare, 1);
    expect((await t.http.get(`/api/game/unequip/${p.baitId}`, p.token)).status).toBe(200);
    expect((await t.http.get('/api/game/changeEquipmentSet/1', p.token)).status).toBe(200);
    expect((await t.http.get(`/api/game/equip/${snare}`, p.token)).status).toBe(200);
    expect((await t.http.get(`/api/game/equip/${p.baitId}`, p.token)).status).toBe(200);

    const before = await everything(p.id);
    const counted = await countStatements(() => t.http.get<SetupAdviceDto>(HUNT_PATHS.advisor, p.token));
    expect(counted.result.status).toBe(200);
    expect(counted.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.advisor);
    expect(await everything(p.id)).toEqual(before);
    const advice = counted.result.body;
    expect(advice.setups.map((s) => [s.index, s.active])).toEqual([
      [0, false],
      [1, true],
    ]);
    expect(advice.setups[0].baitProblem).toBe('NoBait'); // the clockwork setup has no bait
    expect(advice.setups[1].items.map((i) => i.id).sort()).toEqual([p.baitId, snare].sort());
    const odds = (await t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token)).body;
    expect(advice.current.catchRateBp).toBe(odds.catchRateBp);
    const best = advice.bestCatch!;
    expect(best.items.map((i) => i.id)).toContain(clockwork);
    expect(best.items.map((i) => i.id)).toContain(p.baitId);
    expect(best.catchRateBp).toBeGreaterThan(advice.current.catchRateBp);
    expect(best).toMatchObject({ current: false, setupIndex: null, equip: [clockwork], unequip: [snare] });

    // Applying the plan as the advisor panel does: the unequip calls, then the equip calls.
    for (const id of best.unequip) expect((await t.http.get(`/api/game/unequip/${id}`, p.token)).status).toBe(200);
    for (const id of best.equip) expect((await t.http.get(`/api/game/equip/${id}`, p.token)).status).toBe(200);
    const after = (await t.http.get<HuntOddsDto>(HUNT_PATHS.odds, p.token)).body;
    expect(after.catchRateBp).toBe(best.catchRateBp);
    const again = (await t.http.get<SetupAdviceDto>(HUNT_PATHS.advisor, p.token)).body;
    expect(again.bestCatch).toMatchObject({ current: true, equip: [], unequip: [] });
  });

  it('tally, history and what-if: catches, misses, crowns, filters and pages, the replay with another setup', async () => {
    const p = await hunterWithTrap(t, admin, 'tallied', 40);
    const other = await hunterWithTrap(t, admin, 'stranger', 5);
    const theirs = await hunt(other);
    // Ten sure catches (the ghosts of the starting ground made harmless): the first crown.
    await toughenGround(other.id, 1);
    const answers: HuntAnswerDto[] = [];
    for (let i = 0; i < 10; i++) answers.push(await hunt(p));
    // Then a weak snare in setup 1 (setup 0 keeps the clockwork trap, without bait) and tough ghosts: misses.
    await toughenGround(p.id, 150);
    const snare = await itemIdByName(t, 'Salt-Circle Snare');
    await grantItem(t, admin, p.id, snare, 1);
    expect((await t.http.get(`/api/game/unequip/${p.baitId}`, p.token)).status).toBe(200);
    expect((await t.http.get('/api/game/changeEquipmentSet/1', p.token)).status).toBe(200);
    expect((await t.http.get(`/api/game/equip/${snare}`, p.token)).status).toBe(200);
    expect((await t.http.get(`/api/game/equip/${p.baitId}`, p.token)).status).toBe(200);
    for (let i = 0; i < 20; i++) answers.push(await hunt(p));
    expect(answers.slice(0, 10).every((a) => a.huntResult === 'SuccessRegular')).toBe(true);
    const misses = answers.filter((a) => a.huntResult === 'GhostTooPowerful');
    const catches = answers.filter((a) => a.huntResult.startsWith('Success'));
    expect(misses.length).toBeGreaterThan(0);

    // Tally: what the journal says, per ghost, with the crown earned.
    const before = await everything(p.id);
    const tallyRead = await countStatements(() => t.http.get<GhostTallyPageDto>(HUNT_PATHS.tally, p.token));
    expect(tallyRead.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.tally);
    const tally = tallyRead.result.body;
    expect(tally.crowns).toEqual([10, 100, 500, 1000]);
    const byGhost = new Map<string, { caught: number; missed: number }>();
    for (const a of answers) {
      const id = a.journalEntry?.enemy?.id;
      if (!id) continue;
      const row = byGhost.get(id) ?? { caught: 0, missed: 0 };
      if (a.huntResult.startsWith('Success')) row.caught++;
      else if (a.huntResult === 'GhostTooPowerful' || a.huntResult === 'NoSpecialBait') row.missed++;
      byGhost.set(id, row);
    }
    expect(new Map(tally.ghosts.map((g) => [g.enemy.id, { caught: g.caught, missed: g.missed }]))).toEqual(byGhost);
    for (const g of tally.ghosts) expect(g.crown).toBe(g.caught >= 10 ? 10 : 0);
    expect(tally.ghosts.reduce((sum, g) => sum + g.caught, 0)).toBe(catches.length);
    // The other player's hunt is not in this tally.
    const mine = (await t.http.get<GhostTallyPageDto>(HUNT_PATHS.tally, other.token)).body;
    expect(mine.ghosts.reduce((sum, g) => sum + g.caught + g.missed, 0)).toBe(1);

    // History: every entry of the player, newest first, in pages; filters by type and by ghost.
    const pages: JournalHistoryDto[] = [];
    let next: string | null = '';
    while (next !== null) {
      const path: string = `${HUNT_PATHS.history}${next ? `?before=${encodeURIComponent(next)}` : ''}`;
      const read = await countStatements(() => t.http.get<JournalHistoryDto>(path, p.token));
      expect(read.result.status).toBe(200);
      expect(read.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.history);
      pages.push(read.result.body);
      next = read.result.body.next;
    }
    const all = pages.flatMap((page) => page.entries);
    expect(pages.length).toBeGreaterThan(1);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM journal_entry WHERE user_id = $1`, [p.id]);
    expect(all).toHaveLength(n);
    expect(new Set(all.map((e) => e.id)).size).toBe(n);
    expect(all.map((e) => e.timeStamp)).toEqual([...all.map((e) => e.timeStamp)].sort((a, b) => b - a));
    expect(all.some((e) => e.id === theirs.journalEntry!.id)).toBe(false);
    const hunts = (await t.http.get<JournalHistoryDto>(`${HUNT_PATHS.history}?type=${JOURNAL_TYPES.hunt}`, p.token)).body;
    expect(hunts.entries.every((e) => e.type === JOURNAL_TYPES.hunt)).toBe(true);
    expect(hunts.entries).toHaveLength(Math.min(25, answers.length));
    const ghostId = misses[0].journalEntry!.enemy!.id;
    const ofGhost = (await t.http.get<JournalHistoryDto>(`${HUNT_PATHS.history}?enemyId=${ghostId}`, p.token)).body;
    expect(ofGhost.entries.length).toBe(byGhost.get(ghostId)!.caught + byGhost.get(ghostId)!.missed);
    expect(ofGhost.entries.every((e) => e.enemy?.id === ghostId)).toBe(true);
    for (const bad of ['type=2', 'type=hunt', 'enemyId=nope', 'before=12', 'type=8&type=9']) {
      const res = await t.http.get<{ code: string; message: string }>(`${HUNT_PATHS.history}?${bad}`, p.token);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'HUNT.INVALID_HISTORY_FILTER' });
    }

    // What-if: the missed hunt with setup 0 (the clockwork trap, no bait there: it could not have hunted) and with
    // setup 1 as it is now (the same snare: the same miss).
    const missId = misses[0].journalEntry!.id;
    const read = await countStatements(() => t.http.get<WhatIfDto>(HUNT_PATHS.whatIf(missId, 1), p.token));
    expect(read.result.status).toBe(200);
    expect(read.count).toBeLessThanOrEqual(ODDS_STATEMENT_BUDGET.whatIf);
    expect(read.result.body).toMatchObject({ journalEntryId: missId, setupIndex: 1, enemy: { id: ghostId } });
    expect(read.result.body.recorded).toEqual(read.result.body.replayed);
    expect(read.result.body.recorded.huntResult).toBe('GhostTooPowerful');
    expect((await t.http.get<WhatIfDto>(HUNT_PATHS.whatIf(missId, 0), p.token)).body.replayed.huntResult).toBe('NoBait');
    // Give setup 0 bait: the clockwork trap now catches what the snare missed, the same ghost.
    expect((await t.http.get('/api/game/changeEquipmentSet/0', p.token)).status).toBe(200);
    expect((await t.http.get(`/api/game/equip/${p.baitId}`, p.token)).status).toBe(200);
    const strong = (await t.http.get<WhatIfDto>(HUNT_PATHS.whatIf(missId, 0), p.token)).body;
    expect(strong.enemy.id).toBe(ghostId);
    expect(strong.replayed.catchBp).toBeGreaterThan(strong.recorded.catchBp);

    // Refusals: another player's hunt is unknown, a setup not unlocked or malformed is a 400; nothing written.
    const frozen = await everything(p.id);
    const stranger = await t.http.get<{ code: string }>(HUNT_PATHS.whatIf(theirs.journalEntry!.id, 0), p.token);
    expect({ status: stranger.status, code: stranger.body.code }).toEqual({ status: 404, code: 'HUNT.REPLAY_NOT_FOUND' });
    for (const [id, index, code] of [
      [missId, '5', 'HUNT.INVALID_SETUP_INDEX'],
      [missId, 'x', 'HUNT.INVALID_SETUP_INDEX'],
      ['not-a-uuid', '0', 'HUNT.INVALID_JOURNAL_ID'],
    ]) {
      const res = await t.http.get<{ code: string }>(`/api/huntrefactored/whatif/${id}/${index}`, p.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
    }
    const travel = await t.dataSource.query(`SELECT id FROM journal_entry WHERE user_id = $1 AND enemy_id IS NULL LIMIT 1`, [p.id]);
    if (travel[0]) expect((await t.http.get(HUNT_PATHS.whatIf(travel[0].id, 0), p.token)).status).toBeGreaterThanOrEqual(400);
    expect(await everything(p.id)).toEqual(frozen);
    expect(before.hunt.journal).toEqual(frozen.hunt.journal);
  });
});
