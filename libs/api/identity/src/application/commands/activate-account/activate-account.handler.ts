import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { TokenInvalidError } from '../../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { ONE_TIME_TOKEN_REPOSITORY, OneTimeTokenRepository } from '../../ports/one-time-token.repository.port';
import { PLAYER_HOLDINGS, PlayerHoldings } from '../../ports/player-holdings.port';
import { hashSecret } from '../../secrets';

/**
 * Opens the game to the account behind a valid activation link (and hands out the starter kit); the link works once.
 * Opened again (a second click, a mail client that follows links first), a used link of an account that is active
 * by now answers that the account is already active; any other unknown, used or expired link is invalid.
 */
@Injectable()
export class ActivateAccountHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @Inject(PLAYER_HOLDINGS) private readonly holdings: PlayerHoldings,
  ) {}

  async execute(secret: string): Promise<string> {
    if (!secret || secret.length > 200) throw new TokenInvalidError();
    return this.uow.run(async (tx) => {
      const tokenHash = hashSecret(secret);
      const userId = await this.tokens.consume(tx, 'activation', tokenHash, this.clock.now());
      if (!userId) {
        const usedBy = await this.tokens.usedBy(tx, 'activation', tokenHash);
        const owner = usedBy ? await this.accounts.getForUpdate(tx, usedBy) : null;
        if (owner?.isActivated && !owner.isBanned) return IDENTITY_MESSAGES.alreadyActive;
        throw new TokenInvalidError();
      }
      const account = await this.accounts.getForUpdate(tx, userId);
      if (!account) throw new TokenInvalidError();
      const changed = account.activate();
      if (changed) {
        await this.accounts.save(tx, account);
        await this.holdings.grantStarterKit(tx, account.id);
      }
      return changed ? IDENTITY_MESSAGES.activated : IDENTITY_MESSAGES.alreadyActive;
    });
  }
}
