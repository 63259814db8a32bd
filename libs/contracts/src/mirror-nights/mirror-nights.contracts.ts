/**
 * Mirror Nights: a scheduled event in which every entrant's next hunts take their seeds from one list drawn by the
 * server when the night is created, published once it has ended, so anyone can replay any entrant's hunts. Times are
 * ms since the epoch in player answers and ISO strings in the back office's resource.
 */

export const MIRROR_NIGHT_ROUTES = {
  /** Player routes under `/api/mirror-nights`. */
  base: 'mirror-nights',
  list: '',
  get: ':id',
  enter: ':id/enter',
  verify: ':id/verify/:userId',
  /** The back office's resource (ra-data-simple-rest) on `/api/mirrornight`. */
  admin: 'mirrornight',
} as const;

/** Full paths for the player app. */
export const mirrorNightPaths = {
  list: '/api/mirror-nights',
  get: (id: string) => `/api/mirror-nights/${encodeURIComponent(id)}`,
  enter: (id: string) => `/api/mirror-nights/${encodeURIComponent(id)}/enter`,
  verify: (id: string, userId: string) => `/api/mirror-nights/${encodeURIComponent(id)}/verify/${encodeURIComponent(userId)}`,
} as const;

export type MirrorNightPhase = 'upcoming' | 'running' | 'finished';

export const MIRROR_NIGHT_DEFAULT_HUNTS = 20;
export const MIRROR_NIGHT_MAX_HUNTS = 50;
export const MIRROR_NIGHT_MAX_HOURS = 7 * 24;
export const MIRROR_NIGHT_NAME_MAX = 60;

/** The signed-in player's part in a night. */
export interface MirrorNightMineDto {
  entered: boolean;
  /** Planned hunts made (of `hunts`). */
  huntsUsed: number;
  score: number;
}

export interface MirrorNightDto {
  id: string;
  name: string;
  startsAt: number;
  endsAt: number;
  /** How many hunts of each entrant take the night's seeds. */
  hunts: number;
  parScore: number;
  phase: MirrorNightPhase;
  entrants: number;
  me: MirrorNightMineDto;
}

/** `GET /api/mirror-nights`. */
export interface MirrorNightListDto {
  upcoming: MirrorNightDto[];
  running: MirrorNightDto[];
  finished: MirrorNightDto[];
  currentTimeStamp: number;
}

export interface MirrorNightEntrantDto {
  rank: number;
  userId: string;
  name: string;
  huntsUsed: number;
  score: number;
}

/** `GET /api/mirror-nights/{id}`: the night, its entrants by score, and its seeds once it has ended (null before). */
export interface MirrorNightResultsDto extends MirrorNightDto {
  results: MirrorNightEntrantDto[];
  seeds: number[] | null;
  currentTimeStamp: number;
}

/** One hunt of an entrant, replayed. */
export interface MirrorNightHuntCheckDto {
  index: number;
  journalEntryId: string;
  at: number;
  seed: number;
  /** The night's published seed at this place. */
  expectedSeed: number | null;
  seedMatches: boolean;
  /** The engine, run again on the stored inputs, gives the stored outcome. */
  replayMatches: boolean;
  matches: boolean;
  xp: number;
}

/** `GET /api/mirror-nights/{id}/verify/{userId}` (once the night has ended). */
export interface MirrorNightVerifyDto {
  mirrorNightId: string;
  userId: string;
  name: string;
  /** Every hunt matches, and the hunts are the night's seeds in order. */
  matches: boolean;
  score: number;
  hunts: MirrorNightHuntCheckDto[];
}

/** `/api/mirrornight` (admin): starts and ends as ISO strings; the seeds only once the night has ended. */
export interface AdminMirrorNightDto {
  id: string;
  name: string;
  starts: string;
  ends: string;
  hunts: number;
  parScore: number;
  phase: MirrorNightPhase;
  entrants: number;
  seeds: number[] | null;
}

export interface AdminMirrorNightBody {
  name?: unknown;
  starts?: unknown;
  ends?: unknown;
  hunts?: unknown;
  parScore?: unknown;
}

export const MIRROR_NIGHT_MESSAGES = {
  entered: (name: string) => `You entered ${name}.`,
  notFound: 'There is no such Mirror Night.',
  alreadyEntered: 'You have already entered this Mirror Night.',
  ended: 'This Mirror Night has ended.',
  enteredElsewhere: 'You are already entered in another Mirror Night that has not ended.',
  notEnded: 'Results can be verified once the Mirror Night has ended.',
  notEntrant: 'This player did not enter this Mirror Night.',
  started: 'This Mirror Night has started: its start can no longer change.',
  finished: 'This Mirror Night has ended: its times can no longer change.',
  hasEntrants: 'Players have entered this Mirror Night: it cannot be deleted.',
} as const;

export const MIRROR_NIGHT_ERROR_CODES = {
  NOT_FOUND: 'MIRROR_NIGHTS.NOT_FOUND',
  ALREADY_ENTERED: 'MIRROR_NIGHTS.ALREADY_ENTERED',
  ENDED: 'MIRROR_NIGHTS.ENDED',
  ENTERED_ELSEWHERE: 'MIRROR_NIGHTS.ENTERED_ELSEWHERE',
  NOT_ENDED: 'MIRROR_NIGHTS.NOT_ENDED',
  NOT_ENTRANT: 'MIRROR_NIGHTS.NOT_ENTRANT',
  LOCKED: 'MIRROR_NIGHTS.LOCKED',
  INVALID: 'MIRROR_NIGHTS.INVALID',
} as const;
