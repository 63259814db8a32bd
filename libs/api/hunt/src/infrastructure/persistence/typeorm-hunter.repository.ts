import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { Hunter, HunterRepository, HuntWrites, LockedHunter, NewHunter } from '../../application/ports/hunter.repository.port';
import { Mission } from '../../domain/mission';
import { ChallengeScene, HuntChallengeState } from '@grimhunt/api-puzzle';
import { ReplayContext } from '../../domain/hunt-replay';
import { UnknownHunterError } from '../../domain/hunt.errors';
import { StoredAnswer } from '../../domain/hunter.entity';
import { SeedPlan } from '../../domain/seed-plan';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { DB_NOW_MS, num } from './sql';

interface HunterRow {
  user_id: string;
  hunting_ground_id: string | null;
  next_hunt_ms: string;
  chrono_charges: number;
  chrono_recharge_ms: string | null;
  last_auto_hour: string;
  last_answer: StoredAnswer | null;
  last_answer_kind: string | null;
  last_answer_ms: string | null;
  now_ms?: number;
  mission?: {
    id: string;
    seq: number;
    hunting_ground_id: string | null;
    start_ms: number;
    end_ms: number;
    objectives: Mission['objectives'];
    reward: Mission['reward'];
    completed_ms: number | null;
  } | null;
  ranks?: string[] | null;
  hunt_requests?: number;
  hunt_requests_window_ms?: string;
  seed_plan?: SeedPlan | null;
  party_possible?: boolean;
  taken_along?: TakenAlongRecord | null;
  last_active_ms?: string;
  seance_maps?: number;
  challenge?: {
    hunts: number;
    window_ms: number;
    challenge_id: string | null;
    scene: ChallengeScene | null;
    wrong: number;
    locked_ms: number | null;
  } | null;
}

const COLUMNS = `user_id, hunting_ground_id, next_hunt_ms, chrono_charges, chrono_recharge_ms, last_auto_hour, last_answer, last_answer_kind, last_answer_ms`;

function toHunter(row: HunterRow): Hunter {
  return {
    userId: row.user_id,
    huntingGroundId: row.hunting_ground_id,
    nextHuntAt: Number(row.next_hunt_ms),
    chrono: { charges: row.chrono_charges, rechargeAt: num(row.chrono_recharge_ms) },
    lastAutoHour: Number(row.last_auto_hour),
    lastAnswer: row.last_answer,
    lastAnswerKind: row.last_answer_kind,
    lastAnswerAt: num(row.last_answer_ms),
  };
}

/** A player's last own HUNT press: the stored answer of a sounded manual hunt, or the request counter's minute. */
const LAST_ACTIVE = `greatest(coalesce(last_answer_ms, 0), coalesce(hunt_requests_window_ms, 0))`;

/** The hunter row with everything a hunt reads of the hunt's own rows (correlated on the row's user id). */
const LOCKED_COLUMNS = `${COLUMNS}, ${DB_NOW_MS} AS now_ms,
        (SELECT to_jsonb(x) FROM (SELECT id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms
                                    FROM mission WHERE mission.user_id = hunter.user_id ORDER BY seq DESC LIMIT 1) x) AS mission,
        ARRAY(SELECT rank_id::text FROM hunter_rank_reward WHERE hunter_rank_reward.user_id = hunter.user_id) AS ranks,
        hunt_requests, hunt_requests_window_ms, seed_plan, party_possible, taken_along, ${LAST_ACTIVE} AS last_active_ms, seance_maps,
        (SELECT to_jsonb(c) FROM (SELECT hunts, (extract(epoch FROM window_started_at) * 1000)::bigint AS window_ms, challenge_id, scene, wrong,
                                         (extract(epoch FROM locked_until) * 1000)::bigint AS locked_ms
                                    FROM hunt_challenge WHERE hunt_challenge.user_id = hunter.user_id) c) AS challenge`;

