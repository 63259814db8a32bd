import { Account } from '../../domain/account.entity';

export interface TokenIssuer {
  issue(account: Account): Promise<string>;
}
export const TOKEN_ISSUER = Symbol('TOKEN_ISSUER');
