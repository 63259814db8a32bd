import type { HuntAnswerDto } from '@grimhunt/contracts';
import type { TestApp } from './test-app';
import { grantItem, itemIdByName } from './economy';
import { newPlayer, Player } from './players';
import { SimpleRest } from './catalogue';

export const HUNT = '/api/huntrefactored/hunt';

/** A player with a strong trap (Clockwork Soul Trap, power 60: every Gallows Hill ghost is caught) and bait. */
export async function hunterWithTrap(
  t: TestApp,
  admin: string,
  name: string,
  bait = 5,
  options: { xp?: number } = {},
): Promise<Player & { baitId: string }> {
  const p = await newPlayer(t, name, options);
  const trap = await itemIdByName(t, 'Clockwork Soul Trap');
  const baitId = await itemIdByName(t, 'Grave Moss Cheese');
  await grantItem(t, admin, p.id, trap, 1);
  if (bait > 0) await grantItem(t, admin, p.id, baitId, bait);
  for (const id of bait > 0 ? [trap, baitId] : [trap]) {
    const res = await t.http.get(`/api/game/equip/${id}`, p.token);
    if (res.status !== 200) throw new Error(`equip: ${res.status} ${res.text}`);
  }
  return { ...p, baitId };
}

/**
 * A retainer item made in the back office as an admin would (the retainer stat is reused when the catalogue has it),
 * visible to game reads when this answers (they see catalogue writes within a second).
 */
export async function retainerItem(t: TestApp, admin: string, name: string): Promise<{ id: string }> {
  const rest = new SimpleRest(t, admin);
  const [stat] = await t.dataSource.query(`SELECT id FROM stat WHERE short_name = 'retainer'`);
  if (!stat) await rest.make('stat', { name: 'Retainer', shortName: 'retainer', statType: 0 });
  const [specialitem] = await t.dataSource.query(`SELECT id FROM item_type WHERE short_name = 'specialitem'`);
  const item = await rest.make('item', {
    name,
    type: specialitem.id,
    visible: true,
    stats: { statEntries: [{ name: 'Retainer', shortName: 'retainer', valueFrom: 1, valueTo: 1 }] },
  });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return { id: String(item.id) };
}

/**
 * Waits, when the current clock hour (UTC) has less than `marginMs` left, until just after the next hour begins. A
 * test that counts the retainer's hourly auto-hunts (a player's hunter row starts on the current hour; the test moves
 * `last_auto_hour` back by n hours and expects n hours served) would otherwise count one more hour when the clock
 * crosses an hour between making the player and the hunt that serves the hours.
 */
export async function clearOfHourEdge(marginMs = 30_000): Promise<void> {
  const hour = 3_600_000;
  const left = hour - (Date.now() % hour);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}

/** Moves the player's hunt timers `ms` into the past, as if that much time went by (the database clock decides). */
export async function rewind(t: TestApp, userId: string, ms: number): Promise<void> {
  await t.dataSource.query(
    `UPDATE hunter SET next_hunt_ms = next_hunt_ms - $2, last_answer_ms = last_answer_ms - $2, chrono_recharge_ms = chrono_recharge_ms - $2
      WHERE user_id = $1`,
    [userId, ms],
  );
}

/** The hunt-side rows of a player: equal before and after a refused action. */
export async function huntStateOf(t: TestApp, userId: string) {
  const hunter = await t.dataSource.query(
    `SELECT hunting_ground_id, next_hunt_ms, chrono_charges, chrono_recharge_ms, last_auto_hour, last_answer_ms FROM hunter WHERE user_id = $1`,
    [userId],
  );
  const journal = await t.dataSource.query(`SELECT id FROM journal_entry WHERE user_id = $1 ORDER BY id`, [userId]);
  const grimoire = await t.dataSource.query(`SELECT enemy_id, caught FROM grimoire_count WHERE user_id = $1 ORDER BY 1`, [userId]);
  const [{ xp }] = await t.dataSource.query(`SELECT xp::int FROM user_account WHERE id = $1`, [userId]);
  return { hunter, journal, grimoire, xp };
}

export async function journalCount(t: TestApp, userId: string, type?: number): Promise<number> {
  const [{ n }] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM journal_entry WHERE user_id = $1 AND ($2::int IS NULL OR type = $2)`,
    [userId, type ?? null],
  );
  return n;
}

export async function xpOf(t: TestApp, userId: string): Promise<number> {
  const [{ xp }] = await t.dataSource.query(`SELECT xp::int FROM user_account WHERE id = $1`, [userId]);
  return xp;
}

/**
 * A hunt answer's rounds and catch agree with the journal entry it wrote and the replay record stored with it:
 * rounds 1..n with n the engine's round count, all empty but the last, which holds the entry's ghost and strategy;
 * the catch decided as the result says. Refused hunts: no rounds, no catch.
 */
export async function expectRoundsOfEntry(t: TestApp, answer: HuntAnswerDto): Promise<void> {
  const entry = answer.journalEntry;
  if (!entry) {
    expect(answer.rounds).toEqual([]);
    expect(answer.catch).toBeNull();
    return;
  }
  const [row] = await t.dataSource.query(`SELECT replay FROM journal_entry WHERE id = $1`, [entry.id]);
  const n: number = row.replay.outcome.rounds;
  expect(n).toBeGreaterThanOrEqual(1);
  expect(answer.rounds.map((r) => r.round)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  for (const r of answer.rounds.slice(0, -1)) expect(r).toEqual({ round: r.round, enemy: null, strategy: null });
  const last = answer.rounds[n - 1];
  if (answer.huntResult === 'NoGhost') {
    expect(n).toBe(5);
    expect(last).toEqual({ round: 5, enemy: null, strategy: null });
    expect(answer.catch).toBeNull();
    return;
  }
  expect(last).toEqual({ round: n, enemy: { id: entry.enemy!.id, name: entry.enemy!.name }, strategy: entry.data.huntStrategy });
  const c = answer.catch!;
  const decided: Record<string, string> = {
    SuccessRegular: 'regular',
    SuccessMystic: 'mystic',
    GhostTooPowerful: 'escaped',
    NoSpecialBait: 'specialBait',
  };
  expect(c.decidedBy).toBe(decided[answer.huntResult]);
  if (c.decidedBy !== 'specialBait') expect(c.chanceBp).toBe(c.regularBp + Math.floor(((10_000 - c.regularBp) * c.mysticBp) / 10_000));
  if (c.power >= c.scareFactor && c.decidedBy !== 'specialBait') expect(c.regularBp).toBe(10_000);
}
