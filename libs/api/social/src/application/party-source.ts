import { Inject, Injectable } from '@nestjs/common';
import { PartyHuntNotice, PartySource } from '@grimhunt/api-hunt';
import { Tx } from '@grimhunt/api-kernel';
import { SOCIAL_EVENT_PUBLISHER, SocialEventPublisher } from './ports/social-events.port';
import { SOCIAL_REPOSITORY, SocialRepository } from './ports/social.repository.port';

/** The hunting party's friends side: who agreed to be taken along, and the 'party-hunt' events after commit. */
@Injectable()
export class SocialPartySource implements PartySource {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    @Inject(SOCIAL_EVENT_PUBLISHER) private readonly events: SocialEventPublisher,
  ) {}

  partyFriendIds(tx: Tx, userId: string): Promise<string[]> {
    return this.social.partyFriends(tx, userId);
  }

  async announce(tx: Tx, notices: PartyHuntNotice[]): Promise<void> {
    if (notices.length === 0) return;
    await this.events.publish(
      tx,
      notices.map((n) => ({
        userId: n.userId,
        event: { type: 'party-hunt', by: n.by, huntResult: n.huntResult, enemyName: n.enemyName, journalEntryId: n.journalEntryId },
      })),
    );
  }
}
