export { EconomyModule } from './economy.module';
export { WalletFacade } from './application/facades/wallet.facade';
export { InventoryFacade } from './application/facades/inventory.facade';
export type { RemoveItemOptions } from './application/facades/inventory.facade';
export { EconomyExtensions } from './application/ports/economy-extensions';
export type { HuntStatusSource, PlayerHuntStatus } from './application/ports/economy-extensions';
export type { SubscriptionLevels } from './application/ports/subscription.port';
export { PlayerLock } from './application/player-lock';
