import { Inject, Injectable } from '@nestjs/common';
import { MAIL_BOX_LIMIT, MyMailDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { describeItems, toMailDto } from '../../mail-view';
import { MAIL_REPOSITORY, MailRepository } from '../../ports/mail.repository.port';

/** `GET /api/mail/GetMyMail`: the caller's inbox and outbox, newest first. */
@Injectable()
export class GetMyMailHandler {
  constructor(
    @Inject(MAIL_REPOSITORY) private readonly mails: MailRepository,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string): Promise<MyMailDto> {
    const { inbox, outbox } = await this.mails.boxesOf(userId, MAIL_BOX_LIMIT);
    const all = [...inbox, ...outbox];
    const names = await this.players.namesOf(all.flatMap((m) => [m.fromUserId, m.toUserId]).filter((id): id is string => !!id));
    const describe = describeItems(await this.catalogue.snapshot());
    return {
      inbox: inbox.map((m) => toMailDto(m, names, describe)),
      outbox: outbox.map((m) => toMailDto(m, names, describe)),
    };
  }
}
