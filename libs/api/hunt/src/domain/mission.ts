import { EnemyDef, GroundDef } from './hunt.types';

/**
 * Missions: per player, one after another. A mission names up to three ghosts of one hunting
 * ground with a goal each; catching them anywhere counts while the mission runs. Completing every goal pays the
 * reward once; the next mission starts after a pause, or after the end of an expired one.
 */
export interface MissionObjective {
  enemyId: string;
  goal: number;
  caught: number;
}

export interface Mission {
  id: string;
  seq: number;
  huntingGroundId: string | null;
  startAt: number;
  endAt: number;
  objectives: MissionObjective[];
  /** Currency short name -> amount. */
  reward: { name: string; value: number }[];
  completedAt: number | null;
}

export type MissionPhase = 'active' | 'waiting' | 'over';

export const MAX_OBJECTIVES = 3;
export const MAX_GOAL = 5;
export const MIN_MISSION_GOLD = 50;
/**
 * Ghosts with less than this share of the roll space (basis points: 5 %) are left out of missions when the ground has
 * others: a casual player should not wait weeks for a boss to show up.
 */
export const MIN_MISSION_SHARE_BP = 500;

export function missionPhase(mission: Mission, now: number): MissionPhase {
  if (mission.completedAt !== null || now >= mission.endAt) return 'over';
  if (now < mission.startAt) return 'waiting';
  return 'active';
}

/** When the mission after `previous` starts (never before `now`). */
export function nextMissionStart(previous: Mission | null, now: number, pauseMs: number): number {
  if (!previous) return now;
  return Math.max(now, (previous.completedAt ?? previous.endAt) + pauseMs);
}

/**
 * Objectives and reward of a new mission on a ground: ghosts of its tables that can always be met (visible, not
 * special, not midnight-only) and come at least MIN_MISSION_SHARE_BP of the time (all of them when none does),
 * picked with `pick(n)` (a whole number in [0, n)). The goal follows how often the ghost
 * comes (its share of the roll space, times 10 hunts), 1 to 5; the reward is twice the gold of the goals, at least 50.
 */
export function planMission(
  ground: GroundDef,
  enemies: ReadonlyMap<string, EnemyDef>,
  pick: (n: number) => number,
): { objectives: MissionObjective[]; reward: { name: string; value: number }[] } | null {
  const width = new Map<string, number>();
  for (const table of ground.tables) {
    for (const entry of table.entries) {
      const enemy = enemies.get(entry.enemyId);
      if (!enemy || !enemy.visible || enemy.specialGhost || enemy.midnightGhost) continue;
      if (enemy.hasPopulation && enemy.population <= 0) continue;
      const w = Math.max(0, entry.rangeMax - entry.rangeMin + 1);
      if (w > 0) width.set(enemy.id, (width.get(enemy.id) ?? 0) + w);
    }
  }
  const all = [...width.keys()].sort();
  if (all.length === 0) return null;
  const common = all.filter((id) => (width.get(id) ?? 0) >= MIN_MISSION_SHARE_BP);
  const candidates = common.length > 0 ? common : all;
  const objectives: MissionObjective[] = [];
  const count = Math.min(MAX_OBJECTIVES, candidates.length);
  for (let i = 0; i < count; i++) {
    const [enemyId] = candidates.splice(pick(candidates.length) % candidates.length, 1);
    const goal = Math.max(1, Math.min(MAX_GOAL, Math.floor(((width.get(enemyId) ?? 0) * 10) / 10_000)));
    objectives.push({ enemyId, goal, caught: 0 });
  }
  let gold = 0;
  for (const o of objectives) {
    const enemyGold = enemies.get(o.enemyId)?.currencies.find((c) => c.name === 'gold')?.value ?? 0;
    gold += o.goal * enemyGold * 2;
  }
  return { objectives, reward: [{ name: 'gold', value: Math.max(MIN_MISSION_GOLD, gold) }] };
}

/** A catch of `enemyId` at `now`: the new objectives, whether they changed, and whether the mission is now complete. */
export function recordCatch(
  mission: Mission,
  enemyId: string,
  now: number,
): { objectives: MissionObjective[]; changed: boolean; completed: boolean } {
  if (missionPhase(mission, now) !== 'active') return { objectives: mission.objectives, changed: false, completed: false };
  let changed = false;
  const objectives = mission.objectives.map((o) => {
    if (o.enemyId !== enemyId || o.caught >= o.goal) return o;
    changed = true;
    return { ...o, caught: o.caught + 1 };
  });
  return { objectives, changed, completed: changed && objectives.every((o) => o.caught >= o.goal) };
}
