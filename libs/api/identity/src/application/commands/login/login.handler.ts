import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, LoginResultDto, SHA256_HEX_PATTERN } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { AccountBannedError, InvalidCredentialsError } from '../../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { LOGIN_THROTTLE, LoginThrottle } from '../../ports/login-throttle.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { TOKEN_ISSUER, TokenIssuer } from '../../ports/token-issuer.port';
import { newLinkSecret, sha256Hex } from '../../secrets';

/**
 * `POST /api/user/login`. Failed attempts slow down the (account, address) pair that makes them (never lock the
 * account for everyone); unknown names cost the same argon2 verification as known ones, so timing tells nothing.
 */
@Injectable()
export class LoginHandler {
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  async execute(username: unknown, password: unknown, address = 'unknown'): Promise<LoginResultDto> {
    const name = typeof username === 'string' ? username.trim() : '';
    const digest = typeof password === 'string' ? password.toLowerCase() : '';
    if (!name || name.length > 64 || !SHA256_HEX_PATTERN.test(digest)) throw new InvalidCredentialsError();
    const key = name.toLowerCase();
    // Counted as a failure before the hash is checked (one atomic statement), forgotten if the password is right.
    await this.throttle.reserve(key, address);
    const account = await this.accounts.findByName(name);
    // Unknown names are checked against a hash of nothing, so they take as long as a wrong password.
    const ok = await this.hasher.verify(account ? account.passwordHash : await this.dummy(), digest);
    if (!account || !ok) throw new InvalidCredentialsError();
    await this.throttle.succeeded(key, address);
    if (account.isBanned) throw new AccountBannedError();
    await this.uow.run(async (tx) => {
      const locked = await this.accounts.getForUpdate(tx, account.id);
      if (!locked) return;
      locked.recordLogin(this.clock.now());
      await this.accounts.save(tx, locked);
    });
    return { success: true, access_token: await this.tokens.issue(account), message: IDENTITY_MESSAGES.loginOk };
  }

  private dummy(): Promise<string> {
    // Not kept when it failed (a busy hasher): the next unknown name tries again.
    this.dummyHash ??= this.hasher.hash(sha256Hex(newLinkSecret().secret)).catch((error: unknown) => {
      this.dummyHash = null;
      throw error;
    });
    return this.dummyHash;
  }
}