function toLocked(row: HunterRow): LockedHunter {
  const mission = row.mission
    ? {
        id: row.mission.id,
        seq: row.mission.seq,
        huntingGroundId: row.mission.hunting_ground_id,
        startAt: Number(row.mission.start_ms),
        endAt: Number(row.mission.end_ms),
        objectives: row.mission.objectives,
        reward: row.mission.reward,
        completedAt: row.mission.completed_ms === null ? null : Number(row.mission.completed_ms),
      }
    : null;
  const c = row.challenge;
  const challenge: HuntChallengeState | null = c
    ? {
        hunts: c.hunts,
        windowStartedAt: Number(c.window_ms),
        lockedUntil: c.locked_ms === null ? null : Number(c.locked_ms),
        pending: c.challenge_id && c.scene ? { id: c.challenge_id, scene: c.scene, wrong: c.wrong } : null,
      }
    : null;
  return {
    hunter: toHunter(row),
    now: Number(row.now_ms),
    mission,
    claimedRankIds: row.ranks ?? [],
    requests: { windowStart: Number(row.hunt_requests_window_ms ?? 0), count: row.hunt_requests ?? 0 },
    challenge,
    seedPlan: row.seed_plan ?? null,
    partyPossible: row.party_possible ?? false,
    takenAlong: row.taken_along ?? null,
    lastActiveAt: Number(row.last_active_ms ?? 0),
    seanceMaps: row.seance_maps ?? 0,
  };
}

