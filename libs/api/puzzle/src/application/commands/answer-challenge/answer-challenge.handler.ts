import { Inject, Injectable } from '@nestjs/common';
import { HuntChallengeAnswerDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { answerChallenge } from '../../../domain/hunt-challenge';
import { NoHuntChallengeError } from '../../../domain/puzzle.errors';
import { ChallengeIssuer, secondsUntil } from '../../challenge-issuer';
import { PUZZLE_STATE_STORE, PuzzleStateStore } from '../../ports/puzzle-state.store.port';

/**
 * POST challenge/answer: checks the picks against the pending puzzle with that id, in one transaction on the
 * player's locked puzzle row (an answer sent twice at once, to two processes, spends one try each, one after the
 * other). Solved: the count starts again. Wrong: one try less. The last wrong try drops the puzzle and starts the
 * wait. An id that is not the pending puzzle: 404, no try spent.
 */
@Injectable()
export class AnswerChallengeHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PUZZLE_STATE_STORE) private readonly store: PuzzleStateStore,
    private readonly issuer: ChallengeIssuer,
  ) {}

  async execute(userId: string, challengeId: string, picks: number[]): Promise<HuntChallengeAnswerDto> {
    return this.uow.run(async (tx) => {
      const { state, now } = await this.store.lock(tx, userId);
      const outcome = answerChallenge(state, challengeId, picks, now, this.issuer.config);
      switch (outcome.kind) {
        case 'unknown':
          throw new NoHuntChallengeError();
        case 'solved':
          await this.store.save(tx, userId, outcome.state, { solved: 1 });
          return { solved: true, triesLeft: 0, retryAfterSeconds: null };
        case 'wrong':
          await this.store.save(tx, userId, outcome.state);
          return { solved: false, triesLeft: outcome.triesLeft, retryAfterSeconds: null };
        case 'exhausted':
          await this.store.save(tx, userId, outcome.state, { failed: 1 });
          return { solved: false, triesLeft: 0, retryAfterSeconds: secondsUntil(outcome.retryAt, now) };
      }
    });
  }
}
