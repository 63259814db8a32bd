import { Hunter, LockedHunter } from '../../application/ports/hunter.repository.port';
import { Mission } from '../../domain/mission';
import { ChallengeScene, HuntChallengeState } from '@grimhunt/api-puzzle';
import { StoredAnswer } from '../../domain/hunter.entity';
import { SeedPlan } from '../../domain/seed-plan';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { DB_NOW_MS, num } from './sql';

/** A `hunter` row as the repository's statements read it, with the hunt's own rows a hunt's lock reads beside it. */
export interface HunterRow {
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

/**
 * How old a stored answer may be and still be read (database time). The answer (about 1.7 KB of jsonb) matters only
 * to a repeat of the hunt that stored it, within HUNT_REPEAT_WINDOW_MS (2 s) of that hunt's request; older, it is
 * left in the row and not read (nearly every hunt and every player view), which spares PostgreSQL and the API the
 * bytes and their parsing. A minute leaves room for a repeat that waited for the lock of the hunt it repeats; one that
 * waited longer than that answers as a new request (on cooldown) instead of repeating. Writes keep the stored answer
 * when they carry the same `last_answer_ms` (`KEEP_ANSWER`), so a row read without its answer never erases it.
 */
export const ANSWER_READ_WINDOW_MS = 60_000;

export const COLUMNS = `user_id, hunting_ground_id, next_hunt_ms, chrono_charges, chrono_recharge_ms, last_auto_hour,
  CASE WHEN last_answer_ms > ${DB_NOW_MS} - ${ANSWER_READ_WINDOW_MS} THEN last_answer END AS last_answer, last_answer_kind, last_answer_ms`;

/**
 * The stored answer a hunter row's update writes, given the new `answer` and its time `answerMs` (SQL expressions): the
 * new one when the time changed (a new answer, or none), else the one already stored (a row read without it).
 */
export function keepAnswer(answer: string, answerMs: string): string {
  return `CASE WHEN ${answerMs} IS NOT DISTINCT FROM hunter.last_answer_ms THEN hunter.last_answer ELSE ${answer} END`;
}

export function toHunter(row: HunterRow): Hunter {
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
export const LAST_ACTIVE = `greatest(coalesce(last_answer_ms, 0), coalesce(hunt_requests_window_ms, 0))`;

/** The hunter row with everything a hunt reads of the hunt's own rows (correlated on the row's user id). */
export const LOCKED_COLUMNS = `${COLUMNS}, ${DB_NOW_MS} AS now_ms,
        (SELECT to_jsonb(x) FROM (SELECT id, seq, hunting_ground_id, start_ms, end_ms, objectives, reward, completed_ms
                                    FROM mission WHERE mission.user_id = hunter.user_id ORDER BY seq DESC LIMIT 1) x) AS mission,
        ARRAY(SELECT rank_id::text FROM hunter_rank_reward WHERE hunter_rank_reward.user_id = hunter.user_id) AS ranks,
        hunt_requests, hunt_requests_window_ms, seed_plan, party_possible, taken_along, ${LAST_ACTIVE} AS last_active_ms, seance_maps,
        (SELECT to_jsonb(c) FROM (SELECT hunts, (extract(epoch FROM window_started_at) * 1000)::bigint AS window_ms, challenge_id, scene, wrong,
                                         (extract(epoch FROM locked_until) * 1000)::bigint AS locked_ms
                                    FROM hunt_challenge WHERE hunt_challenge.user_id = hunter.user_id) c) AS challenge`;

export function toLocked(row: HunterRow): LockedHunter {
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
