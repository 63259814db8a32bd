import { NotFoundError, PreconditionRequiredError, TooManyAttemptsError } from '@grimhunt/api-kernel';
import { HUNT_CHALLENGE_CODES as C } from '@grimhunt/contracts';

/**
 * A manual hunt refused until the picture puzzle is solved: 428. The HTTP filter on the manual hunt routes renders it
 * with the puzzle's id and routes (`ManualHunt()`); `challengeId` is null while the player waits after too many
 * wrong answers, and `retryAfterSeconds` then says how long.
 */
export class HuntChallengeRequiredError extends PreconditionRequiredError {
  constructor(
    readonly challengeId: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super('Prove you are no ghost: solve the picture puzzle to keep hunting', C.REQUIRED);
  }
}

/** No puzzle is due, or the id answered is not the pending puzzle: 404. */
export class NoHuntChallengeError extends NotFoundError {
  constructor() {
    super('There is no picture puzzle to solve', C.NOT_FOUND);
  }
}

/** The last puzzle ran out of tries; a new one only after the wait: 429. */
export class HuntChallengeLockedError extends TooManyAttemptsError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong answers: a new picture in ${retryAfterSeconds} s`, C.LOCKED);
  }
}
