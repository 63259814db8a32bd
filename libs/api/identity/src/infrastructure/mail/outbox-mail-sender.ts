import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailSender, OutgoingMail, QueuedMail } from '../../application/ports/mail-sender.port';
import { redactLinkSecrets } from '../../application/secrets';
import { MailOutboxRecord } from '../persistence/mail-outbox.record';

/**
 * Without SMTP_URL: nothing leaves. In development and tests the mail is written whole to the log and to the
 * mail_outbox table (developers open the activation link from there; tests read it). In production it is kept
 * without its link secrets, and the log names only the recipient and subject: a production log or table must not
 * open accounts. (Production needs SMTP_URL for activation and reset mails to work at all.)
 */
@Injectable()
export class OutboxMailSender implements MailSender {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keepSecrets = true,
  ) {}

  async send(mail: OutgoingMail) {
    await this.dataSource.manager.insert(MailOutboxRecord, {
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: this.keepSecrets ? mail.text : redactLinkSecrets(mail.text),
      sentAt: null,
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
