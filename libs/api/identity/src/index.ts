export { IdentityModule, IDENTITY_RECORDS } from './identity.module';
export type { IdentityModuleOptions } from './identity.module';
export { BootstrapAccountsHandler } from './application/commands/bootstrap-accounts.handler';
export type { BootstrapAccount } from './application/commands/bootstrap-accounts.handler';
