import { Inject, Injectable, Logger } from '@nestjs/common';
import { IDENTITY_CONFIG, IdentityConfig } from './identity.config';
import { MAIL_SENDER, MailSender } from './ports/mail-sender.port';

/** Texts of the account mails; sending failures are logged, never lost silently (the outbox keeps them). */
@Injectable()
export class AccountMails {
  private readonly logger = new Logger('AccountMails');

  constructor(
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

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
      text: `Hello ${name},\n\nsomeone (hopefully you) asked for a new password. Open this link and we mail you a new one:\n${link}\n\nThe link works once and for ${this.config.resetTtlHours} hour(s). If it was not you, ignore this mail.`,
    });
  }

  registrationWithTakenEmail(to: string): Promise<void> {
    return this.deliver({
      to,
      subject: 'Your Grimhunt account',
      text: `Hello,\n\nsomeone (hopefully you) tried to register a new Grimhunt account with this email address, which already belongs to an account. No new account was created.\n\nIf you forgot your password, use "Forgot Password" on ${this.config.publicUrl}/login. If it was not you, ignore this mail.`,
    });
  }

  newPassword(to: string, name: string, password: string): Promise<void> {
    return this.deliver({
      to,
      subject: 'Your new Grimhunt password',
      text: `Hello ${name},\n\nyour new password is: ${password}\n\nLog in with it and change it in your profile.`,
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
