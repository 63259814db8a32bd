import { Module } from '@nestjs/common';
import { CovenMembershipHandler } from './application/commands/coven-membership/coven-membership.handler';
import { CreateCovenHandler } from './application/commands/create-coven/create-coven.handler';
import { ModerateCovenHandler } from './application/commands/moderate-coven/moderate-coven.handler';
import { PostBoardMessageHandler } from './application/commands/post-board-message/post-board-message.handler';
import { CovenView } from './application/coven-view';
import { COVEN_STORE } from './application/ports/coven.store.port';
import { GetCovensHandler } from './application/queries/get-covens/get-covens.handler';
import { CovenAdminController } from './infrastructure/http/coven-admin.controller';
import { CovenController } from './infrastructure/http/covens.controller';
import { TypeOrmCovenStore } from './infrastructure/persistence/typeorm-coven.store';

/**
 * Covens and their tournaments. Needs the kernel (UnitOfWork, Clock), identity (PlayerDirectory), the catalogue
 * facade (ranks) and economy (PlayerLock, HoldingsFacade: fees leave through the ledger).
 */
@Module({
  controllers: [CovenController, CovenAdminController],
  providers: [
    { provide: COVEN_STORE, useClass: TypeOrmCovenStore },
    CovenView,
    CreateCovenHandler,
    CovenMembershipHandler,
    PostBoardMessageHandler,
    GetCovensHandler,
    ModerateCovenHandler,
  ],
})
export class CovensModule {}
