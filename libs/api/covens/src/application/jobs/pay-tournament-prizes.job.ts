import { Inject, Injectable } from '@nestjs/common';
import { TOURNAMENT_LEDGER_REASONS } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { HoldingsFacade, PlayerLock } from '@grimhunt/api-economy';
import { payoutsOf, standings } from '../../domain/tournament-rules';
import { TOURNAMENT_STORE, TournamentStore } from '../ports/tournament.store.port';
import { TournamentRecount } from '../tournament-recount';

/**
 * Pays the prizes of every ended tournament once. Any process may run it at any time: each tournament is paid in
 * one transaction that first sets `paid_at` where it is still null (a second payer waits on the row, then finds it
 * set and pays nothing). The points are recounted from the journal and stored, then each scoring member of a prized
 * coven gets the place's gold (ledger `tournament-prize`, reference `tournament:<id>`) and tokens.
 */
@Injectable()
export class PayTournamentPrizesJob {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOURNAMENT_STORE) private readonly tournaments: TournamentStore,
    private readonly recount: TournamentRecount,
    private readonly players: PlayerLock,
    private readonly holdings: HoldingsFacade,
  ) {}

  async run(now: Date = this.clock.now()): Promise<{ paid: number }> {
    let paid = 0;
    for (const id of await this.tournaments.unpaid(now)) if (await this.pay(id, now)) paid++;
    return { paid };
  }

  private pay(id: string, now: Date): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const t = await this.tournaments.claimPayment(tx, id, now);
      if (!t) return false;
      const entrants = (await this.tournaments.scores(id, tx)).map((e) => e.userId);
      // Every entrant's user row before their entry rows: the order a hunt takes them in.
      const locked = await this.players.lockAll(tx, entrants);
      await this.tournaments.setScores(tx, id, await this.recount.count(tx, t, entrants));
      const payouts = payoutsOf(standings(await this.tournaments.scores(id, tx)), t.prizes);
      for (const p of [...payouts].sort((a, b) => a.userId.localeCompare(b.userId))) {
        const player = locked.get(p.userId);
        if (!player || p.gold === 0) continue;
        await this.holdings.apply(tx, player, [
          { currency: 'gold', delta: p.gold, reason: TOURNAMENT_LEDGER_REASONS.prize, reference: `tournament:${id}` },
        ]);
      }
      await this.tournaments.recordPayouts(
        tx,
        id,
        payouts.filter((p) => locked.has(p.userId)),
        now,
      );
      return true;
    });
  }
}
