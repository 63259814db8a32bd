/**
 * Anti-bot picture puzzle for manual hunts: pure rules, no clock, no randomness of its own.
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
/**
 * Ghosts, and decoys: bats, pumpkins, tombstones, and in the ghosts' own pale tones skulls (two dark eyes too), wisps
 * (a pale cloud without a face) and candles.
 */
export type ShapeKind = 'ghost' | 'bat' | 'pumpkin' | 'tombstone' | 'skull' | 'wisp' | 'candle';

export interface SceneShape {
  kind: ShapeKind;
  /** Centre inside the panel, 0..1. */
  x: number;
  y: number;
  /** Relative size, about 0.22..0.32 of the panel. */
  size: number;
  /** Degrees. */
  rotate: number;
  /** Index into the renderer's palette. */
  tone: number;
  flip: boolean;
}

/** How the question counts: exactly `target` ghosts, `target` or more, or fewer than `target`. */
export type QuestionKind = 'exactly' | 'atLeast' | 'fewerThan';

export interface ChallengeScene {
  /** The number the question names. */
  target: number;
  /** How the question counts (scenes stored before it existed ask for exactly `target`). */
  question?: QuestionKind;
  /** PANEL_COUNT panels in reading order; shapes in drawing order (later ones may cover earlier ones a little). */
  panels: SceneShape[][];
  /** Background tone per panel (palette index). */
  backgrounds: number[];
  /** Seed of the renderer's noise (dust, mist); none when absent. */
  noise?: number;
  /** The panels whose ghosts answer the question, ascending. Never sent to the client. */
  answer: number[];
}

/** Whether a panel with `ghosts` ghosts answers the question. */
export function answersQuestion(ghosts: number, kind: QuestionKind, target: number): boolean {
  if (kind === 'atLeast') return ghosts >= target;
  if (kind === 'fewerThan') return ghosts < target;
  return ghosts === target;
}

/** The question as the player reads it. */
export function questionText(scene: Pick<ChallengeScene, 'target' | 'question'>): string {
  const n = scene.target;
  switch (scene.question ?? 'exactly') {
    case 'atLeast':
      return `Select every picture that shows ${n} or more ghosts.`;
    case 'fewerThan':
      return `Select every picture that shows fewer than ${n} ghosts.`;
    default:
      return `Select every picture that shows exactly ${n} ghost${n === 1 ? '' : 's'}.`;
  }
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

const DECOYS: ShapeKind[] = ['bat', 'pumpkin', 'tombstone', 'skull', 'wisp', 'candle'];
/** Decoys drawn in the ghosts' pale tones: at least one in every panel, so pale shapes cannot be counted as ghosts. */
const PALE_DECOYS: ShapeKind[] = ['skull', 'wisp', 'candle'];
const MAX_GHOSTS = 5;

/**
 * A new scene from a random source in [0, 1). The question asks for exactly N ghosts (N 1-4), N or more (N 2-4), or
 * fewer than N (N 2-3); 2 or 3 panels answer it, the others hold counts that do not (0-5 ghosts). Every panel has 2-4
 * decoys, at least one of them pale like a ghost (skulls, wisps and candles always are, tombstones half the time). Shapes sit in the cells of a
 * 3 x 3 grid, large and jittered, so neighbours may overlap a little (a ghost is never covered by more than an edge).
 */
export function generateScene(random: () => number): ChallengeScene {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  const question = pick<QuestionKind>(['exactly', 'exactly', 'atLeast', 'fewerThan']);
  const target = question === 'exactly' ? int(1, 4) : question === 'atLeast' ? int(2, 4) : int(2, 3);
  const counts = Array.from({ length: MAX_GHOSTS + 1 }, (_, n) => n);
  const yes = counts.filter((n) => answersQuestion(n, question, target));
  const no = counts.filter((n) => !answersQuestion(n, question, target));
  const matches = int(2, 3);
  const order = shuffle(
    Array.from({ length: PANEL_COUNT }, (_, i) => i),
    random,
  );
  const answer = order.slice(0, matches).sort((a, b) => a - b);
  const panels: SceneShape[][] = [];
  for (let panel = 0; panel < PANEL_COUNT; panel++) {
    const ghosts = answer.includes(panel) ? pick(yes) : pick(no);
    const decoyCount = Math.min(9 - ghosts, int(2, 4));
    const decoys: ShapeKind[] = Array.from({ length: decoyCount }, (_, i) => (i === 0 ? pick(PALE_DECOYS) : pick(DECOYS)));
    const kinds: ShapeKind[] = shuffle([...Array.from({ length: ghosts }, (): ShapeKind => 'ghost'), ...decoys], random);
    const cells = shuffle(
      Array.from({ length: 9 }, (_, i) => i),
      random,
    ).slice(0, kinds.length);
    panels.push(
      cells.map((cell, i) => {
        const kind = kinds[i];
        return {
          kind,
          // Jittered within the cell, kept clear of the panel's edge (a shape is never cut off).
          x: clamp(((cell % 3) + 0.5 + (random() - 0.5) * 0.55) / 3, 0.14, 0.86),
          y: clamp((Math.floor(cell / 3) + 0.5 + (random() - 0.5) * 0.55) / 3, 0.14, 0.86),
          size: 0.22 + random() * 0.1,
          rotate: Math.round((random() - 0.5) * 50),
          // Tones 0-3 are the kind's own palette; 4 (tombstones only) is a ghost's pale tone.
          tone: kind === 'tombstone' && random() < 0.5 ? 4 : int(0, 3),
          flip: random() < 0.5,
        };
      }),
    );
  }
  return { target, question, panels, backgrounds: panels.map(() => int(0, 3)), noise: int(1, 2 ** 31 - 1), answer };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
