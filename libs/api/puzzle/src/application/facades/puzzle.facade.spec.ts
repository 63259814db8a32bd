import { seededRng } from '@grimhunt/testing';
import { freshChallengeState, HuntChallengeConfig, HuntChallengeState } from '../../domain/hunt-challenge';
import { HuntChallengeRequiredError } from '../../domain/puzzle.errors';
import { ChallengeIssuer } from '../challenge-issuer';
import { PuzzleFacade } from './puzzle.facade';

const config: HuntChallengeConfig = { every: 2, windowMs: 60_000, maxWrong: 2, lockMs: 10_000 };
const facade = (c: HuntChallengeConfig = config) => new PuzzleFacade(new ChallengeIssuer(seededRng(7), c));

describe('PuzzleFacade', () => {
  it('admits and counts manual hunts, starting a state for a player without one', () => {
    const puzzle = facade();
    const first = puzzle.gate(null, 1000);
    expect(first).toEqual({ write: { hunts: 1, windowStartedAt: 1000, pending: null, lockedUntil: null }, refusal: null });
    expect(puzzle.gate(first.write, 2000)).toEqual({ write: { ...first.write, hunts: 2 }, refusal: null });
  });

  it('refuses the hunt after the count with a newly issued puzzle to store, and the same puzzle after that', () => {
    const puzzle = facade();
    const due: HuntChallengeState = { ...freshChallengeState(0), hunts: 2 };
    const refused = puzzle.gate(due, 1000);
    expect(refused.refusal).toBeInstanceOf(HuntChallengeRequiredError);
    const pending = refused.write?.pending;
    expect(pending?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.refusal).toMatchObject({ challengeId: pending?.id, retryAfterSeconds: null, status: 428 });
    // Asked again: nothing to write, the same puzzle in the refusal.
    const again = puzzle.gate(refused.write, 2000);
    expect(again.write).toBeNull();
    expect(again.refusal).toMatchObject({ challengeId: pending?.id });
  });

  it('refuses without a puzzle while the player waits after too many wrong answers, saying how long', () => {
    const waiting: HuntChallengeState = { ...freshChallengeState(0), hunts: 2, lockedUntil: 5_500 };
    const { write, refusal } = facade().gate(waiting, 1000);
    expect(write).toBeNull();
    expect(refusal).toMatchObject({ challengeId: null, retryAfterSeconds: 5 });
  });

  it('owes a puzzle when one is pending or the count is reached, never when turned off', () => {
    const puzzle = facade();
    expect(puzzle.owes(null, 0)).toBe(false);
    expect(puzzle.owes({ ...freshChallengeState(0), hunts: 1 }, 0)).toBe(false);
    expect(puzzle.owes({ ...freshChallengeState(0), hunts: 2 }, 0)).toBe(true);
    expect(puzzle.owes({ ...freshChallengeState(0), hunts: 2 }, 60_000)).toBe(false); // a new window
    const off = facade({ ...config, every: 0 });
    expect(off.enabled).toBe(false);
    expect(off.owes({ ...freshChallengeState(0), hunts: 99 }, 0)).toBe(false);
    expect(off.gate({ ...freshChallengeState(0), hunts: 99 }, 0)).toEqual({ write: null, refusal: null });
  });
});
