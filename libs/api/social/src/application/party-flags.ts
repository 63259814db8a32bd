import { Inject, Injectable } from '@nestjs/common';
import { HuntFacade } from '@grimhunt/api-hunt';
import { Tx } from '@grimhunt/api-kernel';
import { SOCIAL_REPOSITORY, SocialRepository } from './ports/social.repository.port';

/**
 * Keeps the hunt's "may have a party" flag true for every player who has a friend with the party switch on, so a
 * solo hunt never asks this context anything. Callers hold the user rows concerned (the switch and a new friendship
 * both lock them), so a switch turned on and a friendship made at the same moment see each other.
 */
@Injectable()
export class PartyFlags {
  constructor(
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    private readonly hunts: HuntFacade,
  ) {}

  /** A friendship of `a` and `b` was made: each may now take the other along when the other agreed. */
  async friendshipMade(tx: Tx, a: string, b: string): Promise<void> {
    const agreed = await this.social.partyEnabledOf([a, b], tx);
    const marked = [...(agreed.has(b) ? [a] : []), ...(agreed.has(a) ? [b] : [])];
    await this.hunts.partyMayHaveChanged(tx, marked);
  }

  /** `userId` turned the switch on: every friend may now take them along. */
  async switchedOn(tx: Tx, userId: string): Promise<void> {
    await this.hunts.partyMayHaveChanged(tx, await this.social.friendIds(userId, tx));
  }
}
