export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}
/** A mail already written to `mail_outbox` inside a transaction (not sent yet). */
export interface QueuedMail extends OutgoingMail {
  id: string;
}
/** Sends account mails (activation, password reset). Called after the transaction commits. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends a mail that a committed transaction queued in `mail_outbox` (receipts); marks its row sent, or records the
   * error (the row stays unsent, so support can see it). Without SMTP the row stays as the outbox copy.
   */
  relay(mail: QueuedMail): Promise<void>;
}
export const MAIL_SENDER = Symbol('MAIL_SENDER');
