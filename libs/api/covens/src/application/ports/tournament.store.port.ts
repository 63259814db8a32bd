import { TournamentPrizeDto, TournamentRarityPointsDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { EntryScore, Payout } from '../../domain/tournament-rules';

export interface TournamentRow {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  groundIds: string[];
  pointsPerGhost: number;
  pointsPerRarity: TournamentRarityPointsDto[];
  minRankId: string | null;
  maxRankId: string | null;
  entryFee: number;
  prizes: TournamentPrizeDto[];
  createdAt: Date;
  paidAt: Date | null;
}

export interface TournamentWithCount extends TournamentRow {
  entrantCount: number;
}

export type TournamentSortField = 'name' | 'startsAt' | 'endsAt' | 'id';

/** The tournaments' tables. Writes run on the caller's transaction. */
export interface TournamentStore {
  insert(tx: Tx, t: TournamentRow): Promise<void>;
  /** Replaces the editable fields; the row must be locked by the caller. */
  update(tx: Tx, t: TournamentRow): Promise<void>;
  delete(tx: Tx, id: string): Promise<void>;
  find(id: string, tx?: Tx): Promise<TournamentWithCount | null>;
  /** The row `FOR UPDATE`, or null. */
  lock(tx: Tx, id: string): Promise<TournamentRow | null>;
  page(
    sort: { field: TournamentSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<{ rows: TournamentWithCount[]; total: number }>;
  /** Tournaments that end after `finishedSince`: upcoming, running and recently finished (the player list). */
  listed(finishedSince: Date): Promise<TournamentWithCount[]>;
  /** Tournaments not yet ended at `now`, with their entrants (the scorer's cache). */
  active(now: Date): Promise<(TournamentRow & { entrants: string[] })[]>;
  /** The player's entries (tournament id -> coven id) among these tournaments. */
  entriesOf(userId: string, tournamentIds: string[]): Promise<Map<string, string>>;
  /** False when the player has entered already. */
  enter(tx: Tx, e: { tournamentId: string; userId: string; covenId: string; covenName: string; at: Date }): Promise<boolean>;
  scores(tournamentId: string, tx?: Tx): Promise<EntryScore[]>;
  /** Adds each tournament's points (and one ghost) to the player's entry there: one statement. */
  addPoints(tx: Tx, userId: string, points: { tournamentId: string; points: number }[]): Promise<void>;
  /** Overwrites the entries' points with a recount. */
  setScores(tx: Tx, tournamentId: string, scores: { userId: string; points: number; ghosts: number }[]): Promise<void>;
  /** Ended, unpaid tournaments at `now`. */
  unpaid(now: Date): Promise<string[]>;
  /** Marks the tournament paid when it ended and was not paid yet (the row lock queues a second payer): paid or not. */
  claimPayment(tx: Tx, id: string, now: Date): Promise<TournamentRow | null>;
  recordPayouts(tx: Tx, tournamentId: string, payouts: Payout[], at: Date): Promise<void>;
}
export const TOURNAMENT_STORE = Symbol('TOURNAMENT_STORE');
