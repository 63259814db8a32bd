import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MISSION_DURATION_MS, MISSION_PAUSE_MS } from '@grimhunt/contracts';
import { Rng, RNG, Tx } from '@grimhunt/api-kernel';
import { Mission, missionPhase, nextMissionStart, planMission } from '../domain/mission';
import { HuntCatalogue } from './hunt-catalogue';
import { MISSION_REPOSITORY, MissionRepository } from './ports/mission.repository.port';

/** Mission generation (lazy) and lookup. Callers hold the player's lock when they may generate. */
@Injectable()
export class MissionService {
  constructor(
    @Inject(MISSION_REPOSITORY) private readonly missions: MissionRepository,
    @Inject(RNG) private readonly rng: Rng,
  ) {}

  /** The ground new missions are generated on: the forced one (ForceMissionHuntingGround) or the player's. */
  missionGround(catalogue: HuntCatalogue, playerGroundId: string | null) {
    return catalogue.forcedMissionGround() ?? catalogue.ground(playerGroundId);
  }

  /** True when `latest` is over (or missing) and a next mission should be generated. */
  needsNext(latest: Mission | null, now: number): boolean {
    return !latest || missionPhase(latest, now) === 'over';
  }

  /**
   * The next mission after `latest` (no database access; the caller stores it), or null when no mission can be
   * generated (no ground with ghosts).
   */
  plan(catalogue: HuntCatalogue, playerGroundId: string | null, now: number, latest: Mission | null): Mission | null {
    const ground = this.missionGround(catalogue, playerGroundId);
    if (!ground) return null;
    const plan = planMission(catalogue.groundDef(ground), catalogue.enemies(), (n) => Math.floor(this.rng.next() * n));
    if (!plan) return null;
    const startAt = nextMissionStart(latest, now, MISSION_PAUSE_MS);
    return {
      id: randomUUID(),
      seq: (latest?.seq ?? 0) + 1,
      huntingGroundId: ground.id,
      startAt,
      endAt: startAt + MISSION_DURATION_MS,
      objectives: plan.objectives,
      reward: plan.reward,
      completedAt: null,
    };
  }

  /**
   * The player's current mission (active or waiting), generating the next one when the last is over; null when
   * no mission can be generated (no ground with ghosts). Run inside a transaction holding the player's lock.
   */
  async current(tx: Tx, userId: string, now: number, catalogue: HuntCatalogue, playerGroundId: string | null): Promise<Mission | null> {
    const latest = await this.missions.latest(userId, tx);
    if (!this.needsNext(latest, now)) return latest;
    const mission = this.plan(catalogue, playerGroundId, now, latest);
    if (!mission) return null;
    if (await this.missions.insert(tx, userId, mission)) return mission;
    return this.missions.latest(userId, tx);
  }
}
