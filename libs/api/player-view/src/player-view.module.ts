import { Module } from '@nestjs/common';
import { HuntModule } from '@grimhunt/api-hunt';
import { ClientUserController } from './client-user.controller';
import { GetPlayerHandler } from './get-player.handler';

/**
 * The player's own views (`GET /api/clientUser/*`), composed above the contexts from their public reads: identity's
 * account, economy's holdings and the hunt's status. Dependencies point one way (this library on the contexts, never
 * back), and nothing registers itself at start-up.
 */
@Module({
  imports: [HuntModule],
  controllers: [ClientUserController],
  providers: [GetPlayerHandler],
})
export class PlayerViewModule {}
