import { AUTO_HUNT_PERIOD_MS, HuntAnswerDto, HuntReplayDto, JOURNAL_TYPES } from '@grimhunt/contracts';
import { ManualHuntHooks, partyXpBonus } from '@grimhunt/api-hunt';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import {
  ageActivity,
  auditLedger,
  befriend,
  countersOf,
  grantItem,
  HUNT,
  hunt,
  huntEntries,
  hunterWithTrap,
  journalCount,
  Player,
  readyFriend,
  rewind,
  setParty,
  startTestApp,
  TestApp,
  xpOf,
  clearOfHourEdge,
  retainerItem,
} from '@grimhunt/api-testing';

describe('the hunting party', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  it('a sounded hunt takes along four of five ready friends, each hunting their own hunt, and pays the sounder 40% more xp', async () => {
    const friends: Player[] = [];
    for (const name of ['Mara', 'Quincey', 'Lucy', 'Arthur', 'Jonathan']) friends.push(await readyFriend(t, admin, name));
    const sounder = await hunterWithTrap(t, admin, 'Van');
    for (const f of friends) await befriend(t, sounder, f);
    const before = new Map(await Promise.all(friends.map(async (f) => [f.id, await countersOf(t, f.id)] as const)));

    const answer = await hunt(t, sounder);
    expect(answer.journalEntry).not.toBeNull();
    expect(answer.party).toHaveLength(4);
    const taken = friends.filter((f) => answer.party.some((m) => m.userId === f.id));
    const left = friends.filter((f) => !taken.includes(f));
    expect(left).toHaveLength(1);
    for (const member of answer.party) {
      const friend = friends.find((f) => f.id === member.userId)!;
      expect(member.name).toBe(friend.name);
      const [entry, own] = await huntEntries(t, friend.id);
      // Their own hunt: their journal says who took them along, their seed is their own, their cooldown restarted.
      expect(entry.huntedWith).toEqual({ userId: sounder.id, name: 'Van' });
      expect(own.huntedWith).toBeNull();
      const [{ result, next }] = await t.dataSource.query(
        `SELECT j.hunt_result AS result, h.next_hunt_ms - (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS next
           FROM journal_entry j JOIN hunter h USING (user_id) WHERE j.id = $1`,
        [entry.id],
      );
      expect(result).toBe(member.huntResult);
      expect(Number(next)).toBeGreaterThan(60_000);
      // Neither the puzzle nor the hunt rate limit counted it.
      expect(await countersOf(t, friend.id)).toEqual(before.get(friend.id));
    }
    const partySeeds = await Promise.all(taken.map(async (f) => String((await huntEntries(t, f.id))[0].seed)));
    const seeds = new Set([String(answer.journalEntry!.seed), ...partySeeds]);
    expect(seeds.size).toBe(5);
    expect((await huntEntries(t, left[0].id)).map((e) => e.huntedWith)).toEqual([null]);

    // The sounder: the hunt's own xp plus 40%, in the journal entry, so the account is still the sum of its entries.
    const [{ engineXp, entryXp }] = await t.dataSource.query(
      `SELECT (replay->'outcome'->>'xp')::int AS "engineXp", xp AS "entryXp" FROM journal_entry WHERE id = $1`,
      [answer.journalEntry!.id],
    );
    expect(engineXp).toBeGreaterThan(0);
    expect(entryXp).toBe(engineXp + partyXpBonus(engineXp, 4));
    expect(partyXpBonus(engineXp, 4)).toBeGreaterThan(0);
    expect(await xpOf(t, sounder.id)).toBe(answer.xp);
    const [{ sum }] = await t.dataSource.query(`SELECT sum(xp)::int AS sum FROM journal_entry WHERE user_id = $1`, [sounder.id]);
    expect(sum).toBe(answer.xp);
    // Each friend's account too (their xp is written for all of them at once).
    for (const f of friends) {
      const [{ sum: theirs }] = await t.dataSource.query(`SELECT sum(xp)::int AS sum FROM journal_entry WHERE user_id = $1`, [f.id]);
      expect(await xpOf(t, f.id)).toBe(theirs);
    }

    // A taken-along hunt replays like any other, and is no manual catch (tournaments count the sounder's only).
    for (const f of taken) {
      const [entry] = await huntEntries(t, f.id);
      const replay = await t.http.get<HuntReplayDto>(`/api/admin/hunt/replay/${entry.id}`, admin);
      expect(replay.status).toBe(200);
      expect(replay.body.matches).toBe(true);
    }
    const catches = await t.app.get<UnitOfWork>(UNIT_OF_WORK, { strict: false }).run((tx) =>
      t.app.get(ManualHuntHooks).catches(
        tx,
        taken.map((f) => f.id),
        0,
        Date.now() + 60_000,
      ),
    );
    const partyIds = new Set(await Promise.all(taken.map(async (f) => (await huntEntries(t, f.id))[0].id)));
    expect(catches.filter((c) => partyIds.has(c.journalId))).toEqual([]);
    await auditLedger(t);
  });

  it('leaves home every friend who breaks a rule: switch off, other region, cooldown, inactive, puzzle owed, no bait, not a friend', async () => {
    const sounder = await hunterWithTrap(t, admin, 'Seward');
    const switchedOff = await readyFriend(t, admin, 'Renfield');
    await setParty(t, switchedOff, false);
    const away = await readyFriend(t, admin, 'Harker');
    await t.dataSource.query(
      `UPDATE hunter SET hunting_ground_id = (
         SELECT g.id FROM hunting_ground g JOIN region r ON r.id = g.region_id
          WHERE g.visible AND r.visible AND g.region_id <> (SELECT region_id FROM hunting_ground WHERE id = hunter.hunting_ground_id)
          ORDER BY g.sequence LIMIT 1)
        WHERE user_id = $1`,
      [away.id],
    );
    const busy = await readyFriend(t, admin, 'Holmwood');
    const cooldownLeft = (ms: number) =>
      t.dataSource.query(
        `UPDATE hunter SET next_hunt_ms = (extract(epoch FROM clock_timestamp()) * 1000)::bigint + $2 WHERE user_id = $1`,
        [busy.id, ms],
      );
    await cooldownLeft(2 * 60_000);
    const idle = await readyFriend(t, admin, 'Morris');
    await ageActivity(t, idle.id, 60 * 60_000 + 5_000); // last HUNT press just over an hour ago
    const puzzled = await readyFriend(t, admin, 'Westenra');
    await t.dataSource.query(`UPDATE hunt_challenge SET hunts = 1000 WHERE user_id = $1`, [puzzled.id]);
    // No bait at all: their own press was refused (NoBait) but counts as activity.
    const baitless = await hunterWithTrap(t, admin, 'Hawkins', 0);
    await setParty(t, baitless, true);
    expect((await hunt(t, baitless)).huntResult).toBe('NoBait');
    const stranger = await readyFriend(t, admin, 'Stranger');
    const excluded = [switchedOff, away, busy, idle, puzzled, baitless];
    for (const f of excluded) await befriend(t, sounder, f);
    const entriesBefore = await Promise.all([...excluded, stranger].map((f) => huntEntries(t, f.id)));

    const answer = await hunt(t, sounder);
    expect(answer.journalEntry).not.toBeNull();
    expect(answer.party).toEqual([]);
    expect(await Promise.all([...excluded, stranger].map((f) => huntEntries(t, f.id)))).toEqual(entriesBefore);
    // Still a friend with the switch on: the flag stays, the next hunt looks again.
    const [{ possible }] = await t.dataSource.query(`SELECT party_possible AS possible FROM hunter WHERE user_id = $1`, [sounder.id]);
    expect(possible).toBe(true);

    // The same friends, once ready, come along (the exclusions above were the rules, not an accident).
    await rewind(t, sounder.id, 16 * 60_000);
    await cooldownLeft(-60_000);
    const again = await hunt(t, sounder);
    expect(again.party.map((m) => m.name)).toEqual(['Holmwood']);
  });

  it('a friend who was taken along and presses HUNT sees who took them and when, then hunts normally after the cooldown', async () => {
    const mara = await hunterWithTrap(t, admin, 'Mina');
    const friend = await readyFriend(t, admin, 'Lucia');
    await befriend(t, mara, friend);
    const sounded = await hunt(t, mara);
    expect(sounded.party.map((m) => m.userId)).toEqual([friend.id]);
    const [entry] = await huntEntries(t, friend.id);

    const pressed = await t.http.postForm<HuntAnswerDto>(HUNT, {}, friend.token);
    expect(pressed.status).toBe(200);
    expect(pressed.body.huntResult).toBe('OnCooldown');
    expect(pressed.body.takenAlong).toEqual({ by: { userId: mara.id, name: 'Mina' }, huntedAt: expect.any(Number) });
    expect(pressed.body.journalEntry?.id).toBe(entry.id);
    expect(pressed.body.journalEntry?.data.huntedWith).toEqual({ userId: mara.id, name: 'Mina' });
    expect(Math.abs(pressed.body.takenAlong!.huntedAt - sounded.journalEntry!.timeStamp)).toBeLessThan(5_000);

    // The sounder's own cooldown refusal is a plain one (past the 2-second repeat of the stored answer).
    await t.dataSource.query(`UPDATE hunter SET last_answer_ms = last_answer_ms - 2000 WHERE user_id = $1`, [mara.id]);
    const own = await t.http.postForm<HuntAnswerDto>(HUNT, {}, mara.token);
    expect(own.body.huntResult).toBe('OnCooldown');
    expect(own.body.takenAlong).toBeNull();

    await rewind(t, friend.id, 16 * 60_000);
    const next = await hunt(t, friend);
    expect(next.journalEntry).not.toBeNull();
    expect(next.takenAlong).toBeNull();
    expect(next.party).toEqual([]); // Mina has not agreed to the party
  });

  it("serves a taken-along friend's due retainer hour before their party hunt, as before any hunt of theirs", async () => {
    const retainer = await retainerItem(t, admin, 'Party Retainer');
    await clearOfHourEdge(); // the friend's hours are counted below: no hour may begin before the hunt
    const sounder = await hunterWithTrap(t, admin, 'Quatermain', 5);
    const friend = await readyFriend(t, admin, 'Allan', 10);
    await grantItem(t, admin, friend.id, retainer.id, 1);
    expect((await t.http.get(`/api/game/equip/${retainer.id}`, friend.token)).status).toBe(200);
    await befriend(t, sounder, friend);
    // Only the current hour is due: the hours before it count as served. (Moving the stored hour back instead let the
    // hour before count too whenever the friend's first hunt fell in an hour's first minute, since the trap, rewound
    // 16 minutes, had then been ready since before the hour began.)
    const currentHour = Math.floor(Date.now() / AUTO_HUNT_PERIOD_MS);
    await t.dataSource.query(`UPDATE hunter SET last_auto_hour = $2 WHERE user_id = $1`, [friend.id, currentHour - 1]);
    await t.dataSource.query(`DELETE FROM auto_hunt WHERE user_id = $1`, [friend.id]);
    const autos = () => journalCount(t, friend.id, JOURNAL_TYPES.autoHunt);
    const before = await autos();

    const answer = await hunt(t, sounder);
    expect(answer.party.map((m) => m.userId)).toEqual([friend.id]);
    expect(await autos()).toBe(before + 1);
    expect(answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.autoHunt)).toEqual([]); // not the sounder's
    await auditLedger(t);
  });
});
