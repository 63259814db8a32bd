/**
 * The anti-bot picture puzzle in front of manual hunts (docs/hunt-api.md "Picture puzzle").
 * Not in the original spec: an addition whose refusal is HTTP 428 with code HUNT.CHALLENGE_REQUIRED.
 */
export const HUNT_CHALLENGE_ROUTES = {
  /** GET: the pending puzzle (image as a PNG data URL, question, panel count). */
  challenge: 'huntrefactored/challenge',
  /** POST JSON { challengeId, picks }: the panels the player selected. */
  answer: 'huntrefactored/challenge/answer',
} as const;

export const HUNT_CHALLENGE_PATHS = {
  challenge: `/api/${HUNT_CHALLENGE_ROUTES.challenge}`,
  answer: `/api/${HUNT_CHALLENGE_ROUTES.answer}`,
} as const;

export const HUNT_CHALLENGE_CODES = {
  /** 428: a manual hunt needs a solved puzzle first. */
  REQUIRED: 'HUNT.CHALLENGE_REQUIRED',
  /** 404: no puzzle is due, or the id is not the pending puzzle. */
  NOT_FOUND: 'HUNT.CHALLENGE_NOT_FOUND',
  /** 429: too many wrong answers; a new puzzle after `retryAfterSeconds`. */
  LOCKED: 'HUNT.CHALLENGE_LOCKED',
} as const;

/** The body of the 428 answer to a manual hunt. */
export interface HuntChallengeRequiredDto {
  statusCode: 428;
  code: typeof HUNT_CHALLENGE_CODES.REQUIRED;
  message: string;
  /** Null while the player waits after too many wrong answers (see retryAfterSeconds). */
  challengeId: string | null;
  /** Where the picture and the choices are: GET this route. */
  challengeRoute: string;
  answerRoute: string;
  retryAfterSeconds: number | null;
}

/** GET huntrefactored/challenge. */
export interface HuntChallengeDto {
  challengeId: string;
  /** "Select every picture that shows exactly 3 ghosts." */
  question: string;
  /** data:image/png;base64,... : a 3 x 3 grid of pictures; the answer is only in the pixels. */
  image: string;
  columns: number;
  rows: number;
  triesLeft: number;
}

/** POST huntrefactored/challenge/answer. `picks`: panel indexes in reading order (0 = top left). */
export interface HuntChallengeAnswerBody {
  challengeId: string;
  picks: number[];
}

export interface HuntChallengeAnswerDto {
  solved: boolean;
  /** Tries left on this puzzle (0 when it was dropped). */
  triesLeft: number;
  /** When the puzzle ran out of tries: seconds before a new one. */
  retryAfterSeconds: number | null;
}
