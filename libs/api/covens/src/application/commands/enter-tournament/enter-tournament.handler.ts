import { Inject, Injectable } from '@nestjs/common';
import { TOURNAMENT_LEDGER_REASONS, TOURNAMENT_MESSAGES as TM, TournamentEnterDto } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { HoldingsFacade, PlayerLock } from '@grimhunt/api-economy';
import {
  TournamentBracketError,
  TournamentEnteredError,
  TournamentNotFoundError,
  TournamentNotInCovenError,
  TournamentStartedError,
} from '../../../domain/covens.errors';
import { fitsBracket } from '../../../domain/tournament-rules';
import { COVEN_STORE, CovenStore } from '../../ports/coven.store.port';
import { TOURNAMENT_STORE, TournamentStore } from '../../ports/tournament.store.port';
import { TournamentScorer } from '../../tournament-scorer';
import { TournamentView } from '../../tournament-view';

/**
 * A coven member enters a tournament before its start, for the coven they are in now (their points stay with it if
 * they move on), within its rank bracket, paying the entry fee (ledger `tournament-entry`, reference
 * `tournament:<id>`; the gold leaves the game). One transaction: the player's user row first, then the wallet.
 */
@Injectable()
export class EnterTournamentHandler {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOURNAMENT_STORE) private readonly tournaments: TournamentStore,
    @Inject(COVEN_STORE) private readonly covens: CovenStore,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
    private readonly catalogue: CatalogueFacade,
    private readonly view: TournamentView,
    private readonly scorer: TournamentScorer,
  ) {}

  async execute(userId: string, tournamentId: string): Promise<TournamentEnterDto> {
    const now = this.clock.now();
    const ranks = await this.catalogue.ranks();
    const covenId = await this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, userId);
      const t = await this.tournaments.find(tournamentId, tx);
      if (!t) throw new TournamentNotFoundError();
      if (now.getTime() >= t.startsAt.getTime()) throw new TournamentStartedError();
      const membership = await this.covens.membershipOf(player.id, tx);
      const coven = membership ? await this.covens.find(membership.covenId, tx) : null;
      if (!coven) throw new TournamentNotInCovenError();
      const fit = fitsBracket(ranks, player.xp, t.minRankId, t.maxRankId);
      if (fit !== 'ok') throw new TournamentBracketError(fit === 'low' ? TM.rankTooLow : TM.rankTooHigh);
      if (!(await this.tournaments.enter(tx, { tournamentId, userId: player.id, covenId: coven.id, covenName: coven.name, at: now }))) {
        throw new TournamentEnteredError();
      }
      if (t.entryFee > 0) {
        await this.holdings.apply(tx, player, [
          { currency: 'gold', delta: -t.entryFee, reason: TOURNAMENT_LEDGER_REASONS.entry, reference: `tournament:${tournamentId}` },
        ]);
      }
      return coven.id;
    });
    await this.scorer.refresh();
    const t = (await this.tournaments.find(tournamentId))!;
    const [dto] = await this.view.players([t], now, new Map([[tournamentId, covenId]]));
    return { success: true, message: TM.entered, tournament: dto };
  }
}
