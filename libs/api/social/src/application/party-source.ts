import { Inject, Injectable } from '@nestjs/common';
import { PartyHuntNotice, PartySource } from '@grimhunt/api-hunt';
import { PgNotification, Tx } from '@grimhunt/api-kernel';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from './ports/social-events.port';
import { SOCIAL_REPOSITORY, SocialRepository } from './ports/social.repository.port';

/** The hunting party's friends side: who agreed to be taken along, and their 'party-hunt' events. */
@Injectable()
export class SocialPartySource implements PartySource {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
  ) {}

  partyFriendIds(tx: Tx, userId: string): Promise<string[]> {
    return this.social.partyFriends(tx, userId);
  }

  announcements(notices: PartyHuntNotice[]): PgNotification[] {
    return this.events.notifications(
      notices.map((n) => ({
        userId: n.userId,
        event: { type: 'party-hunt', by: n.by, huntResult: n.huntResult, enemyName: n.enemyName, journalEntryId: n.journalEntryId },
      })),
    );
  }
}
