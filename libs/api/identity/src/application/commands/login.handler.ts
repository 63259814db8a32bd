import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, LoginResultDto, TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';
import { CLOCK, Clock, RateLimiter, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { AccountBannedError, InvalidCredentialsError } from '../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../ports/account.repository.port';
import { PASSWORD_HASHER, PasswordHasher } from '../ports/password-hasher.port';
import { TOKEN_ISSUER, TokenIssuer } from '../ports/token-issuer.port';
import { SHA256_HEX_PATTERN } from '@grimhunt/contracts';

/** Failed logins allowed per account in 15 minutes before the account is paused for the rest of the window. */
export const FAILED_LOGINS_PER_ACCOUNT = 10;

@Injectable()
export class LoginHandler {
  private readonly failures = new RateLimiter(FAILED_LOGINS_PER_ACCOUNT, 15 * 60_000, TOO_MANY_REQUESTS_MESSAGE);

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
  ) {}

  async execute(username: unknown, password: unknown): Promise<LoginResultDto> {
    const name = typeof username === 'string' ? username.trim() : '';
    const digest = typeof password === 'string' ? password.toLowerCase() : '';
    if (!name || !SHA256_HEX_PATTERN.test(digest)) throw new InvalidCredentialsError();
    const key = name.toLowerCase();
    if (this.failures.isBlocked(key)) this.failures.hit(key);
    const account = await this.accounts.findByName(name);
    const ok = account ? await this.hasher.verify(account.passwordHash, digest) : false;
    if (!account || !ok) {
      this.failures.tryHit(key);
      throw new InvalidCredentialsError();
    }
    this.failures.reset(key);
    if (account.isBanned) throw new AccountBannedError();
    await this.uow.run(async (tx) => {
      const locked = await this.accounts.getForUpdate(tx, account.id);
      if (!locked) return;
      locked.recordLogin(this.clock.now());
      await this.accounts.save(tx, locked);
    });
    return { success: true, access_token: await this.tokens.issue(account), message: IDENTITY_MESSAGES.loginOk };
  }
}
