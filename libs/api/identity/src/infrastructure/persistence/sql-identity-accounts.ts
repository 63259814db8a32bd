import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GAME_ROLES, ROLE, validateUsername } from '@grimhunt/contracts';
import { isUuid, LagTolerantReads, PG_UNIQUE_VIOLATION, pgErrorCode, rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ActivityAt, IdentityAccounts, PlayerActivityCounts, RenameOutcome } from '../../application/ports/identity-accounts.port';
import { MAIL_SENDER, MailSender, QueuedMail } from '../../application/ports/mail-sender.port';

const PLAYER_ROLES = GAME_ROLES.map((name) => ROLE[name]);
/** The highest patron tier a subscription gives; 4 and 5 are given by an admin and kept. */
const SUBSCRIBER_TIERS = 3;

@Injectable()
export class SqlIdentityAccounts implements IdentityAccounts {
  private readonly logger = new Logger('IdentityAccounts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_SENDER) private readonly mails: MailSender,
    /** The player counts of reports tolerate a few seconds of lag: the replica when there is one. */
    private readonly reads: LagTolerantReads,
  ) {}

  async renameAccount(tx: Tx, userId: string, newName: string): Promise<RenameOutcome> {
    const m = unwrapTx(tx);
    const name = (newName ?? '').trim();
    const rows: { name: string; email: string }[] = isUuid(userId)
      ? await m.query(`SELECT name, email FROM user_account WHERE id = $1 FOR UPDATE`, [userId])
      : [];
    const account = rows[0];
    if (!account) return { result: 'missing', oldName: '', newName: name, email: '' };
    const outcome = (result: RenameOutcome['result']): RenameOutcome => ({
      result,
      oldName: account.name,
      newName: name,
      email: account.email,
    });
    if (validateUsername(name)) return outcome('invalid');
    if (account.name === name) return outcome('unchanged');
    // The savepoint keeps the caller's transaction usable when the unique index refuses the name (a race).
    await m.query(`SAVEPOINT rename_account`);
    try {
      const updated = rowsOf<{ id: string }>(
        await m.query(
          `UPDATE user_account SET name = $2
            WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM user_account o WHERE lower(o.name) = lower($2) AND o.id <> $1)
           RETURNING id`,
          [userId, name],
        ),
      );
      await m.query(`RELEASE SAVEPOINT rename_account`);
      return outcome(updated.length > 0 ? 'renamed' : 'taken');
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      await m.query(`ROLLBACK TO SAVEPOINT rename_account`);
      return outcome('taken');
    }
  }

  async queueMail(tx: Tx, userId: string, mail: { subject: string; text: string }): Promise<QueuedMail | null> {
    if (!isUuid(userId)) return null;
    const rows = rowsOf<{ id: string; to_address: string }>(
      await unwrapTx(tx).query(
        `INSERT INTO mail_outbox (to_address, subject, body_text, sent_at)
         SELECT email, $2, $3, NULL FROM user_account WHERE id = $1
         RETURNING id, to_address`,
        [userId, mail.subject, mail.text],
      ),
    );
    return rows[0] ? { id: rows[0].id, to: rows[0].to_address, subject: mail.subject, text: mail.text } : null;
  }

  async sendQueuedMail(mail: QueuedMail): Promise<void> {
    try {
      await this.mails.relay(mail);
    } catch (error) {
      this.logger.error({ err: error, to: mail.to, subject: mail.subject }, 'queued mail could not be sent (it stays in the outbox)');
    }
  }

  async setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void> {
    if (!Number.isInteger(patreonType) || patreonType < 0 || patreonType > SUBSCRIBER_TIERS)
      throw new Error(`not a subscriber tier: ${patreonType}`);
    await unwrapTx(tx).query(
      `UPDATE user_account SET patreon_type = $2 WHERE id = $1 AND patreon_type <= ${SUBSCRIBER_TIERS} AND patreon_type <> $2`,
      [userId, patreonType],
    );
  }

  async countPlayers(
    now: Date,
    since: { dayAgo: Date; weekAgo: Date; monthAgo: Date },
    otherActivity: ActivityAt[],
  ): Promise<PlayerActivityCounts> {
    const moved = otherActivity.filter((a) => isUuid(a.userId));
    const [row] = await this.reads.query<{ users: number; day: number; week: number; month: number }>(
      `WITH players AS (SELECT id, last_login_at FROM user_account WHERE role = ANY($5::int[])),
            moved AS (SELECT user_id, max(at) AS at FROM unnest($6::uuid[], $7::timestamptz[]) AS m(user_id, at) GROUP BY user_id),
            seen AS (SELECT p.id, greatest(p.last_login_at, m.at) AS at FROM players p LEFT JOIN moved m ON m.user_id = p.id)
       SELECT (SELECT count(*) FROM players)::int AS users,
              count(*) FILTER (WHERE at > $4 AND at <= $1)::int AS day,
              count(*) FILTER (WHERE at > $3 AND at <= $1)::int AS week,
              count(*) FILTER (WHERE at > $2 AND at <= $1)::int AS month
         FROM seen`,
      [now, since.monthAgo, since.weekAgo, since.dayAgo, PLAYER_ROLES, moved.map((a) => a.userId), moved.map((a) => a.at.toISOString())],
    );
    return { players: row.users, activeDay: row.day, activeWeek: row.week, activeMonth: row.month };
  }
}
