/**
 * Tournaments: covens compete for points on a set of hunting grounds for 6 to 48 hours. Players enter one by one as
 * members of their coven; their points count for the coven they were in when they entered. Routes relative to `/api`.
 * The back office schedules them through the simple-rest resource `tournament`.
 */

export const TOURNAMENT_ROUTES = {
  /** GET upcoming, running and finished tournaments. */
  list: 'tournaments',
  enter: 'tournaments/:id/enter',
  scoreboard: 'tournaments/:id/scoreboard',
  /** GET the signed-in player's token balance. */
  tokens: 'tournaments/tokens',
  /** Back office (simple-rest): list, get, create, update, delete (delete only before the start). */
  admin: 'tournament',
  adminOne: 'tournament/:id',
} as const;

export const TOURNAMENT_PATHS = {
  list: '/api/tournaments',
  enter: (id: string) => `/api/tournaments/${id}/enter`,
  scoreboard: (id: string) => `/api/tournaments/${id}/scoreboard`,
  tokens: '/api/tournaments/tokens',
} as const;

export const TOURNAMENT_MIN_HOURS = 6;
export const TOURNAMENT_MAX_HOURS = 48;
export const TOURNAMENT_NAME_MAX = 60;
export const TOURNAMENT_MAX_PRIZE_PLACES = 100;
export const TOURNAMENT_MAX_POINTS = 10_000;
/** A new or moved start lies at least this far ahead, so every API process learns of it before it starts. */
export const TOURNAMENT_MIN_LEAD_SECONDS = 60;
/** Finished tournaments stay in the player list this long after their end. */
export const TOURNAMENT_FINISHED_LISTED_DAYS = 7;

export type TournamentStatus = 'upcoming' | 'running' | 'finished';

/** Points of one ghost rarity; ghosts of a rarity not listed score `pointsPerGhost`. */
export interface TournamentRarityPointsDto {
  rarityId: string;
  points: number;
}

/** Gold and tokens paid to EACH scoring member of the coven that finishes in `place` (1 = first). */
export interface TournamentPrizeDto {
  place: number;
  gold: number;
  tokens: number;
}

/** Back office write body of `POST/PUT /api/tournament`. Times are ISO 8601. */
export interface TournamentWriteDto {
  name: string;
  startsAt: string;
  endsAt: string;
  groundIds: string[];
  pointsPerGhost: number;
  pointsPerRarity: TournamentRarityPointsDto[];
  /** Rank bracket: an entrant's rank must lie between these ranks (by experience); null = no bound. */
  minRankId: string | null;
  maxRankId: string | null;
  entryFee: number;
  prizes: TournamentPrizeDto[];
}

/** Back office row of `/api/tournament`. */
export interface TournamentAdminDto extends TournamentWriteDto {
  id: string;
  status: TournamentStatus;
  entrantCount: number;
  /** ISO 8601 when the prizes were paid, or null. */
  paidAt: string | null;
}

/** One tournament in `GET /api/tournaments`. */
export interface TournamentDto {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  status: TournamentStatus;
  grounds: { id: string; name: string }[];
  pointsPerGhost: number;
  pointsPerRarity: (TournamentRarityPointsDto & { rarityName: string })[];
  minRank: { id: string; name: string } | null;
  maxRank: { id: string; name: string } | null;
  entryFee: number;
  prizes: TournamentPrizeDto[];
  entrantCount: number;
  /** Whether the signed-in player has entered, and for which coven. */
  entered: boolean;
  enteredCovenId: string | null;
  paid: boolean;
}

export interface TournamentListDto {
  upcoming: TournamentDto[];
  running: TournamentDto[];
  finished: TournamentDto[];
}

export interface TournamentMemberScoreDto {
  userId: string | null;
  name: string;
  points: number;
  ghosts: number;
}

export interface TournamentCovenScoreDto {
  place: number;
  covenId: string;
  covenName: string;
  emblemImageId: string;
  points: number;
  members: TournamentMemberScoreDto[];
}

/** `GET /api/tournaments/{id}/scoreboard`: covens by points (ties share the better place, then by name). */
export interface TournamentScoreboardDto {
  tournamentId: string;
  status: TournamentStatus;
  /** ISO 8601 of the answer, for the live view. */
  asOf: string;
  covens: TournamentCovenScoreDto[];
}

export interface TournamentEnterDto {
  success: true;
  message: string;
  tournament: TournamentDto;
}

export interface TournamentTokensDto {
  tokens: number;
}

