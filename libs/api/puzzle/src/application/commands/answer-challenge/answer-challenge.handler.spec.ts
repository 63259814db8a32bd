import { seededRng } from '@grimhunt/testing';
import type { Tx, UnitOfWork } from '@grimhunt/api-kernel';
import {
  freshChallengeState,
  generateScene,
  HuntChallengeConfig,
  HuntChallengeState,
  withNewChallenge,
} from '../../../domain/hunt-challenge';
import { NoHuntChallengeError } from '../../../domain/puzzle.errors';
import { ChallengeIssuer } from '../../challenge-issuer';
import type { PuzzleCounters, PuzzleStateStore } from '../../ports/puzzle-state.store.port';
import { AnswerChallengeHandler } from './answer-challenge.handler';

const config: HuntChallengeConfig = { every: 2, windowMs: 60_000, maxWrong: 2, lockMs: 10_000 };
const rng = seededRng(11);
const scene = generateScene(() => rng.next());
const pending = withNewChallenge({ ...freshChallengeState(0), hunts: 2 }, 'c1', scene);
const wrongPicks = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => !scene.answer.includes(i));

/** The handler over an in-memory row that records the counters each save adds. */
function setup(initial: HuntChallengeState, now = 5000) {
  const row = { state: initial, counters: [] as PuzzleCounters[] };
  const store: PuzzleStateStore = {
    lock: async () => ({ state: row.state, now }),
    save: async (_tx, _userId, state, counters = {}) => {
      row.state = state;
      row.counters.push(counters);
    },
  };
  const uow = { run: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as UnitOfWork;
  return { row, handler: new AnswerChallengeHandler(uow, store, new ChallengeIssuer(seededRng(1), config)) };
}

describe('AnswerChallengeHandler', () => {
  it('solves with the right pictures in any order: the count starts again and one solve is counted', async () => {
    const { row, handler } = setup(pending);
    expect(await handler.execute('p1', 'c1', [...scene.answer].reverse())).toEqual({ solved: true, triesLeft: 0, retryAfterSeconds: null });
    expect(row.state).toEqual({ hunts: 0, windowStartedAt: 5000, pending: null, lockedUntil: null });
    expect(row.counters).toEqual([{ solved: 1 }]);
  });

  it('spends a try on a wrong answer, then drops the puzzle and starts the wait on the last one', async () => {
    const { row, handler } = setup(pending);
    expect(await handler.execute('p1', 'c1', wrongPicks)).toEqual({ solved: false, triesLeft: 1, retryAfterSeconds: null });
    expect(await handler.execute('p1', 'c1', wrongPicks)).toEqual({ solved: false, triesLeft: 0, retryAfterSeconds: 10 });
    expect(row.state).toMatchObject({ pending: null, lockedUntil: 15_000 });
    expect(row.counters).toEqual([{}, { failed: 1 }]);
    // The dropped puzzle's right answer no longer counts.
    await expect(handler.execute('p1', 'c1', scene.answer)).rejects.toBeInstanceOf(NoHuntChallengeError);
  });

  it('answers 404 for an id that is not the pending puzzle, spending no try', async () => {
    const { row, handler } = setup(pending);
    await expect(handler.execute('p1', 'c2', scene.answer)).rejects.toMatchObject({ status: 404, code: 'HUNT.CHALLENGE_NOT_FOUND' });
    expect(row.state).toBe(pending);
    expect(row.counters).toEqual([]);
  });
});
