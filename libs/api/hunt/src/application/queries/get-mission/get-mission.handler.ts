import { Inject, Injectable } from '@nestjs/common';
import { MISSION_MESSAGES, MissionDto } from '@grimhunt/contracts';
import { CLOCK, Clock, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PlayerLock } from '@grimhunt/api-economy';
import { Mission, missionPhase } from '../../../domain/mission';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { MissionService } from '../../mission.service';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';
import { MISSION_REPOSITORY, MissionRepository } from '../../ports/mission.repository.port';
import { HUNT_UNIT_OF_WORK } from '../../ports/hunt-unit-of-work.port';

/**
 * `GET /api/ClientMission`: suspended when the setting MissionsEnabled is not 'true'; otherwise the
 * current mission, active (objectives, end countdown) or waiting (start countdown), generated lazily under the
 * player's lock when the last one is over; 'none' when no mission can be generated.
 */
@Injectable()
export class GetMissionHandler {
  constructor(
    @Inject(HUNT_UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MISSION_REPOSITORY) private readonly missions: MissionRepository,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly missionService: MissionService,
    private readonly loader: HuntLoader,
    private readonly players: PlayerLock,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<MissionDto> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    let now = this.clock.now().getTime();
    if (!catalogue.missionsEnabled()) return this.empty('suspended', now, MISSION_MESSAGES.suspended);
    let mission = await this.missions.latest(userId);
    if (this.missionService.needsNext(mission, now)) {
      const generated = await this.uow.run(async (tx) => {
        await this.players.lock(tx, userId);
        const locked = await this.hunters.lockOrCreate(tx, userId, this.loader.newHunter(catalogue));
        return {
          mission: await this.missionService.current(tx, userId, locked.now, catalogue, locked.hunter.huntingGroundId),
          now: locked.now,
        };
      });
      mission = generated.mission;
      now = Math.max(now, generated.now);
    }
    if (!mission || missionPhase(mission, now) === 'over') return this.empty('none', now, MISSION_MESSAGES.newMissionSoon);
    return this.toDto(mission, now, catalogue);
  }

  private empty(state: 'suspended' | 'none', now: number, message: string): MissionDto {
    return {
      state,
      startTimstamp: null,
      endTimestamp: null,
      objectives: [],
      reward: { currencyEntries: [] },
      missionsDisabled: state === 'suspended',
      currentTimeStamp: now,
      huntingGround: null,
      message,
    };
  }

  private toDto(mission: Mission, now: number, catalogue: HuntCatalogue): MissionDto {
    const ground = catalogue.ground(mission.huntingGroundId);
    return {
      state: missionPhase(mission, now) === 'waiting' ? 'waiting' : 'active',
      startTimstamp: mission.startAt,
      endTimestamp: mission.endAt,
      objectives: mission.objectives.flatMap((o) => {
        const enemy = catalogue.enemy(o.enemyId);
        return enemy ? [{ enemy: catalogue.clientEnemy(enemy), caught: o.caught, goal: o.goal }] : [];
      }),
      reward: { currencyEntries: mission.reward.map((r) => catalogue.currencyEntry(r.name, r.value)) },
      missionsDisabled: false,
      currentTimeStamp: now,
      huntingGround: ground ? { id: ground.id, name: ground.name } : null,
      message: null,
    };
  }
}
