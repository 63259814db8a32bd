import { DynamicModule, Global, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SESSION_VALIDATOR } from '@grimhunt/api-kernel';
import { AccountMails } from './application/account-mails';
import { ActivateAccountHandler } from './application/commands/activate-account/activate-account.handler';
import { BootstrapAccountsHandler } from './application/commands/bootstrap-accounts/bootstrap-accounts.handler';
import { LoginHandler } from './application/commands/login/login.handler';
import { PasswordResetHandler } from './application/commands/password-reset/password-reset.handler';
import { RegisterAccountHandler } from './application/commands/register-account/register-account.handler';
import { RenewTokenHandler } from './application/commands/renew-token/renew-token.handler';
import { ResendActivationHandler } from './application/commands/resend-activation/resend-activation.handler';
import { UpdateAccountHandler } from './application/commands/update-account/update-account.handler';
import { IDENTITY_CONFIG, IdentityConfig } from './application/identity.config';
import { ACCOUNT_REPOSITORY } from './application/ports/account.repository.port';
import { ACCOUNT_ADMIN_REPOSITORY } from './application/ports/account-admin.repository.port';
import { AccountDeletionHooks } from './application/ports/account-deletion.port';
import { MAIL_SENDER } from './application/ports/mail-sender.port';
import { ONE_TIME_TOKEN_REPOSITORY } from './application/ports/one-time-token.repository.port';
import { PASSWORD_HASHER } from './application/ports/password-hasher.port';
import { TOKEN_ISSUER } from './application/ports/token-issuer.port';
import { PLAYER_DIRECTORY } from './application/ports/player-directory.port';
import { LADDER } from './application/ports/ladder.port';
import { IDENTITY_ACCOUNTS } from './application/ports/identity-accounts.port';
import { SESSION_REVOCATION } from './application/ports/session-revocation.port';
import { LOGIN_THROTTLE, LOGIN_THROTTLE_ENABLED } from './application/ports/login-throttle.port';
import { PgLoginThrottle } from './infrastructure/security/pg-login-throttle';
import { SearchUsersHandler } from './application/queries/search-users/search-users.handler';
import { UserController } from './infrastructure/http/user.controller';
import { UserAdminController } from './infrastructure/http/user-admin.controller';
import { ManageUsersHandler } from './application/commands/manage-users/manage-users.handler';
import { OutboxMailSender } from './infrastructure/mail/outbox-mail-sender';
import { SmtpMailSender } from './infrastructure/mail/smtp-mail-sender';
import { SqlMailOutbox } from './infrastructure/mail/sql-mail-outbox';
import { MAIL_RELAY_TIMER_ON, MailRelayTimer } from './infrastructure/mail/mail-relay.timer';
import { MAIL_OUTBOX } from './application/ports/mail-outbox.port';
import { RelayUnsentMailsJob } from './application/jobs/relay-unsent-mails.job';
import { AccountRecord } from './infrastructure/persistence/account.record';
import { MailOutboxRecord } from './infrastructure/persistence/mail-outbox.record';
import { OneTimeTokenRecord } from './infrastructure/persistence/one-time-token.record';
import { TypeOrmAccountAdminRepository, TypeOrmAccountRepository } from './infrastructure/persistence/typeorm-account.repository';
import { TypeOrmPlayerDirectory } from './infrastructure/persistence/typeorm-player-directory';
import { SqlLadder } from './infrastructure/persistence/sql-ladder';
import { SqlIdentityAccounts } from './infrastructure/persistence/sql-identity-accounts';
import { TypeOrmOneTimeTokenRepository } from './infrastructure/persistence/typeorm-one-time-token.repository';
import { Argon2PasswordHasher } from './infrastructure/security/argon2-password-hasher';
import { CachedSessionValidator } from './infrastructure/security/cached-session-validator';
import { JwtTokenIssuer } from './infrastructure/security/jwt-token-issuer';

export interface IdentityModuleOptions extends IdentityConfig {
  /** smtp://... ; unset: mails go to the log and the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Failed-login delays; off only for load benchmarks (RATE_LIMITS=off, with the kernel's shared limits). */
  rateLimits?: boolean;
  /** Clock jobs (the unsent-mail relay, with SMTP only); off in tests, which run the job themselves. */
  timers?: boolean;
  /**
   * Without SMTP: whether mails are logged and stored whole, link secrets included (development and tests; the
   * README's activation link in the log). Off in production.
   */
  logMailSecrets?: boolean;
}

export const IDENTITY_RECORDS = [AccountRecord, OneTimeTokenRecord, MailOutboxRecord];

@Global()
@Module({})
export class IdentityModule {
  static forRoot(options: IdentityModuleOptions): DynamicModule {
    const config: IdentityConfig = {
      publicUrl: options.publicUrl,
      activationTtlHours: options.activationTtlHours,
      resetTtlHours: options.resetTtlHours,
    };
    return {
      module: IdentityModule,
      imports: [TypeOrmModule.forFeature(IDENTITY_RECORDS)],
      // `GET /api/clientUser/*` lives in the economy context (it owns most of the player's state).
      controllers: [UserController, UserAdminController],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: LOGIN_THROTTLE_ENABLED, useValue: options.rateLimits !== false },
        { provide: ACCOUNT_REPOSITORY, useClass: TypeOrmAccountRepository },
        { provide: ACCOUNT_ADMIN_REPOSITORY, useClass: TypeOrmAccountAdminRepository },
        { provide: ONE_TIME_TOKEN_REPOSITORY, useClass: TypeOrmOneTimeTokenRepository },
        { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
        { provide: TOKEN_ISSUER, useClass: JwtTokenIssuer },
        CachedSessionValidator,
        { provide: SESSION_VALIDATOR, useExisting: CachedSessionValidator },
        { provide: SESSION_REVOCATION, useExisting: CachedSessionValidator },
        { provide: LOGIN_THROTTLE, useClass: PgLoginThrottle },
        { provide: PLAYER_DIRECTORY, useClass: TypeOrmPlayerDirectory },
        { provide: LADDER, useClass: SqlLadder },
        { provide: IDENTITY_ACCOUNTS, useClass: SqlIdentityAccounts },
        {
          provide: MAIL_SENDER,
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) =>
            options.smtpUrl
              ? new SmtpMailSender(dataSource, options.smtpUrl, options.mailFrom)
              : new OutboxMailSender(dataSource, options.logMailSecrets !== false),
        },
        { provide: MAIL_OUTBOX, useClass: SqlMailOutbox },
        RelayUnsentMailsJob,
        { provide: MAIL_RELAY_TIMER_ON, useValue: !!options.smtpUrl && options.timers !== false },
        MailRelayTimer,
        AccountMails,
        RegisterAccountHandler,
        ActivateAccountHandler,
        LoginHandler,
        RenewTokenHandler,
        PasswordResetHandler,
        ResendActivationHandler,
        UpdateAccountHandler,
        SearchUsersHandler,
        BootstrapAccountsHandler,
        ManageUsersHandler,
        AccountDeletionHooks,
      ],
      exports: [
        SESSION_VALIDATOR,
        BootstrapAccountsHandler,
        ACCOUNT_REPOSITORY,
        PLAYER_DIRECTORY,
        AccountDeletionHooks,
        LADDER,
        IDENTITY_ACCOUNTS,
      ],
    };
  }
}
