import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAIL_LEDGER_REASONS } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { InventoryFacade } from '@grimhunt/api-economy';
import { AccountDeletionListener } from '@grimhunt/api-identity';
import { PartyLock } from '../../party-lock';
import { MAIL_REPOSITORY, MailRepository } from '../../ports/mail.repository.port';

/**
 * Called by identity inside the transaction that deletes an account, after the account row is locked: every mail
 * to that account still holding items is marked returned (conditional UPDATE, so a return and a claim never both
 * happen) and its items go back to the sender (ledger `mail-return`, reference = mail id). If the sender's account
 * is gone too, the items are gone with both accounts. Senders are locked in id order after the deleted account
 * (the one lock-order exception; a deadlock with a concurrent send is detected by PostgreSQL and the unit of work
 * retries).
 */
@Injectable()
export class ReturnHeldItemsHandler implements AccountDeletionListener {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_REPOSITORY) private readonly mails: MailRepository,
    private readonly parties: PartyLock,
    private readonly inventory: InventoryFacade,
  ) {}

  async beforeAccountDeleted(tx: Tx, userId: string): Promise<void> {
    const returned = await this.mails.markReturned(tx, userId, this.clock.now());
    if (returned.length === 0) return;
    const senders = await this.parties.lock(
      tx,
      returned.map((m) => m.fromUserId),
    );
    for (const mail of returned) {
      const attachment = mail.attachment!;
      const sender = mail.fromUserId ? senders.get(mail.fromUserId) : undefined;
      if (!sender) continue;
      await this.inventory.addItem(tx, sender, attachment.itemId, attachment.amount, MAIL_LEDGER_REASONS.returned, mail.id);
    }
    this.logger.log(`returned the attachments of ${returned.length} mail(s) to their senders`);
  }
}
