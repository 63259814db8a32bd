import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { CLOCK, Clock, NotFoundError, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { TokenInvalidError } from '../../../domain/identity.errors';
import { AccountMails } from '../../account-mails';
import { IDENTITY_CONFIG, IdentityConfig } from '../../identity.config';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { ONE_TIME_TOKEN_REPOSITORY, OneTimeTokenRepository } from '../../ports/one-time-token.repository.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { SESSION_REVOCATION, SessionRevocation } from '../../ports/session-revocation.port';
import { hashSecret, newLinkSecret, newReadablePassword, sha256Hex } from '../../secrets';

/** Minutes after a reset mail during which further requests for the account send nothing new. */
export const RESET_LINK_QUIET_MINUTES = 15;

/**
 * Forgot password, in two steps: the request mails a single-use link; opening the
 * link (`ForgotPasswordRetrieve`) sets a new random password and answers it as the page's text, once; it is never
 * mailed or stored. Nothing changes until a link is used, so a stranger asking for resets cannot lock anybody out
 * or cancel the owner's link; while a link mailed in the last minutes is open, further requests mail nothing; the
 * mails per address and account are capped, and using one link ends the others. Opening the link page changes
 * nothing: the page posts the link only when the player asks to see the new password.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mails: AccountMails,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
  ) {}

  async request(username: unknown): Promise<{ success: true; message: string }> {
    const name = typeof username === 'string' ? username.trim() : '';
    const account = name ? await this.accounts.findByName(name) : null;
    if (!account || account.isBanned) throw new NotFoundError(IDENTITY_MESSAGES.forgotUnknown, 'IDENTITY.NOT_FOUND');
    const now = this.clock.now();
    const link = newLinkSecret();
    // A link mailed in the last minutes that is still open answers for this request too: the same success, no new
    // mail and nothing counted against the caps, so requests naming somebody else cannot fill that person's inbox
    // or use up the resets they may ask for themselves. The account row is locked, so parallel requests see each
    // other's link and only the first one mails.
    const issuedAfter = new Date(now.getTime() + this.config.resetTtlHours * 3600_000 - RESET_LINK_QUIET_MINUTES * 60_000);
    const mailed = await this.uow.run(async (tx) => {
      if (!(await this.accounts.getForUpdate(tx, account.id)))
        throw new NotFoundError(IDENTITY_MESSAGES.forgotUnknown, 'IDENTITY.NOT_FOUND');
      if (await this.tokens.hasOpenExpiringAfter(tx, account.id, 'password_reset', issuedAfter, now)) return false;
      await this.mails.reserve('reset', account.email, account.id, tx);
      await this.tokens.create(tx, account.id, 'password_reset', link.hash, new Date(now.getTime() + this.config.resetTtlHours * 3600_000));
      return true;
    });
    if (!mailed) return { success: true, message: IDENTITY_MESSAGES.forgotSent };
    await this.mails.passwordResetLink(account.email, account.name, link.secret);
    return { success: true, message: IDENTITY_MESSAGES.forgotSent };
  }

  async retrieve(secret: unknown): Promise<string> {
    if (typeof secret !== 'string' || !secret || secret.length > 200) throw new TokenInvalidError();
    // A cheap lookup first: made-up or used links are refused without taking a turn at the hashing gate. The
    // link is used (atomically) only after the hash, inside the transaction below.
    const tokenHash = hashSecret(secret);
    if (!(await this.uow.run((tx) => this.tokens.isOpen(tx, 'password_reset', tokenHash, this.clock.now())))) throw new TokenInvalidError();
    const password = newReadablePassword();
    const passwordHash = await this.hasher.hash(sha256Hex(password));
    const now = this.clock.now();
    const account = await this.uow.run(async (tx) => {
      const userId = await this.tokens.consume(tx, 'password_reset', tokenHash, now);
      if (!userId) throw new TokenInvalidError();
      await this.tokens.revokeOpen(tx, userId, 'password_reset', now);
      const locked = await this.accounts.getForUpdate(tx, userId);
      if (!locked) throw new TokenInvalidError();
      locked.changePasswordHash(passwordHash);
      await this.accounts.save(tx, locked);
      await this.sessions.announce(tx, locked.id);
      return locked;
    });
    this.sessions.forgetHere(account.id);
    await this.mails.passwordWasReset(account.email, account.name);
    return `${IDENTITY_MESSAGES.passwordReset} ${password}\n${IDENTITY_MESSAGES.passwordResetHint}`;
  }
}
