import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailSender, OutgoingMail, QueuedMail } from '../../application/ports/mail-sender.port';
import { redactLinkSecrets } from '../../application/secrets';
import { MailOutboxRecord } from '../persistence/mail-outbox.record';
import { MAX_MAIL_ATTEMPTS } from './sql-mail-outbox';

/** Why a production mail kept without its link secret is never sent, even by a relay configured later. */
export const NEVER_SENT_REDACTED = 'not sent: SMTP_URL was not set, and our copy has no link secret to send';

/**
 * Without SMTP_URL: nothing leaves. In development and tests the mail is written whole to the log and to the
 * mail_outbox table (developers open the activation link from there; tests read it). In production it is kept
 * without its link secrets, and the log names only the recipient and subject: a production log or table must not
 * open accounts, and a row whose link was removed is stored as given up so that no relay ever sends it. (Production needs SMTP_URL for activation and reset mails to work at all.)
 */
@Injectable()
export class OutboxMailSender implements MailSender {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keepSecrets = true,
  ) {}

  async send(mail: OutgoingMail) {
    const bodyText = this.keepSecrets ? mail.text : redactLinkSecrets(mail.text);
    await this.dataSource.manager.insert(MailOutboxRecord, {
      toAddress: mail.to,
      subject: mail.subject,
      bodyText,
      sentAt: null,
      // Without its link the mail is useless: it is stored as given up, so a relay never sends a dead link.
      ...(bodyText === mail.text ? {} : { attempts: MAX_MAIL_ATTEMPTS, error: NEVER_SENT_REDACTED }),
    });
    this.log(mail);
  }

  /** Queued mails are already in the outbox table: only logged, like every mail without SMTP. */
  async relay(mail: QueuedMail) {
    this.log(mail);
  }

  private log(mail: OutgoingMail): void {
    if (this.keepSecrets) this.logger.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    else this.logger.warn(`mail to ${mail.to}: ${mail.subject} (not sent: SMTP_URL is not set; the text is not logged in production)`);
  }
}
