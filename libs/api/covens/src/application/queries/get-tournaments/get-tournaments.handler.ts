import { Inject, Injectable } from '@nestjs/common';
import {
  covenEmblemImageId,
  TOURNAMENT_FINISHED_LISTED_DAYS,
  TournamentListDto,
  TournamentScoreboardDto,
  TournamentTokensDto,
} from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { TournamentNotFoundError } from '../../../domain/covens.errors';
import { standings, tournamentStatus } from '../../../domain/tournament-rules';
import { TOKEN_SHOP_STORE, TokenShopStore } from '../../ports/token-shop.store.port';
import { TOURNAMENT_STORE, TournamentStore } from '../../ports/tournament.store.port';
import { TournamentScorer } from '../../tournament-scorer';
import { TournamentView } from '../../tournament-view';

/** The players' tournament reads: the list, a scoreboard (live while it runs) and the token balance (earned minus spent in the token shop). */
@Injectable()
export class GetTournamentsHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOURNAMENT_STORE) private readonly tournaments: TournamentStore,
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly view: TournamentView,
    private readonly scorer: TournamentScorer,
    @Inject(TOKEN_SHOP_STORE) private readonly shop: TokenShopStore,
  ) {}

  async list(userId: string): Promise<TournamentListDto> {
    await this.scorer.refreshIfStale();
    const now = this.clock.now();
    const rows = await this.tournaments.listed(new Date(now.getTime() - TOURNAMENT_FINISHED_LISTED_DAYS * 86_400_000));
    const entries = await this.tournaments.entriesOf(
      userId,
      rows.map((r) => r.id),
    );
    const all = await this.view.players(rows, now, entries);
    return {
      upcoming: all.filter((t) => t.status === 'upcoming'),
      running: all.filter((t) => t.status === 'running'),
      finished: all.filter((t) => t.status === 'finished').reverse(),
    };
  }

  async scoreboard(id: string): Promise<TournamentScoreboardDto> {
    await this.scorer.refreshIfStale();
    const now = this.clock.now();
    const t = await this.tournaments.find(id);
    if (!t) throw new TournamentNotFoundError();
    const scores = await this.tournaments.scores(id);
    const names = await this.players.namesOf(scores.map((s) => s.userId));
    return {
      tournamentId: id,
      status: tournamentStatus({ startsAt: t.startsAt.getTime(), endsAt: t.endsAt.getTime() }, now.getTime()),
      asOf: now.toISOString(),
      covens: standings(scores).map((s) => ({
        place: s.place,
        covenId: s.covenId,
        covenName: s.covenName,
        emblemImageId: covenEmblemImageId(s.covenId),
        points: s.points,
        members: s.members.map((m) => ({ userId: m.userId, name: names.get(m.userId) ?? '', points: m.points, ghosts: m.ghosts })),
      })),
    };
  }

  async tokens(userId: string): Promise<TournamentTokensDto> {
    return { tokens: await this.shop.balance(userId) };
  }
}