export const TOURNAMENT_LEDGER_REASONS = {
  entry: 'tournament-entry',
  prize: 'tournament-prize',
} as const;

export const TOURNAMENT_MESSAGES = {
  notFound: 'Tournament not found',
  notInCoven: 'Join a coven to enter tournaments',
  started: 'This tournament has already started',
  alreadyEntered: 'You have already entered this tournament',
  rankTooLow: 'Your rank is too low for this tournament',
  rankTooHigh: 'Your rank is too high for this tournament',
  entered: 'You entered the tournament',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TOURNAMENT_NAME_MAX} characters`,
  timesInvalid: 'Start and end must be valid dates',
  duration: `A tournament lasts from ${TOURNAMENT_MIN_HOURS} to ${TOURNAMENT_MAX_HOURS} hours`,
  groundsRequired: 'Choose at least one hunting ground',
  unknownGround: 'Unknown hunting ground',
  unknownRarity: 'Unknown rarity',
  unknownRank: 'Unknown rank',
  bracketOrder: 'The lowest rank must not be above the highest rank',
  pointsInvalid: `Points must be whole numbers from 0 to ${TOURNAMENT_MAX_POINTS}`,
  feeInvalid: 'Entry fee must be a whole number of at least 0',
  prizesInvalid: `Prizes need places 1 to ${TOURNAMENT_MAX_PRIZE_PLACES}, each once, with whole amounts of at least 0`,
  lockedAfterStart: 'A tournament cannot be changed or deleted once it has started',
  hasEntrants: 'A tournament with entrants cannot be deleted',
  startTooSoon: `A tournament must start at least ${TOURNAMENT_MIN_LEAD_SECONDS} seconds from now`,
} as const;

export const TOURNAMENT_ERROR_CODES = {
  NOT_FOUND: 'TOURNAMENTS.NOT_FOUND',
  NOT_IN_COVEN: 'TOURNAMENTS.NOT_IN_COVEN',
  STARTED: 'TOURNAMENTS.STARTED',
  ALREADY_ENTERED: 'TOURNAMENTS.ALREADY_ENTERED',
  RANK_BRACKET: 'TOURNAMENTS.RANK_BRACKET',
  INVALID: 'TOURNAMENTS.INVALID',
  LOCKED: 'TOURNAMENTS.LOCKED',
} as const;

/** Back office checks that need no catalogue (names, duration, numbers, prizes). First failing message or null. */
export function validateTournamentWrite(body: TournamentWriteDto): string | null {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) return TOURNAMENT_MESSAGES.nameRequired;
  if (name.length > TOURNAMENT_NAME_MAX) return TOURNAMENT_MESSAGES.nameTooLong;
  if (typeof body.startsAt !== 'string' || typeof body.endsAt !== 'string') return TOURNAMENT_MESSAGES.timesInvalid;
  const starts = Date.parse(body.startsAt);
  const ends = Date.parse(body.endsAt);
  if (!Number.isFinite(starts) || !Number.isFinite(ends)) return TOURNAMENT_MESSAGES.timesInvalid;
  const hours = (ends - starts) / 3_600_000;
  if (hours < TOURNAMENT_MIN_HOURS || hours > TOURNAMENT_MAX_HOURS) return TOURNAMENT_MESSAGES.duration;
  if (!Array.isArray(body.groundIds) || body.groundIds.length === 0) return TOURNAMENT_MESSAGES.groundsRequired;
  const isPoints = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= TOURNAMENT_MAX_POINTS;
  if (!isPoints(body.pointsPerGhost)) return TOURNAMENT_MESSAGES.pointsInvalid;
  if (!Array.isArray(body.pointsPerRarity) || body.pointsPerRarity.some((r) => !isPoints(r?.points)))
    return TOURNAMENT_MESSAGES.pointsInvalid;
  if (!Number.isInteger(body.entryFee) || body.entryFee < 0) return TOURNAMENT_MESSAGES.feeInvalid;
  if (!Array.isArray(body.prizes)) return TOURNAMENT_MESSAGES.prizesInvalid;
  const places = new Set<number>();
  for (const p of body.prizes) {
    const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
    if (!p || !Number.isInteger(p.place) || p.place < 1 || p.place > TOURNAMENT_MAX_PRIZE_PLACES) {
      return TOURNAMENT_MESSAGES.prizesInvalid;
    }
    if (places.has(p.place) || !whole(p.gold) || !whole(p.tokens)) return TOURNAMENT_MESSAGES.prizesInvalid;
    places.add(p.place);
  }
  return null;
}
