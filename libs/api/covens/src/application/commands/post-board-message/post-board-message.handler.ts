import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { COVEN_BOARD_KEEP, CovenBoardMessageDto, validateBoardMessage } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { CovenInvalidError, CovenNotFoundError, NotCovenMemberError } from '../../../domain/covens.errors';
import { toBoardMessageDto } from '../../coven-view';
import { COVEN_STORE, CovenStore } from '../../ports/coven.store.port';

/**
 * A member posts on the coven's board: at most 500 characters (trimmed); the board keeps the newest 100 messages
 * (older ones are deleted in the same transaction). The route is rate limited per player.
 */
@Injectable()
export class PostBoardMessageHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
  ) {}

  async execute(userId: string, covenId: string, raw: unknown): Promise<CovenBoardMessageDto> {
    const text = typeof raw === 'string' ? raw.trim() : '';
    const problem = validateBoardMessage(text);
    if (problem) throw new CovenInvalidError(problem);
    return this.uow.run(async (tx) => {
      if (!(await this.covens.lock(tx, covenId))) throw new CovenNotFoundError();
      const member = await this.covens.membershipOf(userId, tx);
      if (!member || member.covenId !== covenId) throw new NotCovenMemberError();
      const author = await this.players.find(userId, tx);
      const message = { id: randomUUID(), userId, authorName: author?.name ?? '', message: text, postedAt: this.clock.now() };
      await this.covens.post(tx, covenId, message, COVEN_BOARD_KEEP);
      return toBoardMessageDto(message);
    });
  }
}
