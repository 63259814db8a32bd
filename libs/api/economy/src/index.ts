export { EconomyModule } from './economy.module';
export { WalletFacade } from './application/facades/wallet.facade';
export { InventoryFacade } from './application/facades/inventory.facade';
export type { RemoveItemOptions } from './application/facades/inventory.facade';
