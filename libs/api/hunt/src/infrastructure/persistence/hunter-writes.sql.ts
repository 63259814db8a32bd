import { EntityManager } from 'typeorm';
import { PgNotification } from '@grimhunt/api-kernel';
import { HuntWrites, PlayerHuntWrites } from '../../application/ports/hunter.repository.port';
import { keepAnswer } from './hunter-rows';

/** The puzzle state to upsert, as the statements' `hunt_challenge` recordset (none: nothing to write). */
function challengeRows(w: HuntWrites) {
  const ch = w.challenge ?? null;
  return ch
    ? [
        {
          hunts: ch.hunts,
          window_ms: ch.windowStartedAt,
          challenge_id: ch.pending?.id ?? null,
          scene: ch.pending?.scene ?? null,
          wrong: ch.pending?.wrong ?? 0,
          locked_ms: ch.lockedUntil,
        },
      ]
    : [];
}

/**
 * Players' hunt rows in one statement (one player's for a hunt; a hunting party's: the sounder and the friends it took
 * along): journal, catches, missions, rank rewards, auto-hour claims, puzzle state and hunter row (request counter,
 * seed plan and party columns included). The statement also sends `notifications` (delivered when the transaction
 * commits).
 */
export async function writeHunts(m: EntityManager, all: PlayerHuntWrites[], notifications: readonly PgNotification[]): Promise<void> {
  if (all.length === 0 && notifications.length === 0) return;
  for (const { writes: w } of all) {
    if (w.requests && !w.state) throw new Error('the request counter is written with the hunter row');
    if ((w.seedPlanUsed != null || w.partyPossible != null || w.takenAlong) && !w.state)
      throw new Error('the seed plan and the party columns are written with the hunter row');
  }
  const journal = all.flatMap(({ userId, writes }) =>
    writes.journal.map((e) => ({
      id: e.id,
      user_id: userId,
      type: e.type,
      at_ms: e.at,
      enemy_id: e.enemyId,
      hunt_result: e.huntResult,
      strategy: e.strategy,
      seed: e.seed,
      xp: e.xp,
      currencies: e.currencies,
      loot: e.loot,
      data: e.data,
      replay: e.replay ?? null,
    })),
  );
  const catches = all.flatMap(({ userId, writes }) => writes.catches.map((enemyId) => ({ user_id: userId, enemy_id: enemyId })));
  const missions = all.flatMap(({ userId, writes }) =>
    writes.missions.map(({ mission: x }) => ({
      id: x.id,
      user_id: userId,
      seq: x.seq,
      hunting_ground_id: x.huntingGroundId,
      start_ms: x.startAt,
      end_ms: x.endAt,
      objectives: x.objectives,
      reward: x.reward,
      completed_ms: x.completedAt,
    })),
  );
  const ranks = all.flatMap(({ userId, writes }) => writes.rankRewards.map((r) => ({ user_id: userId, rank_id: r.rankId, at_ms: r.at })));
  const hours = all.flatMap(({ userId, writes }) =>
    writes.autoHours.map((a) => ({ user_id: userId, hour: a.hour, journal_id: a.journalId })),
  );
  const challenges = all.flatMap(({ userId, writes }) => challengeRows(writes).map((c) => ({ user_id: userId, ...c })));
  const states = all.flatMap(({ userId, writes: w }) =>
    w.state
      ? [
          {
            user_id: userId,
            hunting_ground_id: w.state.huntingGroundId,
            next_hunt_ms: w.state.nextHuntAt,
            chrono_charges: w.state.chrono.charges,
            chrono_recharge_ms: w.state.chrono.rechargeAt,
            last_auto_hour: w.state.lastAutoHour,
            last_answer: w.state.lastAnswer,
            last_answer_kind: w.state.lastAnswerKind,
            last_answer_ms: w.state.lastAnswerAt,
            hunt_requests: w.requests?.count ?? null,
            hunt_requests_window_ms: w.requests?.windowStart ?? null,
            seed_plan_used: w.seedPlanUsed ?? null,
            party_possible: w.partyPossible ?? null,
            taken_along: w.takenAlong ?? null,
          },
        ]
      : [],
  );
  // Each part is a no-op for an empty list. The puzzle row is written unless a puzzle was left pending since it was
  // read (by GET challenge on another process): that one stands. The hunter update is a data-modifying CTE (always
  // run to the end), the notifications a plain one, which PostgreSQL runs only when the statement reads it (and a
  // subquery in the update's WHERE would never run without a hunter row to update): the last SELECT reads both.
  await m.query(
    `WITH j AS (
       INSERT INTO journal_entry (id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data, replay)
       SELECT id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data, replay
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, user_id uuid, type smallint, at_ms bigint, enemy_id uuid, hunt_result text, strategy text,
                                                 seed bigint, xp integer, currencies jsonb, loot jsonb, data jsonb, replay jsonb)
     ), g AS (
       INSERT INTO grimoire_count (user_id, enemy_id, caught)
       SELECT user_id, enemy_id, count(*) FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, enemy_id uuid) GROUP BY user_id, enemy_id
       ON CONFLICT (user_id, enemy_id) DO UPDATE SET caught = grimoire_count.caught + EXCLUDED.caught
     ), mi AS (
       INSERT INTO mission (id, user_id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms)
       SELECT id, user_id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms
         FROM jsonb_to_recordset($3::jsonb) AS r(id uuid, user_id uuid, seq integer, hunting_ground_id uuid, start_ms bigint, end_ms bigint,
                                                 objectives jsonb, reward jsonb, completed_ms bigint)
       ON CONFLICT (id) DO UPDATE SET objectives = EXCLUDED.objectives, completed_ms = EXCLUDED.completed_ms WHERE mission.completed_ms IS NULL
     ), rr AS (
       INSERT INTO hunter_rank_reward (user_id, rank_id, at_ms)
       SELECT user_id, rank_id, at_ms FROM jsonb_to_recordset($4::jsonb) AS r(user_id uuid, rank_id uuid, at_ms bigint) ON CONFLICT DO NOTHING
     ), ah AS (
       INSERT INTO auto_hunt (user_id, hour, journal_id)
       SELECT user_id, hour, journal_id FROM jsonb_to_recordset($5::jsonb) AS r(user_id uuid, hour bigint, journal_id uuid) ON CONFLICT DO NOTHING
     ), hc AS (
       INSERT INTO hunt_challenge (user_id, hunts, window_started_at, challenge_id, scene, wrong, locked_until)
       SELECT user_id, hunts, to_timestamp(window_ms / 1000.0), challenge_id, scene, wrong, to_timestamp(locked_ms / 1000.0)
         FROM jsonb_to_recordset($7::jsonb) AS r(user_id uuid, hunts int, window_ms bigint, challenge_id uuid, scene jsonb, wrong int, locked_ms bigint)
       ON CONFLICT (user_id) DO UPDATE SET hunts = EXCLUDED.hunts, window_started_at = EXCLUDED.window_started_at, challenge_id = EXCLUDED.challenge_id,
              scene = EXCLUDED.scene, wrong = EXCLUDED.wrong, locked_until = EXCLUDED.locked_until
        WHERE hunt_challenge.challenge_id IS NULL
     ), h AS (
       UPDATE hunter SET hunting_ground_id = s.hunting_ground_id, next_hunt_ms = s.next_hunt_ms, chrono_charges = s.chrono_charges,
              chrono_recharge_ms = s.chrono_recharge_ms, last_auto_hour = s.last_auto_hour, last_answer = ${keepAnswer('s.last_answer', 's.last_answer_ms')},
              last_answer_kind = s.last_answer_kind, last_answer_ms = s.last_answer_ms, hunt_requests = coalesce(s.hunt_requests, hunter.hunt_requests),
              hunt_requests_window_ms = coalesce(s.hunt_requests_window_ms, hunter.hunt_requests_window_ms),
              seed_plan = CASE WHEN s.seed_plan_used IS NULL THEN hunter.seed_plan ELSE jsonb_set(hunter.seed_plan, '{used}', to_jsonb(s.seed_plan_used)) END,
              party_possible = coalesce(s.party_possible, hunter.party_possible), taken_along = coalesce(s.taken_along, hunter.taken_along)
         FROM jsonb_to_recordset($6::jsonb) AS s(user_id uuid, hunting_ground_id uuid, next_hunt_ms bigint, chrono_charges integer, chrono_recharge_ms bigint,
                                                 last_auto_hour bigint, last_answer jsonb, last_answer_kind text, last_answer_ms bigint, hunt_requests integer,
                                                 hunt_requests_window_ms bigint, seed_plan_used integer, party_possible boolean, taken_along jsonb)
        WHERE hunter.user_id = s.user_id RETURNING 1
     ), n AS (SELECT pg_notify(channel, payload) FROM unnest($8::text[], $9::text[]) AS n(channel, payload))
     SELECT (SELECT count(*) FROM h) AS hunters, (SELECT count(*) FROM n) AS notified`,
    [
      JSON.stringify(journal),
      JSON.stringify(catches),
      JSON.stringify(missions),
      JSON.stringify(ranks),
      JSON.stringify(hours),
      JSON.stringify(states),
      JSON.stringify(challenges),
      notifications.map((n) => n.channel),
      notifications.map((n) => n.payload),
    ],
  );
}
