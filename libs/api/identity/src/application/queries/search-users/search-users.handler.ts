import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, USER_SEARCH_MIN } from '@grimhunt/contracts';
import { ValidationError } from '@grimhunt/api-kernel';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';

export const USER_SEARCH_LIMIT = 20;

/** Recipient / simulator search: names only, banned accounts only when an admin asks for them. */
@Injectable()
export class SearchUsersHandler {
  constructor(@Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository) {}

  async execute(searchstring: unknown, includeBanned: boolean, callerIsAdmin: boolean): Promise<string[]> {
    const term = typeof searchstring === 'string' ? searchstring.trim() : '';
    if (term.length < USER_SEARCH_MIN) throw new ValidationError(IDENTITY_MESSAGES.searchTooShort);
    return this.accounts.searchNames(term.slice(0, 40), includeBanned && callerIsAdmin, USER_SEARCH_LIMIT);
  }
}
