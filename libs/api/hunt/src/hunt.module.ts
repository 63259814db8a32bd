import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { HuntStatisticsHandler } from './application/queries/hunt-statistics/hunt-statistics.handler';
import { ReplayHuntHandler } from './application/queries/replay-hunt/replay-hunt.handler';
import { SimulateHuntsHandler } from './application/queries/simulate-hunts/simulate-hunts.handler';
import { AutoHuntRunner } from './application/auto-hunt.runner';
import { HuntFacade } from './application/facades/hunt.facade';
import { CoffinHuntHandler } from './application/commands/coffin-hunt/coffin-hunt.handler';
import { SoundHuntHandler } from './application/commands/sound-hunt/sound-hunt.handler';
import { TravelHandler } from './application/commands/travel/travel.handler';
import { PuzzleModule } from '@grimhunt/api-puzzle';
import { HuntLoader } from './application/hunt-pipeline/hunt-loader';
import { HuntSteps } from './application/hunt-pipeline/hunt-steps';
import { HuntWriter } from './application/hunt-pipeline/hunt-writer';
import { ReplayContexts } from './application/hunt-pipeline/replay-contexts';
import { ManualHuntHooks } from './application/manual-hunt-hooks';
import { SeanceHuntFacade } from './application/facades/seance-hunt.facade';
import { LoadoutReader } from './application/loadout.reader';
import { MissionService } from './application/mission.service';
import { HUNT_RECORDS } from './application/ports/hunt-records.port';
import { HUNT_UNIT_OF_WORK } from './application/ports/hunt-unit-of-work.port';
import { HUNTER_REPOSITORY } from './application/ports/hunter.repository.port';
import { SEED_PLAN_STORE } from './application/ports/seed-plan.store.port';
import { SeedPlansFacade } from './application/facades/seed-plans.facade';
import { JOURNAL_REPOSITORY } from './application/ports/journal.repository.port';
import { MISSION_REPOSITORY } from './application/ports/mission.repository.port';
import { GetGrimoireHandler } from './application/queries/get-grimoire/get-grimoire.handler';
import { GetJournalHandler } from './application/queries/get-journal/get-journal.handler';
import { GetMissionHandler } from './application/queries/get-mission/get-mission.handler';
import { HuntStatusFacade } from './application/facades/hunt-status.facade';
import { TravelQueriesHandler } from './application/queries/travel-queries/travel-queries.handler';
import { AdviseSetupHandler } from './application/queries/advise-setup/advise-setup.handler';
import { GetHistoryHandler } from './application/queries/get-history/get-history.handler';
import { GetOddsHandler } from './application/queries/get-odds/get-odds.handler';
import { GetTallyHandler } from './application/queries/get-tally/get-tally.handler';
import { WhatIfHandler } from './application/queries/what-if/what-if.handler';
import { AdminHuntController } from './infrastructure/http/admin-hunt.controller';
import { HuntController } from './infrastructure/http/hunt.controller';
import { TypeOrmHuntRecords } from './infrastructure/persistence/typeorm-hunt-records';
import { TypeOrmHunterRepository } from './infrastructure/persistence/typeorm-hunter.repository';
import { TypeOrmJournalRepository } from './infrastructure/persistence/typeorm-journal.repository';
import { TypeOrmMissionRepository } from './infrastructure/persistence/typeorm-mission.repository';
import { PartyHuntRunner } from './application/party-hunt.runner';
import { TypeOrmSeedPlanStore } from './infrastructure/persistence/typeorm-seed-plan.store';
import { huntTransactionLimit, LimitedUnitOfWork } from './infrastructure/persistence/limited-unit-of-work';

/**
 * Hunting, journal, missions, travel, grimoire, auto-hunts and the admin hunt tools. Needs the kernel,
 * the catalogue facade, identity's PlayerDirectory and economy's PlayerLock, WalletFacade, InventoryFacade. Its
 * timers reach the player views through HuntStatusFacade.
 */
@Module({
  imports: [PuzzleModule],
  controllers: [HuntController, AdminHuntController],
  providers: [
    { provide: HUNTER_REPOSITORY, useClass: TypeOrmHunterRepository },
    { provide: JOURNAL_REPOSITORY, useClass: TypeOrmJournalRepository },
    { provide: HUNT_RECORDS, useClass: TypeOrmHuntRecords },
    { provide: MISSION_REPOSITORY, useClass: TypeOrmMissionRepository },
    { provide: SEED_PLAN_STORE, useClass: TypeOrmSeedPlanStore },
    {
      provide: HUNT_UNIT_OF_WORK,
      inject: [UNIT_OF_WORK, DataSource],
      useFactory: (uow: UnitOfWork, dataSource: DataSource) =>
        new LimitedUnitOfWork(uow, huntTransactionLimit((dataSource.options as { extra?: { max?: number } }).extra?.max)),
    },
    LoadoutReader,
    HuntLoader,
    HuntSteps,
    HuntWriter,
    ReplayContexts,
    MissionService,
    AutoHuntRunner,
    SoundHuntHandler,
    CoffinHuntHandler,
    TravelHandler,
    HuntStatusFacade,
    GetOddsHandler,
    AdviseSetupHandler,
    GetTallyHandler,
    GetHistoryHandler,
    WhatIfHandler,
    GetJournalHandler,
    GetMissionHandler,
    TravelQueriesHandler,
    GetGrimoireHandler,
    SimulateHuntsHandler,
    HuntStatisticsHandler,
    ReplayHuntHandler,
    HuntFacade,
    ManualHuntHooks,
    SeanceHuntFacade,
    SeedPlansFacade,
    PartyHuntRunner,
  ],
  exports: [HuntFacade, HuntStatusFacade, ManualHuntHooks, SeedPlansFacade, SeanceHuntFacade],
})
export class HuntModule {}
