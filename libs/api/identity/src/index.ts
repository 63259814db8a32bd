export { IdentityModule, IDENTITY_RECORDS } from './identity.module';
export type { IdentityModuleOptions } from './identity.module';
export { BootstrapAccountsHandler } from './application/commands/bootstrap-accounts/bootstrap-accounts.handler';
export type { BootstrapAccount } from './application/commands/bootstrap-accounts/bootstrap-accounts.handler';
export { PLAYER_HOLDINGS } from './application/ports/player-holdings.port';
export type { PlayerHoldings, Holdings } from './application/ports/player-holdings.port';
export { PLAYER_DIRECTORY } from './application/ports/player-directory.port';
export { LADDER } from './application/ports/ladder.port';
export { RelayUnsentMailsJob } from './application/jobs/relay-unsent-mails.job';
export { MAIL_SENDER } from './application/ports/mail-sender.port';
export { MAIL_OUTBOX } from './application/ports/mail-outbox.port';
export type { MailSender } from './application/ports/mail-sender.port';
export { IDENTITY_ACCOUNTS } from './application/ports/identity-accounts.port';
export type {
  IdentityAccounts,
  ActivityAt,
  PlayerActivityCounts,
  RenameOutcome,
  QueuedMail,
} from './application/ports/identity-accounts.port';
export type { Ladder, LadderPage } from './application/ports/ladder.port';
export { AccountDeletionHooks } from './application/ports/account-deletion.port';
export type { AccountDeletionListener } from './application/ports/account-deletion.port';
export type { PlayerDirectory, PlayerAccountView, RankedPlayer } from './application/ports/player-directory.port';