/** The `hunter` row of a player (created lazily with the starting ground, which also counts as visited). */
@Injectable()
export class TypeOrmHunterRepository implements HunterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  /**
   * The hunt's lock order: the account row, then the hunter row. The account is locked first (FOR KEY SHARE, the lock
   * the foreign key's check would take only after the insert): otherwise a first read making the row outside a
   * transaction holds the new hunter row while it waits on a hunt that holds the account and makes the same row, and
   * PostgreSQL ends one of them as a deadlock (a 500 for the read). No account (deleted while its token was still
   * honoured): no hunter row can exist.
   */
  private async create(m: EntityManager, userId: string, init: NewHunter): Promise<void> {
    const [{ accounts }]: { accounts: number }[] = await m.query(
      `WITH account AS (SELECT id FROM user_account WHERE id = $1 FOR KEY SHARE), created AS (
         INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour) SELECT id, $2, $3 FROM account
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id, hunting_ground_id
       ), visit AS (
         INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
         SELECT user_id, hunting_ground_id, 0, ${DB_NOW_MS} FROM created WHERE hunting_ground_id IS NOT NULL
         ON CONFLICT DO NOTHING
       )
       SELECT count(*)::int AS accounts FROM account`,
      [userId, init.huntingGroundId, init.lastAutoHour],
    );
    if (accounts === 0) throw new UnknownHunterError();
  }

  async lockOrCreate(tx: Tx, userId: string, init: NewHunter): Promise<{ hunter: Hunter; now: number }> {
    const m = unwrapTx(tx);
    const select = `SELECT ${COLUMNS}, ${DB_NOW_MS} AS now_ms FROM hunter WHERE user_id = $1 FOR UPDATE`;
    let rows: HunterRow[] = await m.query(select, [userId]);
    if (!rows[0]) {
      await this.create(m, userId, init);
      rows = await m.query(select, [userId]);
    }
    return { hunter: toHunter(rows[0]), now: Number(rows[0].now_ms) };
  }

  async lockForHunt(tx: Tx, userId: string, init: NewHunter): Promise<LockedHunter> {
    const m = unwrapTx(tx);
    const select = `SELECT ${LOCKED_COLUMNS} FROM hunter WHERE user_id = $1 FOR UPDATE OF hunter`;
    let rows: HunterRow[] = await m.query(select, [userId]);
    if (!rows[0]) {
      await this.create(m, userId, init);
      rows = await m.query(select, [userId]);
    }
    return toLocked(rows[0]);
  }

  async lockParty(tx: Tx, userIds: string[], groundIds: string[], activeWindowMs: number, limit: number): Promise<LockedHunter[]> {
    if (userIds.length === 0 || groundIds.length === 0) return [];
    // SKIP LOCKED: a friend whose row another transaction holds (their own hunt, a friend's party) is left out, never
    // waited for. The newest active first.
    const rows: HunterRow[] = await unwrapTx(tx).query(
      `SELECT ${LOCKED_COLUMNS} FROM hunter
        WHERE user_id = ANY($1::uuid[]) AND hunting_ground_id = ANY($2::uuid[]) AND next_hunt_ms <= ${DB_NOW_MS}
          AND ${LAST_ACTIVE} >= ${DB_NOW_MS} - $3
        ORDER BY ${LAST_ACTIVE} DESC, user_id LIMIT $4
        FOR UPDATE OF hunter SKIP LOCKED`,
      [userIds, groundIds, activeWindowMs, limit],
    );
    return rows.map(toLocked);
  }

  async markPartyPossible(tx: Tx, userIds: string[], init: NewHunter): Promise<void> {
    if (userIds.length === 0) return;
    // In id order, so two of these never lock the same rows in opposite orders. A new row counts its ground as visited.
    await unwrapTx(tx).query(
      `WITH marked AS (
         INSERT INTO hunter (user_id, hunting_ground_id, last_auto_hour, party_possible)
         SELECT id, $2, $3, true FROM unnest($1::uuid[]) AS id ORDER BY id
         ON CONFLICT (user_id) DO UPDATE SET party_possible = true
         RETURNING user_id, hunting_ground_id, (xmax = 0) AS created
       )
       INSERT INTO hunter_ground_visit (user_id, hunting_ground_id, paid, at_ms)
       SELECT user_id, hunting_ground_id, 0, ${DB_NOW_MS} FROM marked WHERE created AND hunting_ground_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [[...new Set(userIds)].sort(), init.huntingGroundId, init.lastAutoHour],
    );
  }

  async adjustSeanceMaps(tx: Tx, userIds: string[], delta: number): Promise<void> {
    if (userIds.length === 0 || delta === 0) return;
    await unwrapTx(tx).query(`UPDATE hunter SET seance_maps = greatest(0, seance_maps + $2::int) WHERE user_id = ANY($1::uuid[])`, [
      userIds,
      delta,
    ]);
  }

  async write(tx: Tx, userId: string, w: HuntWrites): Promise<void> {
    const journal = w.journal.map((e) => ({
      id: e.id,
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
    }));
    const missions = w.missions.map(({ mission: x, isNew }) => ({
      id: x.id,
      seq: x.seq,
      hunting_ground_id: x.huntingGroundId,
      start_ms: x.startAt,
      end_ms: x.endAt,
      objectives: x.objectives,
      reward: x.reward,
      completed_ms: x.completedAt,
      is_new: isNew,
    }));
    const s = w.state;
    const r = w.requests ?? null;
    if (r && !s) throw new Error('the request counter is written with the hunter row');
    const planUsed = w.seedPlanUsed ?? null;
    if (planUsed !== null && !s) throw new Error('the seed plan is written with the hunter row');
    const party = w.partyPossible ?? null;
    const takenAlong = w.takenAlong ?? null;
    if ((party !== null || takenAlong) && !s) throw new Error('the party columns are written with the hunter row');
    const ch = w.challenge ?? null;
    const challenge = ch
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
    // One statement for every row of the hunt's own tables. Each part is a no-op for an empty list; the hunter row
    // is updated only when $2 is true. The puzzle row is written unless a puzzle was left pending since it was read
    // (by GET challenge on another process): that one stands.
    await unwrapTx(tx).query(
      `WITH j AS (
         INSERT INTO journal_entry (id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data, replay)
         SELECT id, $1, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data, replay
           FROM jsonb_to_recordset($3::jsonb) AS r(id uuid, type smallint, at_ms bigint, enemy_id uuid, hunt_result text, strategy text, seed bigint,
                                                   xp integer, currencies jsonb, loot jsonb, data jsonb, replay jsonb)
       ), g AS (
         INSERT INTO grimoire_count (user_id, enemy_id, caught)
         SELECT $1::uuid, e, count(*) FROM unnest($4::uuid[]) AS e GROUP BY e
         ON CONFLICT (user_id, enemy_id) DO UPDATE SET caught = grimoire_count.caught + EXCLUDED.caught
       ), mi AS (
         INSERT INTO mission (id, user_id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms)
         SELECT id, $1, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms
           FROM jsonb_to_recordset($5::jsonb) AS r(id uuid, seq integer, hunting_ground_id uuid, start_ms bigint, end_ms bigint, objectives jsonb,
                                                   reward jsonb, completed_ms bigint, is_new boolean)
         ON CONFLICT (id) DO UPDATE SET objectives = EXCLUDED.objectives, completed_ms = EXCLUDED.completed_ms WHERE mission.completed_ms IS NULL
       ), rr AS (
         INSERT INTO hunter_rank_reward (user_id, rank_id, at_ms)
         SELECT $1::uuid, rank_id, at_ms FROM jsonb_to_recordset($6::jsonb) AS r(rank_id uuid, at_ms bigint) ON CONFLICT DO NOTHING
       ), ah AS (
         INSERT INTO auto_hunt (user_id, hour, journal_id)
         SELECT $1::uuid, hour, journal_id FROM jsonb_to_recordset($7::jsonb) AS r(hour bigint, journal_id uuid) ON CONFLICT DO NOTHING
       ), hc AS (
         INSERT INTO hunt_challenge (user_id, hunts, window_started_at, challenge_id, scene, wrong, locked_until)
         SELECT $1::uuid, hunts, to_timestamp(window_ms / 1000.0), challenge_id, scene, wrong, to_timestamp(locked_ms / 1000.0)
           FROM jsonb_to_recordset($18::jsonb) AS r(hunts int, window_ms bigint, challenge_id uuid, scene jsonb, wrong int, locked_ms bigint)
         ON CONFLICT (user_id) DO UPDATE SET hunts = EXCLUDED.hunts, window_started_at = EXCLUDED.window_started_at, challenge_id = EXCLUDED.challenge_id,
                scene = EXCLUDED.scene, wrong = EXCLUDED.wrong, locked_until = EXCLUDED.locked_until
          WHERE hunt_challenge.challenge_id IS NULL
       )
       UPDATE hunter SET hunting_ground_id = $8, next_hunt_ms = $9, chrono_charges = $10, chrono_recharge_ms = $11, last_auto_hour = $12,
              last_answer = $13, last_answer_kind = $14, last_answer_ms = $15,
              hunt_requests = coalesce($16, hunt_requests), hunt_requests_window_ms = coalesce($17, hunt_requests_window_ms),
              seed_plan = CASE WHEN $19::int IS NULL THEN seed_plan ELSE jsonb_set(seed_plan, '{used}', to_jsonb($19::int)) END,
              party_possible = coalesce($20, party_possible), taken_along = coalesce($21::jsonb, taken_along)
        WHERE user_id = $1 AND $2`,
      [
        userId,
        s !== null,
        JSON.stringify(journal),
        w.catches,
        JSON.stringify(missions),
        JSON.stringify(w.rankRewards.map((r) => ({ rank_id: r.rankId, at_ms: r.at }))),
        JSON.stringify(w.autoHours.map((a) => ({ hour: a.hour, journal_id: a.journalId }))),
        s?.huntingGroundId ?? null,
        s?.nextHuntAt ?? 0,
        s?.chrono.charges ?? 0,
        s?.chrono.rechargeAt ?? null,
        s?.lastAutoHour ?? 0,
        s?.lastAnswer ? JSON.stringify(s.lastAnswer) : null,
        s?.lastAnswerKind ?? null,
        s?.lastAnswerAt ?? null,
        r?.count ?? null,
        r?.windowStart ?? null,
        JSON.stringify(challenge),
        planUsed,
        party,
        takenAlong ? JSON.stringify(takenAlong) : null,
      ],
    );
  }

  async writeMany(tx: Tx, all: { userId: string; writes: HuntWrites }[]): Promise<void> {
    if (all.length === 0) return;
    for (const { writes: w } of all) {
      if (w.requests || w.challenge) throw new Error('writeMany is for hunts without an admission (no request counter, no puzzle state)');
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
              seed_plan_used: w.seedPlanUsed ?? null,
              party_possible: w.partyPossible ?? null,
              taken_along: w.takenAlong ?? null,
            },
          ]
        : [],
    );
    // The same rows as `write`, for several players in one statement (a hunting party's friends).
    await unwrapTx(tx).query(
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
       )
       UPDATE hunter SET hunting_ground_id = s.hunting_ground_id, next_hunt_ms = s.next_hunt_ms, chrono_charges = s.chrono_charges,
              chrono_recharge_ms = s.chrono_recharge_ms, last_auto_hour = s.last_auto_hour, last_answer = s.last_answer,
              last_answer_kind = s.last_answer_kind, last_answer_ms = s.last_answer_ms,
              seed_plan = CASE WHEN s.seed_plan_used IS NULL THEN hunter.seed_plan ELSE jsonb_set(hunter.seed_plan, '{used}', to_jsonb(s.seed_plan_used)) END,
              party_possible = coalesce(s.party_possible, hunter.party_possible), taken_along = coalesce(s.taken_along, hunter.taken_along)
         FROM jsonb_to_recordset($6::jsonb) AS s(user_id uuid, hunting_ground_id uuid, next_hunt_ms bigint, chrono_charges integer,
                                                 chrono_recharge_ms bigint, last_auto_hour bigint, last_answer jsonb, last_answer_kind text,
                                                 last_answer_ms bigint, seed_plan_used integer, party_possible boolean, taken_along jsonb)
        WHERE hunter.user_id = s.user_id`,
      [
        JSON.stringify(journal),
        JSON.stringify(catches),
        JSON.stringify(missions),
        JSON.stringify(ranks),
        JSON.stringify(hours),
        JSON.stringify(states),
      ],
    );
  }

  async storeContext(id: string, catalogueVersion: string, context: ReplayContext): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO hunt_replay_context (id, catalogue_version, ground, enemies) VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT (id) DO NOTHING`,
      [id, catalogueVersion, JSON.stringify(context.ground), JSON.stringify(context.enemies)],
    );
  }

  async findOrCreate(userId: string, init: NewHunter): Promise<Hunter> {
    const found = await this.find(userId);
    if (found) return found;
    await this.create(this.dataSource.manager, userId, init);
    return (await this.find(userId))!;
  }

  async find(userId: string, tx?: Tx): Promise<Hunter | null> {
    const rows: HunterRow[] = await this.m(tx).query(`SELECT ${COLUMNS} FROM hunter WHERE user_id = $1`, [userId]);
    return rows[0] ? toHunter(rows[0]) : null;
  }

  async findMany(userIds: string[]): Promise<Hunter[]> {
    if (userIds.length === 0) return [];
    const rows: HunterRow[] = await this.m().query(`SELECT ${COLUMNS} FROM hunter WHERE user_id = ANY($1::uuid[])`, [userIds]);
    return rows.map(toHunter);
  }

  async save(tx: Tx, hunter: Hunter): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE hunter SET hunting_ground_id = $2, next_hunt_ms = $3, chrono_charges = $4, chrono_recharge_ms = $5, last_auto_hour = $6,
              last_answer = $7, last_answer_kind = $8, last_answer_ms = $9
        WHERE user_id = $1`,
      [
        hunter.userId,
        hunter.huntingGroundId,
        hunter.nextHuntAt,
        hunter.chrono.charges,
        hunter.chrono.rechargeAt,
        hunter.lastAutoHour,
        hunter.lastAnswer === null ? null : JSON.stringify(hunter.lastAnswer),
        hunter.lastAnswerKind,
        hunter.lastAnswerAt,
      ],
    );
  }
}
