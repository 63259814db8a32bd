import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailSender, OutgoingMail, QueuedMail } from '../../application/ports/mail-sender.port';
import { MailOutboxRecord } from '../persistence/mail-outbox.record';

/** Without SMTP_URL: mails are written to the log and the mail_outbox table (readable by developers and tests). */
@Injectable()
export class OutboxMailSender implements MailSender {
  private readonly logger = new Logger('Mail');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async send(mail: OutgoingMail) {
    await this.dataSource.manager.insert(MailOutboxRecord, {
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      sentAt: null,
    });
    this.logger.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }

  /** Queued mails are already in the outbox table: only logged, like every mail without SMTP. */
  async relay(mail: QueuedMail) {
    this.logger.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }
}
