import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { ConflictError, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { Account } from '../../../domain/account.entity';
import { assertPasswordDigest, normaliseEmail } from '../../../domain/credentials';
import { AccountNotFoundError, NotYourAccountError, WrongPasswordError } from '../../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { LOGIN_THROTTLE, LoginThrottle, SIGNED_IN_PASSWORD_CHECK } from '../../ports/login-throttle.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { SESSION_REVOCATION, SessionRevocation } from '../../ports/session-revocation.port';

/** The password changed between its check and the change (another tab, a reset): check it again. */
const CHANGED_MEANWHILE = 'Your password was changed meanwhile. Please try again.';

/**
 * Profile changes (the profile screen's password and email forms): own account only, current password required.
 * The current password is checked like a login (the same growing delays after failures, reserved atomically,
 * counted per account) and outside any transaction: argon2 holds neither the account row nor a pool connection.
 */
@Injectable()
export class UpdateAccountHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
    @Inject(LOGIN_THROTTLE) private readonly throttle: LoginThrottle,
  ) {}

  async updateEmail(callerId: string, userId: unknown, password: unknown, email: unknown) {
    this.assertSelf(callerId, userId);
    const digest = assertPasswordDigest(password);
    const newEmail = normaliseEmail(email);
    const checkedHash = await this.checkCurrentPassword(callerId, digest);
    await this.uow.run(async (tx) => {
      const account = await this.lockUnchanged(tx, callerId, checkedHash);
      account.changeEmail(newEmail);
      await this.accounts.save(tx, account);
    });
    return { success: true, message: IDENTITY_MESSAGES.changed };
  }

  async updatePassword(callerId: string, userId: unknown, currPw: unknown, newPw: unknown) {
    this.assertSelf(callerId, userId);
    const current = assertPasswordDigest(currPw);
    const next = assertPasswordDigest(newPw);
    const checkedHash = await this.checkCurrentPassword(callerId, current);
    const nextHash = await this.hasher.hash(next);
    await this.uow.run(async (tx) => {
      const account = await this.lockUnchanged(tx, callerId, checkedHash);
      account.changePasswordHash(nextHash);
      await this.accounts.save(tx, account);
      await this.sessions.announce(tx, callerId);
    });
    this.sessions.forgetHere(callerId);
    return { success: true, message: IDENTITY_MESSAGES.changed };
  }

  /** Verifies the current password without a transaction; answers the hash it was checked against. */
  private async checkCurrentPassword(callerId: string, digest: string): Promise<string> {
    await this.throttle.reserve(callerId, SIGNED_IN_PASSWORD_CHECK);
    const account = await this.accounts.findById(callerId);
    if (!account) throw new AccountNotFoundError();
    if (!(await this.hasher.verify(account.passwordHash, digest))) throw new WrongPasswordError();
    await this.throttle.succeeded(callerId, SIGNED_IN_PASSWORD_CHECK);
    return account.passwordHash;
  }

  /** Locks the account; refuses if its password changed since it was checked. */
  private async lockUnchanged(tx: Tx, callerId: string, checkedHash: string): Promise<Account> {
    const account = await this.accounts.getForUpdate(tx, callerId);
    if (!account) throw new AccountNotFoundError();
    if (account.passwordHash !== checkedHash) throw new ConflictError(CHANGED_MEANWHILE);
    return account;
  }

  /** The form carries a userId; it must be the caller's own (never trust the client for ownership). */
  private assertSelf(callerId: string, userId: unknown): void {
    if (userId !== undefined && userId !== null && userId !== '' && userId !== callerId) throw new NotYourAccountError();
  }
}
