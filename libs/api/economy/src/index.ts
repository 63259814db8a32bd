export { EconomyModule } from './economy.module';
export { WalletFacade } from './application/facades/wallet.facade';
export { InventoryFacade } from './application/facades/inventory.facade';
export type { RemoveItemOptions } from './application/facades/inventory.facade';
export { SUBSCRIPTION_LEVELS_PORT } from './application/ports/subscription.port';
export { LADDER_COSMETICS_PORT } from './application/ports/ladder-cosmetics.port';
export type { LadderCosmetics, LadderCosmeticsSource } from './application/ports/ladder-cosmetics.port';
export type { SubscriptionLevels } from './application/ports/subscription.port';
export { PlayerLock } from './application/player-lock';
export type { LockedPlayer } from './application/player-lock';
export { HoldingsFacade } from './application/facades/holdings.facade';
export { PlayerHoldings, PlayerHoldingsFacade } from './application/facades/player-holdings.facade';
export type {
  HoldingMovement,
  HoldingsAfter,
  ItemsAtWork,
  PlayerMovements,
  SavedSetup,
  SavedSetups,
} from './application/facades/holdings.facade';
export type { EquipOrder } from './application/ports/holdings.store.port';
export { LEDGER_ACTIVITY } from './application/ports/ledger-activity.port';
export type { LedgerActivity } from './application/ports/ledger-activity.port';
export { rankFor } from './domain/rank';
export type { RankStep } from './domain/rank';
