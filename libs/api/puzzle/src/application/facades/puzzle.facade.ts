import { Injectable } from '@nestjs/common';
import { admitManualHunt, challengeDue, freshChallengeState, HuntChallengeState } from '../../domain/hunt-challenge';
import { HuntChallengeRequiredError } from '../../domain/puzzle.errors';
import { ChallengeIssuer, secondsUntil } from '../challenge-issuer';

/**
 * What the hunt asks the puzzle. Both calls are decisions on a state the hunt read itself, inside its own
 * transaction and with the player's locks held (the hunt's lock statement reads the puzzle row with the hunter row),
 * so the puzzle adds no statement to a hunt; the hunt stores the state `gate` returns with its own rows. Auto-hunts
 * (the retainer, coffin hunts) and hunts a friend is taken along on never come through here.
 */
@Injectable()
export class PuzzleFacade {
  constructor(private readonly issuer: ChallengeIssuer) {}

  get enabled(): boolean {
    return this.issuer.config.every > 0;
  }

  /**
   * The puzzle's decision on a manual hunt: admitted and counted, or refused with the 428 (a new puzzle issued when
   * one is due). `write` is the state to store with the hunt's rows, null when nothing changed. Pure apart from the
   * puzzle's random scene.
   */
  gate(stored: HuntChallengeState | null, now: number): { write: HuntChallengeState | null; refusal: HuntChallengeRequiredError | null } {
    if (!this.enabled) return { write: null, refusal: null };
    const state = stored ?? freshChallengeState(now);
    const decision = admitManualHunt(state, now, this.issuer.config);
    if (decision.admitted) return { write: decision.state, refusal: null };
    const shown = this.issuer.show(decision.state, now);
    const retryAfter = shown.retryAt === null ? null : secondsUntil(shown.retryAt, now);
    return {
      write: shown.state !== state ? shown.state : null,
      refusal: new HuntChallengeRequiredError(shown.state.pending?.id ?? null, retryAfter),
    };
  }

  /** Whether a puzzle is due before this player's next manual hunt (the hunting party leaves such a friend home). */
  owes(stored: HuntChallengeState | null, now: number): boolean {
    return !!stored && challengeDue(stored, now, this.issuer.config);
  }
}
