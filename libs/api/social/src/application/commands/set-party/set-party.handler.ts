import { Inject, Injectable } from '@nestjs/common';
import { PlayerLock } from '@grimhunt/api-economy';
import { PartyAnswerDto, SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { SocialValidationError } from '../../../domain/social.errors';
import { PartyFlags } from '../../party-flags';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/** `PUT /api/social/party`: the player agrees (or no longer agrees) to be taken along by friends' hunts. */
@Injectable()
export class SetPartyHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
    private readonly players: PlayerLock,
    private readonly partyFlags: PartyFlags,
  ) {}

  async execute(userId: string, enabled: unknown): Promise<PartyAnswerDto> {
    if (typeof enabled !== 'boolean') throw new SocialValidationError('enabled must be true or false');
    await this.uow.run(async (tx) => {
      // The user row, as a new friendship takes it: the two cannot miss each other (see PartyFlags).
      await this.players.lock(tx, userId);
      await this.social.setParty(tx, userId, enabled);
      // My friends' hunts may now take me along (turning it off needs nothing: a hunt that finds no friend with the
      // switch on stops looking by itself).
      if (enabled) await this.partyFlags.switchedOn(tx, userId);
    });
    return { enabled, message: enabled ? SOCIAL_MESSAGES.partyOn : SOCIAL_MESSAGES.partyOff };
  }
}
