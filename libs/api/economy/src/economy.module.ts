import { Global, Module } from '@nestjs/common';
import { PLAYER_HOLDINGS } from '@grimhunt/api-identity';
import { TypeOrmPlayerHoldings } from './infrastructure/persistence/typeorm-player-holdings';

/** Wallets, inventory and ledger. Global so identity's user admin can reach the holdings port. */
@Global()
@Module({
  providers: [{ provide: PLAYER_HOLDINGS, useClass: TypeOrmPlayerHoldings }],
  exports: [PLAYER_HOLDINGS],
})
export class EconomyModule {}
