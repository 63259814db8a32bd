import { Account } from '../../domain/account.entity';

export interface TokenIssuer {
  /** `authTime` (seconds): when the player last typed the password; renewals keep it (default: now). */
  issue(account: Account, authTime?: number): Promise<string>;
}
export const TOKEN_ISSUER = Symbol('TOKEN_ISSUER');
