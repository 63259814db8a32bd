import { QueuedMail } from './mail-sender.port';

/** The unsent rows of `mail_outbox`, as the relay job claims them. */
export interface MailOutbox {
  /**
   * Claims up to `limit` unsent mails older than a minute whose next attempt is due, counting the attempt and moving
   * their next attempt on (1, 2, 4, ... minutes), so no other process claims them meanwhile. Rows that used all
   * their attempts are left alone.
   */
  claimDue(limit: number): Promise<QueuedMail[]>;
}
export const MAIL_OUTBOX = Symbol('MAIL_OUTBOX');
