import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { assertPasswordDigest, normaliseEmail } from '../../../domain/credentials';
import { AccountNotFoundError, NotYourAccountError, WrongPasswordError } from '../../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { SESSION_REVOCATION, SessionRevocation } from '../../ports/session-revocation.port';

/** Profile changes (spec player §2 Profile): own account only, current password required. */
@Injectable()
export class UpdateAccountHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
  ) {}

  async updateEmail(callerId: string, userId: unknown, password: unknown, email: unknown) {
    this.assertSelf(callerId, userId);
    const digest = assertPasswordDigest(password);
    const newEmail = normaliseEmail(email);
    await this.uow.run(async (tx) => {
      const account = await this.accounts.getForUpdate(tx, callerId);
      if (!account) throw new AccountNotFoundError();
      if (!(await this.hasher.verify(account.passwordHash, digest))) throw new WrongPasswordError();
      account.changeEmail(newEmail);
      await this.accounts.save(tx, account);
    });
    return { success: true, message: IDENTITY_MESSAGES.changed };
  }

  async updatePassword(callerId: string, userId: unknown, currPw: unknown, newPw: unknown) {
    this.assertSelf(callerId, userId);
    const current = assertPasswordDigest(currPw);
    const next = assertPasswordDigest(newPw);
    const nextHash = await this.hasher.hash(next);
    await this.uow.run(async (tx) => {
      const account = await this.accounts.getForUpdate(tx, callerId);
      if (!account) throw new AccountNotFoundError();
      if (!(await this.hasher.verify(account.passwordHash, current))) throw new WrongPasswordError();
      account.changePasswordHash(nextHash);
      await this.accounts.save(tx, account);
      await this.sessions.announce(tx, callerId);
    });
    this.sessions.forgetHere(callerId);
    return { success: true, message: IDENTITY_MESSAGES.changed };
  }

  /** The form carries a userId; it must be the caller's own (never trust the client for ownership). */
  private assertSelf(callerId: string, userId: unknown): void {
    if (userId !== undefined && userId !== null && userId !== '' && userId !== callerId) throw new NotYourAccountError();
  }
}
