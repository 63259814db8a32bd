export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}
/** Sends account mails (activation, password reset). Called after the transaction commits. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
export const MAIL_SENDER = Symbol('MAIL_SENDER');
