import { Inject, Injectable } from '@nestjs/common';
import { MAIL_OUTBOX, MailOutbox } from '../ports/mail-outbox.port';
import { MAIL_SENDER, MailSender } from '../ports/mail-sender.port';

/** Mails claimed per run. */
const BATCH = 20;

/**
 * Sends again what the mail server did not take: an activation or reset mail whose send failed, or a receipt whose
 * process died between its transaction's commit and the send. Runs in every API process (with SMTP only); a claim
 * moves the row's next attempt on, so each mail goes out from one process at a time.
 */
@Injectable()
export class RelayUnsentMailsJob {
  constructor(
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
  ) {}

  async run(): Promise<{ tried: number }> {
    const due = await this.outbox.claimDue(BATCH);
    // relay() marks the row sent, or records the error and leaves it for the next attempt.
    for (const mail of due) await this.sender.relay(mail);
    return { tried: due.length };
  }
}
