import { Inject, Injectable } from '@nestjs/common';
import { HuntChallengeDto } from '@grimhunt/contracts';
import { UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { PANEL_COUNT, questionText } from '../../../domain/hunt-challenge';
import { HuntChallengeLockedError, NoHuntChallengeError } from '../../../domain/puzzle.errors';
import { ChallengeIssuer, secondsUntil } from '../../challenge-issuer';
import { PUZZLE_STATE_STORE, PuzzleStateStore } from '../../ports/puzzle-state.store.port';
import { SCENE_PICTURE, ScenePicture } from '../../ports/scene-picture.port';

/**
 * GET challenge: the pending puzzle, or a new one when one is due (stored, so asking again shows the same picture).
 * One transaction on the player's locked puzzle row, so two API processes never issue two puzzles. 404 when none is
 * due, 429 while the player waits after too many wrong answers. The picture is drawn after the transaction.
 */
@Injectable()
export class ShowChallengeHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PUZZLE_STATE_STORE) private readonly store: PuzzleStateStore,
    @Inject(SCENE_PICTURE) private readonly picture: ScenePicture,
    private readonly issuer: ChallengeIssuer,
  ) {}

  async execute(userId: string): Promise<HuntChallengeDto> {
    const pending = await this.uow.run(async (tx) => {
      const { state, now } = await this.store.lock(tx, userId);
      const shown = this.issuer.show(state, now);
      if (shown.retryAt !== null) throw new HuntChallengeLockedError(secondsUntil(shown.retryAt, now));
      if (!shown.state.pending) throw new NoHuntChallengeError();
      if (shown.state !== state) await this.store.save(tx, userId, shown.state);
      return shown.state.pending;
    });
    return {
      challengeId: pending.id,
      question: questionText(pending.scene),
      image: await this.picture.render(pending.scene),
      columns: this.picture.columns,
      rows: Math.ceil(PANEL_COUNT / this.picture.columns),
      triesLeft: this.issuer.config.maxWrong - pending.wrong,
    };
  }
}
