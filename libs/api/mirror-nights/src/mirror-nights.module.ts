import { Module } from '@nestjs/common';
import { HuntModule } from '@grimhunt/api-hunt';
import { EnterMirrorNightHandler } from './application/commands/enter-mirror-night/enter-mirror-night.handler';
import { ManageMirrorNightsHandler } from './application/commands/manage-mirror-nights/manage-mirror-nights.handler';
import { MirrorNightView } from './application/mirror-night.view';
import { MIRROR_NIGHT_STORE } from './application/ports/mirror-night.store.port';
import { GetMirrorNightsHandler } from './application/queries/get-mirror-nights/get-mirror-nights.handler';
import { VerifyEntrantHandler } from './application/queries/verify-entrant/verify-entrant.handler';
import { MirrorNightAdminController } from './infrastructure/http/mirror-night-admin.controller';
import { MirrorNightsController } from './infrastructure/http/mirror-nights.controller';
import { TypeOrmMirrorNightStore } from './infrastructure/persistence/typeorm-mirror-night.store';

/**
 * Mirror Nights: scheduled nights whose entrants' next hunts share one list of seeds, with results and replays.
 * Needs the kernel, identity's PlayerDirectory, economy's PlayerLock and the hunt's SeedPlansFacade.
 */
@Module({
  imports: [HuntModule],
  controllers: [MirrorNightsController, MirrorNightAdminController],
  providers: [
    { provide: MIRROR_NIGHT_STORE, useClass: TypeOrmMirrorNightStore },
    MirrorNightView,
    GetMirrorNightsHandler,
    EnterMirrorNightHandler,
    VerifyEntrantHandler,
    ManageMirrorNightsHandler,
  ],
})
export class MirrorNightsModule {}
