import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { MailRepository } from '../../application/ports/mail.repository.port';
import { Mail, MailProps } from '../../domain/mail.entity';

const COLUMNS = `id, from_user_id, to_user_id, from_name, to_name, message, item_id, amount, sent_at, read_at, claimed_at, returned_at`;

interface MailRow {
  id: string;
  from_user_id: string | null;
  to_user_id: string | null;
  from_name: string;
  to_name: string;
  message: string;
  item_id: string | null;
  amount: number | null;
  sent_at: Date;
  read_at: Date | null;
  claimed_at: Date | null;
  returned_at: Date | null;
}

function toProps(row: MailRow): MailProps {
  return {
    id: row.id,
    fromUserId: row.from_user_id,
    toUserId: row.to_user_id,
    fromName: row.from_name,
    toName: row.to_name,
    message: row.message,
    sentAt: row.sent_at,
    readAt: row.read_at,
    claimedAt: row.claimed_at,
    returnedAt: row.returned_at,
    attachment: row.item_id && row.amount ? { itemId: row.item_id, amount: row.amount } : null,
  };
}

@Injectable()
export class TypeOrmMailRepository implements MailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async insert(tx: Tx, mail: MailProps): Promise<void> {
    // Spans players (mail): a mail found by its id (claim, read, return; both players are then locked by id), and an insert whose column list is a constant naming both players
    await unwrapTx(tx).query(`INSERT INTO mail (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, [
      mail.id,
      mail.fromUserId,
      mail.toUserId,
      mail.fromName,
      mail.toName,
      mail.message,
      mail.attachment?.itemId ?? null,
      mail.attachment?.amount ?? null,
      mail.sentAt,
      mail.readAt,
      mail.claimedAt,
      mail.returnedAt,
    ]);
  }

  async find(id: string, tx?: Tx): Promise<Mail | null> {
    if (!isUuid(id)) return null;
    const rows: MailRow[] = await this.m(tx).query(`SELECT ${COLUMNS} FROM mail WHERE id = $1`, [id]);
    return rows[0] ? Mail.restore(toProps(rows[0])) : null;
  }

  async markClaimed(tx: Tx, id: string, recipientId: string, now: Date): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await unwrapTx(tx).query(
        `UPDATE mail SET claimed_at = $3, read_at = coalesce(read_at, $3)
          WHERE id = $1 AND to_user_id = $2 AND item_id IS NOT NULL AND claimed_at IS NULL AND returned_at IS NULL
          RETURNING id`,
        [id, recipientId, now],
      ),
    );
    return rows.length === 1;
  }

  async setRead(id: string, recipientId: string, read: boolean, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = rowsOf<{ id: string }>(
      await this.dataSource.query(
        `UPDATE mail SET read_at = CASE WHEN $3::boolean THEN coalesce(read_at, $4) ELSE NULL END
          WHERE id = $1 AND to_user_id = $2 RETURNING id`,
        [id, recipientId, read, now],
      ),
    );
    return rows.length === 1;
  }

  async markReturned(tx: Tx, recipientId: string, now: Date): Promise<Mail[]> {
    const rows = rowsOf<MailRow>(
      await unwrapTx(tx).query(
        `UPDATE mail SET returned_at = $2
          WHERE to_user_id = $1 AND item_id IS NOT NULL AND claimed_at IS NULL AND returned_at IS NULL
          RETURNING ${COLUMNS}`,
        [recipientId, now],
      ),
    );
    return rows.map((row) => Mail.restore(toProps(row)));
  }

  async boxesOf(userId: string, limit: number): Promise<{ inbox: MailProps[]; outbox: MailProps[] }> {
    const [inbox, outbox]: MailRow[][] = await Promise.all([
      // The newest `limit` letters, and every letter whose items still wait for a claim however old: a flood of
      // letters must never hide held items.
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM mail
          WHERE id IN (SELECT id FROM (SELECT id FROM mail WHERE to_user_id = $1 ORDER BY sent_at DESC, id DESC LIMIT $2) newest
                       UNION
                       SELECT id FROM mail WHERE to_user_id = $1 AND item_id IS NOT NULL AND claimed_at IS NULL AND returned_at IS NULL)
          ORDER BY sent_at DESC, id DESC`,
        [userId, limit],
      ),
      this.dataSource.query(`SELECT ${COLUMNS} FROM mail WHERE from_user_id = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`, [userId, limit]),
    ]);
    return { inbox: inbox.map(toProps), outbox: outbox.map(toProps) };
  }
}
