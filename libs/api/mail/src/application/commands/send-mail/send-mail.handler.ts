import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MAIL_LEDGER_REASONS, MAIL_MESSAGES, MailActionDto } from '@grimhunt/contracts';
import { afterCommit, CLOCK, Clock, isUuid, METRICS, NotFoundError, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InventoryFacade } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';
import { MailProps } from '../../../domain/mail.entity';
import { checkAttachment, checkRecipient, readLoot, readMessage, readRecipient } from '../../../domain/mail-rules';
import { RecipientNotFoundError, SelfMailError } from '../../../domain/mail.errors';
import { describeItems, toMailDto } from '../../mail-view';
import { PartyLock } from '../../party-lock';
import { MAIL_REPOSITORY, MailRepository } from '../../ports/mail.repository.port';
import { SendMailCommand } from './send-mail.command';

/**
 * Sends a mail in one transaction: lock both players (id order), check the recipient and the attachment under the
 * locks, write the mail, then take the attachment from the sender (ledger `mail-send`, reference = mail id). Any
 * refusal rolls everything back. The last unit of an equipped item is refused by the InventoryFacade.
 */
@Injectable()
export class SendMailHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_REPOSITORY) private readonly mails: MailRepository,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly parties: PartyLock,
    private readonly inventory: InventoryFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(command: SendMailCommand): Promise<MailActionDto> {
    const recipientRef = readRecipient(command.toUserId);
    const message = readMessage(command.message);
    const attachment = readLoot(command.loot);
    const addressee = await this.resolve(recipientRef);
    if (!addressee) throw new RecipientNotFoundError();
    if (addressee.id === command.senderId) throw new SelfMailError();

    return this.uow.run(async (tx) => {
      const locked = await this.parties.lock(tx, [command.senderId, addressee.id]);
      const sender = locked.get(command.senderId);
      if (!sender) throw new NotFoundError('This account no longer exists', 'MAIL.NOT_FOUND');
      const recipient = checkRecipient(sender, locked.get(addressee.id) ?? null);
      const item = attachment ? await this.catalogue.item(attachment.itemId) : undefined;
      if (attachment) checkAttachment(attachment, item, await this.inventory.amountOf(sender.id, attachment.itemId, tx));

      const mail: MailProps = {
        id: randomUUID(),
        fromUserId: sender.id,
        toUserId: recipient.id,
        fromName: sender.name,
        toName: recipient.name,
        message,
        sentAt: this.clock.now(),
        readAt: null,
        claimedAt: null,
        returnedAt: null,
        attachment,
      };
      await this.mails.insert(tx, mail);
      afterCommit(tx, () => METRICS.mails.inc({ action: 'sent' }));
      if (attachment) await this.inventory.removeItem(tx, sender, attachment.itemId, attachment.amount, MAIL_LEDGER_REASONS.send, mail.id);
      const names = new Map([
        [sender.id, sender.name],
        [recipient.id, recipient.name],
      ]);
      return { success: true, message: MAIL_MESSAGES.sent, mail: toMailDto(mail, names, describeItems(await this.catalogue.snapshot())) };
    });
  }

  /** The recipient field holds an account id or a user name (the recipient search answers names). */
  private async resolve(ref: string): Promise<PlayerAccountView | null> {
    if (isUuid(ref)) return this.players.find(ref);
    return this.players.findByName(ref);
  }
}
