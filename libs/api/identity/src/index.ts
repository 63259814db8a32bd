export { IdentityModule, IDENTITY_RECORDS } from './identity.module';
export type { IdentityModuleOptions } from './identity.module';
export { BootstrapAccountsHandler } from './application/commands/bootstrap-accounts.handler';
export type { BootstrapAccount } from './application/commands/bootstrap-accounts.handler';
export { PLAYER_HOLDINGS } from './application/ports/player-holdings.port';
export type { PlayerHoldings, Holdings } from './application/ports/player-holdings.port';
export { PLAYER_DIRECTORY } from './application/ports/player-directory.port';
export type { PlayerDirectory, PlayerAccountView, RankedPlayer } from './application/ports/player-directory.port';
