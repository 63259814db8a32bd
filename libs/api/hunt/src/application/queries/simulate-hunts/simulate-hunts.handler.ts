import { Inject, Injectable } from '@nestjs/common';
import {
  HuntSimulationRequest,
  HuntSimulationResultDto,
  JOURNAL_TYPES,
  LootSimulationResultDto,
  SIMULATION_DEFAULT_HUNTS,
  SIMULATION_MAX_HUNTS,
  SIMULATION_MIN_HUNTS,
} from '@grimhunt/contracts';
import { CLOCK, Clock, Rng, RNG } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { SimulatedHunt, summariseLootSimulation, summariseSimulation } from '../../../domain/admin-reports';
import { resolveHunt } from '../../../domain/hunt-engine';
import { InvalidSimulationError, UnknownHunterError } from '../../../domain/hunt.errors';
import { freshSeed } from '../../hunt-pipeline/hunt-context';
import { HuntCatalogue } from '../../hunt-catalogue';
import { LoadoutReader } from '../../loadout.reader';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';

/**
 * `POST /api/admin/hunt/simulate` and `simulate-with-loot`: the live engine, run `count` times on the chosen
 * player's current setup and ground, with fresh seeds, ignoring the cooldown and keeping the bait count as it is.
 * Reads only: nothing is written (no hunter row is created either).
 */
@Injectable()
export class SimulateHuntsHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RNG) private readonly rng: Rng,
    private readonly loadouts: LoadoutReader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async simulate(request: HuntSimulationRequest): Promise<HuntSimulationResultDto> {
    return summariseSimulation(await this.run(request));
  }

  async simulateWithLoot(request: HuntSimulationRequest): Promise<LootSimulationResultDto> {
    return summariseLootSimulation(await this.run(request), JOURNAL_TYPES.hunt);
  }

  private async run(request: HuntSimulationRequest): Promise<SimulatedHunt[]> {
    const count = request.count === undefined || request.count === null ? SIMULATION_DEFAULT_HUNTS : Number(request.count);
    if (!Number.isInteger(count) || count < SIMULATION_MIN_HUNTS || count > SIMULATION_MAX_HUNTS) {
      throw new InvalidSimulationError(
        `The number of hunts must be a whole number from ${SIMULATION_MIN_HUNTS} to ${SIMULATION_MAX_HUNTS}`,
      );
    }
    const account = await this.players.find(String(request.userId ?? ''));
    if (!account) throw new UnknownHunterError();
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const hunter = await this.hunters.find(account.id);
    let groundId = hunter?.huntingGroundId ?? null;
    if (!catalogue.isOpen(catalogue.ground(groundId))) groundId = catalogue.startingGround()?.id ?? null;
    const ground = catalogue.engineGround(groundId);
    const loadout = await this.loadouts.read(account.id, catalogue);
    const now = this.clock.now().getTime();
    const hunts: SimulatedHunt[] = [];
    for (let i = 0; i < count; i++) {
      const outcome = resolveHunt({
        kind: 'regular',
        now,
        seed: freshSeed(this.rng),
        player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
        setup: loadout.setup,
        ground,
        enemies: catalogue.enemies(),
      });
      hunts.push({
        outcome,
        enemyName: catalogue.enemy(outcome.enemyId)?.name ?? null,
        loot: outcome.loot.map((l) => ({ itemName: catalogue.item(l.itemId)?.name ?? 'an unknown item', amount: l.amount })),
      });
    }
    return hunts;
  }
}
