import { Inject, Injectable } from '@nestjs/common';
import { CheckResultDto } from '@grimhunt/contracts';
import { UnauthenticatedError } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../ports/account.repository.port';
import { TOKEN_ISSUER, TokenIssuer } from '../ports/token-issuer.port';

/** `GET /api/user/check`: a fresh token with the account's current role; banned or deleted accounts get none. */
@Injectable()
export class RenewTokenHandler {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(TOKEN_ISSUER) private readonly tokens: TokenIssuer,
  ) {}

  async execute(userId: string): Promise<CheckResultDto> {
    const account = await this.accounts.findById(userId);
    if (!account || account.isBanned) throw new UnauthenticatedError('Your session has ended, please log in again');
    return { success: true, access_token: await this.tokens.issue(account) };
  }
}
