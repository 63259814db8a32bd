/**
 * Anti-bot picture puzzle for manual hunts (issue 12, item 8): pure rules, no clock, no randomness of its own.
 *
 * After `every` manual hunts inside one window of `windowMs` (the window starts at the first counted hunt), the next
 * manual hunt is refused until the player solves a puzzle: a 3 x 3 grid of pictures, "select every picture that shows
 * exactly N ghosts". A wrong answer costs one try; after `maxWrong` wrong answers the puzzle is dropped and a new one
 * is only handed out `lockMs` later. Solving it clears the counter and starts a new window.
 */

export interface HuntChallengeConfig {
  /** Manual hunts allowed per window before a puzzle is required; 0 turns the puzzle off. */
  every: number;
  windowMs: number;
  /** Wrong answers allowed per puzzle. */
  maxWrong: number;
  /** Wait after the last allowed wrong answer before a new puzzle. */
  lockMs: number;
}

export const DEFAULT_HUNT_CHALLENGE: HuntChallengeConfig = { every: 50, windowMs: 24 * 3600_000, maxWrong: 3, lockMs: 120_000 };

/** Reads `HUNT_CHALLENGE_EVERY`, `HUNT_CHALLENGE_WINDOW_MINUTES`, `HUNT_CHALLENGE_TRIES`, `HUNT_CHALLENGE_DELAY_SECONDS`. */
export function huntChallengeConfig(env: Record<string, string | undefined>): HuntChallengeConfig {
  const read = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
    return value;
  };
  return {
    every: read('HUNT_CHALLENGE_EVERY', DEFAULT_HUNT_CHALLENGE.every, 0),
    windowMs: read('HUNT_CHALLENGE_WINDOW_MINUTES', DEFAULT_HUNT_CHALLENGE.windowMs / 60_000, 1) * 60_000,
    maxWrong: read('HUNT_CHALLENGE_TRIES', DEFAULT_HUNT_CHALLENGE.maxWrong, 1),
    lockMs: read('HUNT_CHALLENGE_DELAY_SECONDS', DEFAULT_HUNT_CHALLENGE.lockMs / 1000, 0) * 1000,
  };
}

export const PANEL_COUNT = 9;
export type ShapeKind = 'ghost' | 'bat' | 'pumpkin' | 'tombstone';

export interface SceneShape {
  kind: ShapeKind;
  /** Centre inside the panel, 0..1. */
  x: number;
  y: number;
  /** Relative size, about 0.12..0.22 of the panel. */
  size: number;
  /** Degrees. */
  rotate: number;
  /** Index into the renderer's palette. */
  tone: number;
  flip: boolean;
}

export interface ChallengeScene {
  /** "Select every picture that shows exactly `target` ghosts." */
  target: number;
  /** PANEL_COUNT panels in reading order. */
  panels: SceneShape[][];
  /** Background tone per panel (palette index). */
  backgrounds: number[];
  /** The panels showing exactly `target` ghosts, ascending. Never sent to the client. */
  answer: number[];
}

export interface PendingChallenge {
  id: string;
  scene: ChallengeScene;
  wrong: number;
}

export interface HuntChallengeState {
  hunts: number;
  windowStartedAt: number;
  pending: PendingChallenge | null;
  /** Set when the last puzzle ran out of tries: no new puzzle before then. */
  lockedUntil: number | null;
}

export const freshChallengeState = (now: number): HuntChallengeState => ({
  hunts: 0,
  windowStartedAt: now,
  pending: null,
  lockedUntil: null,
});

export type AdmitDecision = { admitted: true; state: HuntChallengeState } | { admitted: false; state: HuntChallengeState };

/** A manual hunt asks to go through: counted and admitted, or refused because a puzzle is due. */
export function admitManualHunt(state: HuntChallengeState, now: number, config: HuntChallengeConfig): AdmitDecision {
  if (config.every <= 0) return { admitted: true, state };
  if (state.pending) return { admitted: false, state };
  const current = now >= state.windowStartedAt + config.windowMs ? { ...state, hunts: 0, windowStartedAt: now } : state;
  if (current.hunts >= config.every) return { admitted: false, state: current };
  return { admitted: true, state: { ...current, hunts: current.hunts + 1 } };
}

