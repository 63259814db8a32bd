import { Inject, Injectable } from '@nestjs/common';
import { MAIL_LEDGER_REASONS, MAIL_MESSAGES, MailActionDto } from '@grimhunt/contracts';
import { afterCommit, CLOCK, Clock, METRICS, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { InventoryFacade } from '@grimhunt/api-economy';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { AlreadyClaimedError, MailNotFoundError } from '../../../domain/mail.errors';
import { describeItems, toMailDto } from '../../mail-view';
import { PartyLock } from '../../party-lock';
import { MAIL_REPOSITORY, MailRepository } from '../../ports/mail.repository.port';

/**
 * `POST /api/mail/claim`: the recipient takes the attachment, exactly once. Both players are locked in id order,
 * the mail is re-read under the locks, and `claimed_at` is set by a conditional UPDATE (`claimed_at IS NULL`), so
 * of any number of parallel claims (from any number of API processes) one delivers and the others are refused.
 */
@Injectable()
export class ClaimMailHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_REPOSITORY) private readonly mails: MailRepository,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly parties: PartyLock,
    private readonly inventory: InventoryFacade,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, mailId: unknown): Promise<MailActionDto> {
    const id = typeof mailId === 'string' ? mailId.trim() : '';
    const first = await this.mails.find(id);
    if (!first) throw new MailNotFoundError();
    first.claimableBy(userId); // refuse early, before taking any lock

    const claimed = await this.uow.run(async (tx) => {
      const locked = await this.parties.lock(tx, [first.fromUserId, first.toUserId]);
      const recipient = locked.get(userId);
      if (!recipient) throw new MailNotFoundError();
      const mail = await this.mails.find(id, tx);
      if (!mail) throw new MailNotFoundError();
      const attachment = mail.claimableBy(userId);
      if (!(await this.mails.markClaimed(tx, id, userId, this.clock.now()))) throw new AlreadyClaimedError();
      await this.inventory.addItem(tx, recipient, attachment.itemId, attachment.amount, MAIL_LEDGER_REASONS.claim, id);
      afterCommit(tx, () => METRICS.mails.inc({ action: 'claimed' }));
      return this.mails.find(id, tx);
    });
    const props = claimed!.toProps();
    const names = await this.players.namesOf([props.fromUserId, props.toUserId].filter((x): x is string => !!x));
    return { success: true, message: MAIL_MESSAGES.claimed, mail: toMailDto(props, names, describeItems(await this.catalogue.snapshot())) };
  }
}
