import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IDENTITY_MESSAGES, ROLE } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { Account } from '../../../domain/account.entity';
import { assertPasswordDigest, normaliseEmail, normaliseUsername } from '../../../domain/credentials';
import { EmailTakenError, NameTakenError } from '../../../domain/identity.errors';
import { AccountMails } from '../../account-mails';
import { IDENTITY_CONFIG, IdentityConfig } from '../../identity.config';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { ONE_TIME_TOKEN_REPOSITORY, OneTimeTokenRepository } from '../../ports/one-time-token.repository.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { newLinkSecret } from '../../secrets';

export interface RegisterAccountCommand {
  username: unknown;
  password: unknown;
  email: unknown;
}

/**
 * Creates a not-activated account and mails the activation link. Name (case-insensitive) and email are unique
 * in the database, so a double submit or two racing registrations create one account.
 */
@Injectable()
export class RegisterAccountHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mails: AccountMails,
  ) {}

  async execute(command: RegisterAccountCommand): Promise<{ success: true; message: string }> {
    const name = normaliseUsername(command.username);
    const email = normaliseEmail(command.email);
    const digest = assertPasswordDigest(command.password);
    if (await this.accounts.findByName(name)) throw new NameTakenError();
    const passwordHash = await this.hasher.hash(digest);
    const now = this.clock.now();
    const account = new Account({
      id: randomUUID(),
      name,
      email,
      passwordHash,
      role: ROLE.notActivated,
      patreonType: 0,
      xp: 0,
      createdAt: now,
      lastLoginAt: null,
    });
    const link = newLinkSecret();
    try {
      await this.uow.run(async (tx) => {
        await this.accounts.insert(tx, account);
        await this.tokens.create(
          tx,
          account.id,
          'activation',
          link.hash,
          new Date(now.getTime() + this.config.activationTtlHours * 3600_000),
        );
      });
    } catch (error) {
      // A taken email gets the same answer as a fresh one (nobody learns whose address is registered); the
      // address's owner is told by mail instead.
      if (!(error instanceof EmailTakenError)) throw error;
      if (await this.mails.mayMail('taken', email)) await this.mails.registrationWithTakenEmail(email);
      return { success: true, message: IDENTITY_MESSAGES.registered };
    }
    if (await this.mails.mayMail('activation', email, account.id)) await this.mails.activation(email, name, link.secret);
    return { success: true, message: IDENTITY_MESSAGES.registered };
  }
}
