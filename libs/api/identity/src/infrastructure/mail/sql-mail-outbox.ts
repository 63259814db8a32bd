import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '@grimhunt/api-kernel';
import { MailOutbox } from '../../application/ports/mail-outbox.port';
import { QueuedMail } from '../../application/ports/mail-sender.port';

/** Attempts after which an unsent mail is left for support (its row keeps the last error). */
export const MAX_MAIL_ATTEMPTS = 6;

@Injectable()
export class SqlMailOutbox implements MailOutbox {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async claimDue(limit: number): Promise<QueuedMail[]> {
    const rows = rowsOf<{ id: string; to_address: string; subject: string; body_text: string }>(
      await this.dataSource.query(
        `UPDATE mail_outbox o
            SET attempts = o.attempts + 1, next_attempt_at = now() + interval '1 minute' * power(2, o.attempts)
          WHERE o.id IN (SELECT id FROM mail_outbox
                          WHERE sent_at IS NULL AND attempts < $2 AND created_at < now() - interval '1 minute'
                            AND (next_attempt_at IS NULL OR next_attempt_at <= now())
                          ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING o.id, o.to_address, o.subject, o.body_text`,
        [limit, MAX_MAIL_ATTEMPTS],
      ),
    );
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.body_text }));
  }
}
