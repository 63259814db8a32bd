import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  HUNT_CHALLENGE_CODES as C,
  HUNT_CHALLENGE_PATHS,
  HuntChallengeAnswerDto,
  HuntChallengeDto,
  HuntChallengeRequiredDto,
} from '@grimhunt/contracts';
import { NotFoundError, PreconditionRequiredError, Rng, RNG, TooManyAttemptsError, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import {
  admitManualHunt,
  answerChallenge,
  challengeDue,
  challengeToShow,
  freshChallengeState,
  generateScene,
  HuntChallengeConfig,
  HuntChallengeState,
  PANEL_COUNT,
  questionText,
  withNewChallenge,
} from '../../domain/hunt-challenge';
import { GRID_COLUMNS, renderScene } from './hunt-challenge.picture';
import { HuntChallengeStore } from './hunt-challenge.store';

export const HUNT_CHALLENGE_CONFIG = Symbol('HUNT_CHALLENGE_CONFIG');

/** A manual hunt refused until the picture puzzle is solved: HTTP 428 (rendered by HuntChallengeFilter). */
export class HuntChallengeRequiredError extends PreconditionRequiredError {
  constructor(
    readonly challengeId: string | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super('Prove you are no ghost: solve the picture puzzle to keep hunting', C.REQUIRED);
  }

  body(): HuntChallengeRequiredDto {
    return {
      statusCode: 428,
      code: C.REQUIRED,
      message: this.message,
      challengeId: this.challengeId,
      challengeRoute: HUNT_CHALLENGE_PATHS.challenge,
      answerRoute: HUNT_CHALLENGE_PATHS.answer,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}

export class NoHuntChallengeError extends NotFoundError {
  constructor() {
    super('There is no picture puzzle to solve', C.NOT_FOUND);
  }
}

export class HuntChallengeLockedError extends TooManyAttemptsError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong answers: a new picture in ${retryAfterSeconds} s`, C.LOCKED);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Use cases of the puzzle: admit a manual hunt (count it, or refuse with 428: decided by `gate` inside the hunt's own
 * transaction, which holds the player's locks), show the pending puzzle, check an answer (each one transaction on
 * the player's locked hunt_challenge row), so two API processes share the count. Auto-hunts (the retainer, coffin
 * hunts) never come through here.
 */
@Injectable()
export class HuntChallengeService {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(RNG) private readonly rng: Rng,
    @Inject(HUNT_CHALLENGE_CONFIG) private readonly config: HuntChallengeConfig,
    private readonly store: HuntChallengeStore,
  ) {}

  get enabled(): boolean {
    return this.config.every > 0;
  }

  /**
   * The puzzle's decision on a manual hunt, taken inside the hunt's own transaction (the state read with the hunter
   * row): admitted and counted, or refused with the 428 (a new puzzle issued when one is due). `write` is
   * the state to store with the hunt's rows, null when nothing changed. Pure apart from the puzzle's random scene.
   */
  gate(stored: HuntChallengeState | null, now: number): { write: HuntChallengeState | null; refusal: HuntChallengeRequiredError | null } {
    if (!this.enabled) return { write: null, refusal: null };
    const state = stored ?? freshChallengeState(now);
    const decision = admitManualHunt(state, now, this.config);
    if (decision.admitted) return { write: decision.state, refusal: null };
    const shown = this.show(decision.state, now);
    const retryAfter = shown.retryAt === null ? null : seconds(shown.retryAt - now);
    return {
      write: shown.state !== state ? shown.state : null,
      refusal: new HuntChallengeRequiredError(shown.state.pending?.id ?? null, retryAfter),
    };
  }

  /** Whether a puzzle is due before this player's next manual hunt (the hunting party leaves such a friend home). */
  owes(stored: HuntChallengeState | null, now: number): boolean {
    return !!stored && challengeDue(stored, now, this.config);
  }

  async current(userId: string): Promise<HuntChallengeDto> {
    const pending = await this.uow.run(async (tx) => {
      const { state, now } = await this.store.lock(tx, userId);
      const shown = this.show(state, now);
      if (shown.retryAt !== null) throw new HuntChallengeLockedError(seconds(shown.retryAt - now));
      if (!shown.state.pending) throw new NoHuntChallengeError();
      if (shown.state !== state) await this.store.save(tx, userId, shown.state);
      return shown.state.pending;
    });
    return {
      challengeId: pending.id,
      question: questionText(pending.scene),
      image: await renderScene(pending.scene),
      columns: GRID_COLUMNS,
      rows: Math.ceil(PANEL_COUNT / GRID_COLUMNS),
      triesLeft: this.config.maxWrong - pending.wrong,
    };
  }

  async answer(userId: string, challengeId: string, picks: number[]): Promise<HuntChallengeAnswerDto> {
    return this.uow.run(async (tx) => {
      const { state, now } = await this.store.lock(tx, userId);
      const outcome = answerChallenge(state, challengeId, picks, now, this.config);
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
          return { solved: false, triesLeft: 0, retryAfterSeconds: seconds(outcome.retryAt - now) };
      }
    });
  }

  /** The pending puzzle, a freshly issued one, or the time until one may be issued. */
  private show(state: HuntChallengeState, now: number): { state: HuntChallengeState; retryAt: number | null } {
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
