import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { MailSender, OutgoingMail, QueuedMail } from '../../application/ports/mail-sender.port';
import { redactLinkSecrets } from '../../application/secrets';
import { MailOutboxRecord } from '../persistence/mail-outbox.record';

/**
 * With SMTP_URL: nodemailer sends the mail; the outbox row records when it left or why it did not. A mail that
 * left is kept without its link secrets; one that did not keeps them until the relay sends it.
 */
@Injectable()
export class SmtpMailSender implements MailSender {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail) {
    let error: string | null = null;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (e) {
      error = (e as Error).message;
      this.logger.error(`mail to ${mail.to} failed: ${error}`);
    }
    await this.dataSource.manager.insert(MailOutboxRecord, {
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: error ? mail.text : redactLinkSecrets(mail.text),
      sentAt: error ? null : new Date(),
      error,
    });
    if (error) throw new Error(error);
  }

  /** Sends a mail queued in `mail_outbox` by a committed transaction and records the outcome on its row. */
  async relay(mail: QueuedMail) {
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.dataSource.query(`UPDATE mail_outbox SET sent_at = now(), error = NULL, body_text = $2 WHERE id = $1`, [
        mail.id,
        redactLinkSecrets(mail.text),
      ]);
    } catch (e) {
      const error = (e as Error).message;
      this.logger.error(`mail to ${mail.to} failed: ${error}`);
      await this.dataSource.query(`UPDATE mail_outbox SET error = $2 WHERE id = $1`, [mail.id, error]);
    }
  }
}
