import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, ConflictError, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { AccountNotFoundError } from '../../../domain/identity.errors';
import { AccountMails } from '../../account-mails';
import { IDENTITY_CONFIG, IdentityConfig } from '../../identity.config';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { ONE_TIME_TOKEN_REPOSITORY, OneTimeTokenRepository } from '../../ports/one-time-token.repository.port';
import { newLinkSecret } from '../../secrets';

/** A fresh activation link for the caller; earlier links stop working. */
@Injectable()
export class ResendActivationHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mails: AccountMails,
  ) {}

  async execute(userId: string): Promise<{ success: true; message: string }> {
    const current = await this.accounts.findById(userId);
    if (!current) throw new AccountNotFoundError();
    if (current.isActivated) throw new ConflictError(IDENTITY_MESSAGES.alreadyActive, 'IDENTITY.CONFLICT');
    await this.mails.reserve('activation', current.email, userId);
    const link = newLinkSecret();
    const now = this.clock.now();
    const account = await this.uow.run(async (tx) => {
      const locked = await this.accounts.getForUpdate(tx, userId);
      if (!locked) throw new AccountNotFoundError();
      if (locked.isActivated) throw new ConflictError(IDENTITY_MESSAGES.alreadyActive, 'IDENTITY.CONFLICT');
      await this.tokens.revokeOpen(tx, userId, 'activation', now);
      await this.tokens.create(tx, userId, 'activation', link.hash, new Date(now.getTime() + this.config.activationTtlHours * 3600_000));
      return locked;
    });
    await this.mails.activation(account.email, account.name, link.secret);
    return { success: true, message: IDENTITY_MESSAGES.activationResent };
  }
}
