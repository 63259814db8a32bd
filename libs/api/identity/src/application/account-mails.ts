import { Inject, Injectable, Logger } from '@nestjs/common';
import { RATE_LIMITS, RateLimitedError, SharedRateLimiter, Tx } from '@grimhunt/api-kernel';
import { IDENTITY_CONFIG, IdentityConfig } from './identity.config';
import { MAIL_SENDER, MailSender } from './ports/mail-sender.port';

/** The kinds of account mail, each with caps of its own. */
export type AccountMailKind = 'activation' | 'reset' | 'taken';

/**
 * Texts of the account mails; sending failures are logged, never lost silently (the outbox keeps them). No mail
 * carries a password: a reset link leads to a page that shows a new password once.
 */
@Injectable()
export class AccountMails {
  private readonly logger = new Logger('AccountMails');

  constructor(
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly limiter: SharedRateLimiter,
  ) {}

  /**
   * Counts one account mail of a kind to `to` (and to the account, when known) against the caps shared by every
   * process; throws RateLimitedError (429, with a message for the page) when the address or the account had enough
   * of that kind. Each kind has caps of its own, so a stranger sending one kind (say "this address is taken") does
   * not use up the owner's reset or activation mails.
   */
  async reserve(kind: AccountMailKind, to: string, accountId?: string, tx?: Tx): Promise<void> {
    await this.limiter.hit(RATE_LIMITS.mailToAddress, `${kind}:${to.trim().toLowerCase()}`, tx);
    if (accountId) await this.limiter.hit(RATE_LIMITS.mailToAccount, `${kind}:${accountId}`, tx);
  }

  /** Like `reserve`, but answers false instead of throwing: for answers that must not tell whether a mail went. */
  async mayMail(kind: AccountMailKind, to: string, accountId?: string): Promise<boolean> {
    try {
      await this.reserve(kind, to, accountId);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      this.logger.warn(`account mail to ${to} not sent: the address or account reached its hourly cap`);
      return false;
    }
  }

  activation(to: string, name: string, secret: string): Promise<void> {
    const link = `${this.config.publicUrl}/activateAccount/${secret}`;
    return this.deliver({
      to,
      subject: 'Activate your Grimhunt account',
      text: `Hello ${name},\n\nwelcome to Grimhunt! Open this link to activate your account:\n${link}\n\nThe link works once and for ${this.config.activationTtlHours} hours.\n\nHappy hunting!`,
    });
  }

  passwordResetLink(to: string, name: string, secret: string): Promise<void> {
    const link = `${this.config.publicUrl}/forgotPasswordRetrieve/${secret}`;
    return this.deliver({
      to,
      subject: 'Your Grimhunt password',
      text: `Hello ${name},\n\nsomeone (hopefully you) asked for a new password. Open this link and the page shows you a new one:\n${link}\n\nThe link works once and for ${this.config.resetTtlHours} hour(s). If it was not you, ignore this mail: your password stays as it is.`,
    });
  }

  registrationWithTakenEmail(to: string): Promise<void> {
    return this.deliver({
      to,
      subject: 'Your Grimhunt account',
      text: `Hello,\n\nsomeone (hopefully you) tried to register a new Grimhunt account with this email address, which already belongs to an account. No new account was created.\n\nIf you forgot your password, use "Forgot Password" on ${this.config.publicUrl}/login. If it was not you, ignore this mail.`,
    });
  }

  passwordWasReset(to: string, name: string): Promise<void> {
    return this.deliver({
      to,
      subject: 'Your Grimhunt password was reset',
      text: `Hello ${name},\n\nyour password was just reset through the link we mailed you, and the page showed the new one. If it was not you, use "Forgot Password" on ${this.config.publicUrl}/login at once and tell our support.`,
    });
  }

  private async deliver(mail: { to: string; subject: string; text: string }): Promise<void> {
    try {
      await this.sender.send(mail);
    } catch (error) {
      this.logger.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
    }
  }
}