/** Whether the player must solve a puzzle before the next manual hunt. */
export function challengeDue(state: HuntChallengeState, now: number, config: HuntChallengeConfig): boolean {
  if (config.every <= 0) return false;
  if (state.pending) return true;
  return now < state.windowStartedAt + config.windowMs && state.hunts >= config.every;
}

export type IssueDecision =
  { kind: 'none' } | { kind: 'locked'; retryAt: number } | { kind: 'current'; pending: PendingChallenge } | { kind: 'issue' };

/** What GET challenge (and a refused hunt) hands out: the pending puzzle, a new one, a wait, or nothing. */
export function challengeToShow(state: HuntChallengeState, now: number, config: HuntChallengeConfig): IssueDecision {
  if (state.pending) return { kind: 'current', pending: state.pending };
  if (!challengeDue(state, now, config)) return { kind: 'none' };
  if (state.lockedUntil !== null && now < state.lockedUntil) return { kind: 'locked', retryAt: state.lockedUntil };
  return { kind: 'issue' };
}

export function withNewChallenge(state: HuntChallengeState, id: string, scene: ChallengeScene): HuntChallengeState {
  return { ...state, pending: { id, scene, wrong: 0 }, lockedUntil: null };
}

export type AnswerOutcome =
  | { kind: 'unknown' }
  | { kind: 'solved'; state: HuntChallengeState }
  | { kind: 'wrong'; triesLeft: number; state: HuntChallengeState }
  | { kind: 'exhausted'; retryAt: number; state: HuntChallengeState };

/** Checks an answer (a set of panel indexes) against the pending puzzle with this id. */
export function answerChallenge(
  state: HuntChallengeState,
  challengeId: string,
  picks: readonly number[],
  now: number,
  config: HuntChallengeConfig,
): AnswerOutcome {
  const pending = state.pending;
  if (!pending || pending.id !== challengeId) return { kind: 'unknown' };
  if (samePicks(picks, pending.scene.answer))
    return { kind: 'solved', state: { hunts: 0, windowStartedAt: now, pending: null, lockedUntil: null } };
  const wrong = pending.wrong + 1;
  if (wrong >= config.maxWrong) {
    const retryAt = now + config.lockMs;
    return { kind: 'exhausted', retryAt, state: { ...state, pending: null, lockedUntil: retryAt } };
  }
  return { kind: 'wrong', triesLeft: config.maxWrong - wrong, state: { ...state, pending: { ...pending, wrong } } };
}

export function samePicks(picks: readonly number[], answer: readonly number[]): boolean {
  const set = [...new Set(picks)].sort((a, b) => a - b);
  return set.length === answer.length && set.every((value, i) => value === answer[i]);
}

const DECOYS: ShapeKind[] = ['bat', 'pumpkin', 'tombstone'];

/**
 * A new scene from a random source in [0, 1): a target of 2..4 ghosts, 2 or 3 panels showing exactly that many,
 * the others 1..5 ghosts (never the target), each panel with 1..3 decoys. Shapes sit in the cells of a 4 x 4 grid
 * with jitter, so none hides another.
 */
export function generateScene(random: () => number): ChallengeScene {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const target = int(2, 4);
  const matches = int(2, 3);
  const order = shuffle(
    Array.from({ length: PANEL_COUNT }, (_, i) => i),
    random,
  );
  const answer = order.slice(0, matches).sort((a, b) => a - b);
  const others = [1, 2, 3, 4, 5].filter((n) => n !== target);
  const panels: SceneShape[][] = [];
  for (let panel = 0; panel < PANEL_COUNT; panel++) {
    const ghosts = answer.includes(panel) ? target : others[int(0, others.length - 1)];
    const decoys = int(1, 3);
    const cells = shuffle(
      Array.from({ length: 16 }, (_, i) => i),
      random,
    ).slice(0, ghosts + decoys);
    panels.push(
      cells.map((cell, i) => ({
        kind: i < ghosts ? 'ghost' : DECOYS[int(0, DECOYS.length - 1)],
        x: ((cell % 4) + 0.5 + (random() - 0.5) * 0.3) / 4,
        y: (Math.floor(cell / 4) + 0.5 + (random() - 0.5) * 0.3) / 4,
        size: 0.15 + random() * 0.07,
        rotate: Math.round((random() - 0.5) * 50),
        tone: int(0, 3),
        flip: random() < 0.5,
      })),
    );
  }
  return { target, panels, backgrounds: panels.map(() => int(0, 3)), answer };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
