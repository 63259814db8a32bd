import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Rng, RNG } from '@grimhunt/api-kernel';
import { challengeToShow, generateScene, HuntChallengeConfig, HuntChallengeState, withNewChallenge } from '../domain/hunt-challenge';

/** The puzzle's settings, read from the environment when the module starts. */
export const HUNT_CHALLENGE_CONFIG = Symbol('HUNT_CHALLENGE_CONFIG');

/** Whole seconds until `at`, at least 1: what `Retry-After` and the answers say. */
export const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * What a player who owes a puzzle is shown: the pending puzzle, a freshly issued one (a new id and a random scene),
 * or the time until one may be issued. Shared by the hunt's admission and by GET challenge.
 */
@Injectable()
export class ChallengeIssuer {
  constructor(
    @Inject(RNG) private readonly rng: Rng,
    @Inject(HUNT_CHALLENGE_CONFIG) readonly config: HuntChallengeConfig,
  ) {}

  show(state: HuntChallengeState, now: number): { state: HuntChallengeState; retryAt: number | null } {
    const decision = challengeToShow(state, now, this.config);
    if (decision.kind === 'locked') return { state, retryAt: decision.retryAt };
    if (decision.kind === 'issue')
      return {
        state: withNewChallenge(
          state,
          randomUUID(),
          generateScene(() => this.rng.next()),
        ),
        retryAt: null,
      };
    return { state, retryAt: null };
  }
}
