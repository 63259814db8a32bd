import { seededRng } from '@grimhunt/testing';
import type { Tx, UnitOfWork } from '@grimhunt/api-kernel';
import { ChallengeScene, freshChallengeState, HuntChallengeConfig, HuntChallengeState } from '../../../domain/hunt-challenge';
import { HuntChallengeLockedError, NoHuntChallengeError } from '../../../domain/puzzle.errors';
import { ChallengeIssuer } from '../../challenge-issuer';
import type { PuzzleStateStore } from '../../ports/puzzle-state.store.port';
import type { ScenePicture } from '../../ports/scene-picture.port';
import { ShowChallengeHandler } from './show-challenge.handler';

const config: HuntChallengeConfig = { every: 2, windowMs: 60_000, maxWrong: 3, lockMs: 10_000 };

/** The handler over an in-memory row, a unit of work that runs its callback and a picture that names the scene. */
function setup(initial: HuntChallengeState, now = 1000) {
  const row = { state: initial, saves: 0 };
  const store: PuzzleStateStore = {
    lock: async () => ({ state: row.state, now }),
    save: async (_tx, _userId, state) => {
      row.state = state;
      row.saves++;
    },
  };
  const uow = { run: <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as UnitOfWork;
  const picture: ScenePicture = { columns: 3, render: async (scene: ChallengeScene) => `picture of ${scene.answer.join(',')}` };
  return { row, handler: new ShowChallengeHandler(uow, store, picture, new ChallengeIssuer(seededRng(3), config)) };
}

describe('ShowChallengeHandler', () => {
  it('issues and stores a puzzle when one is due, then shows the same one without writing', async () => {
    const { row, handler } = setup({ ...freshChallengeState(0), hunts: 2 });
    const shown = await handler.execute('p1');
    const pending = row.state.pending;
    expect(shown).toEqual({
      challengeId: pending?.id,
      question: expect.stringMatching(/^Select every picture that shows /),
      image: `picture of ${pending?.scene.answer.join(',')}`,
      columns: 3,
      rows: 3,
      triesLeft: 3,
    });
    expect(await handler.execute('p1')).toEqual(shown);
    expect(row.saves).toBe(1);
  });

  it('counts the tries already spent', async () => {
    const { row, handler } = setup({ ...freshChallengeState(0), hunts: 2 });
    await handler.execute('p1');
    row.state = { ...row.state, pending: row.state.pending && { ...row.state.pending, wrong: 2 } };
    expect((await handler.execute('p1')).triesLeft).toBe(1);
  });

  it('answers 404 when no puzzle is due and 429 with the seconds left while the player waits', async () => {
    await expect(setup({ ...freshChallengeState(0), hunts: 1 }).handler.execute('p1')).rejects.toBeInstanceOf(NoHuntChallengeError);
    const waiting = setup({ ...freshChallengeState(0), hunts: 2, lockedUntil: 4_200 }, 1000);
    const refusal = waiting.handler.execute('p1');
    await expect(refusal).rejects.toBeInstanceOf(HuntChallengeLockedError);
    await expect(refusal).rejects.toMatchObject({ retryAfterSeconds: 4, status: 429 });
    expect(waiting.row.saves).toBe(0);
  });
});
