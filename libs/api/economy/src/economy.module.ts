import { Global, Module } from '@nestjs/common';
import { PLAYER_HOLDINGS } from '@grimhunt/api-identity';
import { BuySellHandler } from './application/commands/buy-sell/buy-sell.handler';
import { ChangeEquipmentSetHandler } from './application/commands/change-equipment-set/change-equipment-set.handler';
import { ClaimCollectionHandler } from './application/commands/claim-collection/claim-collection.handler';
import { GrantStarterKitHandler } from './application/commands/grant-starter-kit/grant-starter-kit.handler';
import { EquipItemHandler } from './application/commands/equip-item/equip-item.handler';
import { UnequipItemHandler } from './application/commands/unequip-item/unequip-item.handler';
import { HoldingsFacade } from './application/facades/holdings.facade';
import { InventoryFacade } from './application/facades/inventory.facade';
import { WalletFacade } from './application/facades/wallet.facade';
import { PlayerLock } from './application/player-lock';
import { EQUIPMENT_STORE } from './application/ports/equipment.store.port';
import { COLLECTION_CLAIM_STORE } from './application/ports/collection-claim.store.port';
import { HOLDINGS_STORE } from './application/ports/holdings.store.port';
import { BrowseExhibitionHandler } from './application/queries/browse-exhibition/browse-exhibition.handler';
import { BrowseShopHandler } from './application/queries/browse-shop/browse-shop.handler';
import { GetLadderHandler } from './application/queries/get-ladder/get-ladder.handler';
import { PlayerHoldingsFacade } from './application/facades/player-holdings.facade';
import { ClientShopController } from './infrastructure/http/client-shop.controller';
import { GameController } from './infrastructure/http/game.controller';
import { TypeOrmEquipmentStore } from './infrastructure/persistence/typeorm-equipment.store';
import { TypeOrmCollectionClaimStore } from './infrastructure/persistence/typeorm-collection-claim.store';
import { TypeOrmHoldingsStore } from './infrastructure/persistence/typeorm-holdings.store';
import { TypeOrmPlayerHoldings } from './infrastructure/persistence/typeorm-player-holdings';
import { SqlLedgerActivity } from './infrastructure/persistence/sql-ledger-activity';
import { LEDGER_ACTIVITY } from './application/ports/ledger-activity.port';
import { ClaimDailyRewardHandler } from './application/commands/claim-daily-reward/claim-daily-reward.handler';
import { GetDailyRewardStatusHandler } from './application/queries/get-daily-reward-status/get-daily-reward-status.handler';
import { DailyRewardController } from './infrastructure/http/daily-reward.controller';
import { CLAIM_DAILY_REWARD_STORE } from './application/ports/claim-daily-reward.store.port';
import { TypeOrmClaimDailyRewardStore } from './infrastructure/persistence/typeorm-claim-daily-reward.store';

/**
 * Wallets, inventory, ledger, equipment setups, shops, crafting, exhibition and ladder. Global so identity's user
 * admin can reach the holdings port and later contexts (hunt, mail, payment) the Wallet/Inventory facades.
 * Needs the kernel (UnitOfWork, Clock), the catalogue facade and identity's PlayerDirectory.
 */
@Global()
@Module({
  controllers: [GameController, ClientShopController, DailyRewardController],
  providers: [
    ClaimDailyRewardHandler,
    GetDailyRewardStatusHandler,
    { provide: CLAIM_DAILY_REWARD_STORE, useClass: TypeOrmClaimDailyRewardStore },
    { provide: PLAYER_HOLDINGS, useClass: TypeOrmPlayerHoldings },
    { provide: HOLDINGS_STORE, useClass: TypeOrmHoldingsStore },
    { provide: EQUIPMENT_STORE, useClass: TypeOrmEquipmentStore },
    { provide: COLLECTION_CLAIM_STORE, useClass: TypeOrmCollectionClaimStore },
    { provide: LEDGER_ACTIVITY, useClass: SqlLedgerActivity },
    PlayerLock,
    WalletFacade,
    InventoryFacade,
    HoldingsFacade,
    BuySellHandler,
    EquipItemHandler,
    UnequipItemHandler,
    ChangeEquipmentSetHandler,
    ClaimCollectionHandler,
    GrantStarterKitHandler,
    PlayerHoldingsFacade,
    BrowseShopHandler,
    BrowseExhibitionHandler,
    GetLadderHandler,
  ],
  exports: [PLAYER_HOLDINGS, WalletFacade, InventoryFacade, HoldingsFacade, PlayerHoldingsFacade, PlayerLock, LEDGER_ACTIVITY],
})
export class EconomyModule {}
