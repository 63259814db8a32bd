import { Module, OnModuleInit } from '@nestjs/common';
import { AccountDeletionHooks } from '@grimhunt/api-identity';
import { ClaimMailHandler } from './application/commands/claim-mail/claim-mail.handler';
import { MarkReadHandler } from './application/commands/mark-read/mark-read.handler';
import { ReturnHeldItemsHandler } from './application/commands/return-held-items/return-held-items.handler';
import { SendMailHandler } from './application/commands/send-mail/send-mail.handler';
import { PartyLock } from './application/party-lock';
import { MAIL_REPOSITORY } from './application/ports/mail.repository.port';
import { GetMyMailHandler } from './application/queries/get-my-mail/get-my-mail.handler';
import { MailController } from './infrastructure/http/mail.controller';
import { TypeOrmMailRepository } from './infrastructure/persistence/typeorm-mail.repository';

/**
 * The post service: letters between players with an optional attachment held by the mail between send and claim.
 * Needs the kernel (UnitOfWork, Clock), identity (PlayerDirectory, AccountDeletionHooks), the catalogue facade and
 * economy's InventoryFacade (which writes the ledger).
 */
@Module({
  controllers: [MailController],
  providers: [
    { provide: MAIL_REPOSITORY, useClass: TypeOrmMailRepository },
    PartyLock,
    SendMailHandler,
    ClaimMailHandler,
    MarkReadHandler,
    GetMyMailHandler,
    ReturnHeldItemsHandler,
  ],
})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly deletionHooks: AccountDeletionHooks,
    private readonly returnHeldItems: ReturnHeldItemsHandler,
  ) {}

  onModuleInit(): void {
    this.deletionHooks.register(this.returnHeldItems);
  }
}
