import { Tx } from '@grimhunt/api-kernel';
import { Mail, MailProps } from '../../domain/mail.entity';

/**
 * The `mail` rows. State changes are conditional UPDATEs, so a double claim or a claim racing a return changes
 * exactly one row once, whatever the callers did before.
 */
export interface MailRepository {
  insert(tx: Tx, mail: MailProps): Promise<void>;
  find(id: string, tx?: Tx): Promise<Mail | null>;
  /** Sets `claimed_at` when the mail is `recipientId`'s and still holds its items; true if this call did it. */
  markClaimed(tx: Tx, id: string, recipientId: string, now: Date): Promise<boolean>;
  /** Sets or clears `read_at` of a mail of `recipientId`; true when the mail is theirs. */
  setRead(id: string, recipientId: string, read: boolean, now: Date): Promise<boolean>;
  /** Marks every mail to `recipientId` that still holds items as returned, and answers those mails. */
  markReturned(tx: Tx, recipientId: string, now: Date): Promise<Mail[]>;
  /** Newest first, at most `limit` per box. */
  boxesOf(userId: string, limit: number): Promise<{ inbox: MailProps[]; outbox: MailProps[] }>;
}
export const MAIL_REPOSITORY = Symbol('MAIL_REPOSITORY');
