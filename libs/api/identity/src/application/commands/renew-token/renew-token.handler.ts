import { Inject, Injectable } from '@nestjs/common';
import { CheckResultDto } from '@grimhunt/contracts';
import { CLOCK, Clock, SESSION_ENDED, UnauthenticatedError } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';

/** A session lasts this long after the password was typed, however often `/api/user/check` renews its token. */
export const MAX_SESSION_DAYS = 30;
import { TOKEN_ISSUER, TokenIssuer } from '../../ports/token-issuer.port';

/**
 * `GET /api/user/check`: a fresh token with the account's current role; banned or deleted accounts get none, nor
 * revoked tokens (the guard checks the token version), nor sessions older than MAX_SESSION_DAYS since the login.
 */
@Injectable()
export class RenewTokenHandler {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, authTime?: number): Promise<CheckResultDto> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (authTime !== undefined && now - authTime > MAX_SESSION_DAYS * 86400) throw new UnauthenticatedError(SESSION_ENDED);
    const account = await this.accounts.findById(userId);
    if (!account || account.isBanned) throw new UnauthenticatedError(SESSION_ENDED);
    return { success: true, access_token: await this.tokens.issue(account, authTime ?? now) };
  }
}
