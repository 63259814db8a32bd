import { Inject, Injectable } from '@nestjs/common';
import { PartyAnswerDto, SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { SocialValidationError } from '../../../domain/social.errors';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

/** `PUT /api/social/party`: the player agrees (or no longer agrees) to be taken along by friends' hunts. */
@Injectable()
export class SetPartyHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
  ) {}

  async execute(userId: string, enabled: unknown): Promise<PartyAnswerDto> {
    if (typeof enabled !== 'boolean') throw new SocialValidationError('enabled must be true or false');
    await this.uow.run((tx) => this.social.setParty(tx, userId, enabled));
    return { enabled, message: enabled ? SOCIAL_MESSAGES.partyOn : SOCIAL_MESSAGES.partyOff };
  }
}
