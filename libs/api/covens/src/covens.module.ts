import { DynamicModule, Inject, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PeriodicJob } from '@grimhunt/api-kernel';
import { AccountDeletionHooks } from '@grimhunt/api-identity';
import { HuntModule, ManualHuntHooks } from '@grimhunt/api-hunt';
import { LADDER_COSMETICS_PORT, LadderCosmeticsSource } from '@grimhunt/api-economy';
import { ApplyEmblemHandler } from './application/commands/apply-emblem/apply-emblem.handler';
import { CovenMembershipHandler } from './application/commands/coven-membership/coven-membership.handler';
import { CreateCovenHandler } from './application/commands/create-coven/create-coven.handler';
import { TokenShopHandler } from './application/commands/token-shop/token-shop.handler';
import { EnterTournamentHandler } from './application/commands/enter-tournament/enter-tournament.handler';
import { ManageTournamentsHandler } from './application/commands/manage-tournaments/manage-tournaments.handler';
import { ModerateCovenHandler } from './application/commands/moderate-coven/moderate-coven.handler';
import { PostBoardMessageHandler } from './application/commands/post-board-message/post-board-message.handler';
import { CovenView } from './application/coven-view';
import { PayTournamentPrizesJob } from './application/jobs/pay-tournament-prizes.job';
import { COVEN_STORE } from './application/ports/coven.store.port';
import { TOKEN_SHOP_STORE, TokenShopStore } from './application/ports/token-shop.store.port';
import { TOURNAMENT_STORE } from './application/ports/tournament.store.port';
import { GetCovensHandler } from './application/queries/get-covens/get-covens.handler';
import { GetTournamentsHandler } from './application/queries/get-tournaments/get-tournaments.handler';
import { TournamentRecount } from './application/tournament-recount';
import { SCORER_REFRESH_MS, TournamentScorer } from './application/tournament-scorer';
import { TournamentView } from './application/tournament-view';
import { CovenAdminController } from './infrastructure/http/coven-admin.controller';
import { CovenController } from './infrastructure/http/covens.controller';
import { TournamentAdminController, TournamentController } from './infrastructure/http/tournaments.controller';
import { TypeOrmCovenStore } from './infrastructure/persistence/typeorm-coven.store';
import { TypeOrmTokenShopStore } from './infrastructure/persistence/typeorm-token-shop.store';
import { TypeOrmTournamentStore } from './infrastructure/persistence/typeorm-tournament.store';

export interface CovensModuleOptions {
  /** Run the scorer's reload and the prize job on timers (off in tests, which run them by hand). */
  timers: boolean;
}
const COVENS_OPTIONS = Symbol('COVENS_OPTIONS');
/** How often each process looks for ended tournaments to pay. */
export const PRIZE_JOB_EVERY_MS = 60_000;

/**
 * Covens and their tournaments. Needs the kernel (UnitOfWork, Clock), identity (PlayerDirectory), the catalogue
 * facade (ranks, grounds, rarities), economy (PlayerLock, HoldingsFacade: fees and prizes go through the ledger) and
 * the hunt's ManualHuntHooks (tournament points from manual catches). It gives economy's ladder the equipped frames and
 * titles (economy's LADDER_COSMETICS_PORT: the module is global for that one export).
 */
@Module({})
export class CovensModule implements OnModuleInit, OnModuleDestroy {
  private jobs: PeriodicJob[] = [];

  static forRoot(options: CovensModuleOptions): DynamicModule {
    return {
      module: CovensModule,
      global: true,
      imports: [HuntModule],
      controllers: [CovenController, CovenAdminController, TournamentController, TournamentAdminController],
      providers: [
        { provide: COVENS_OPTIONS, useValue: options },
        { provide: COVEN_STORE, useClass: TypeOrmCovenStore },
        { provide: TOURNAMENT_STORE, useClass: TypeOrmTournamentStore },
        { provide: TOKEN_SHOP_STORE, useClass: TypeOrmTokenShopStore },
        CovenView,
        CreateCovenHandler,
        CovenMembershipHandler,
        PostBoardMessageHandler,
        GetCovensHandler,
        ModerateCovenHandler,
        TournamentView,
        TournamentScorer,
        TournamentRecount,
        ManageTournamentsHandler,
        EnterTournamentHandler,
        GetTournamentsHandler,
        PayTournamentPrizesJob,
        TokenShopHandler,
        ApplyEmblemHandler,
        {
          provide: LADDER_COSMETICS_PORT,
          inject: [TOKEN_SHOP_STORE],
          useFactory: (tokenShop: TokenShopStore): LadderCosmeticsSource => ({ cosmeticsOf: (ids) => tokenShop.equippedAmong(ids) }),
        },
      ],
      exports: [PayTournamentPrizesJob, LADDER_COSMETICS_PORT],
    };
  }

  constructor(
    @Inject(COVENS_OPTIONS) private readonly options: CovensModuleOptions,
    private readonly hooks: ManualHuntHooks,
    private readonly scorer: TournamentScorer,
    private readonly prizes: PayTournamentPrizesJob,
    private readonly deletionHooks: AccountDeletionHooks,
    private readonly membership: CovenMembershipHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    this.hooks.register(this.scorer);
    this.deletionHooks.register(this.membership);
    await this.scorer.refresh();
    if (!this.options.timers) return;
    // Every process runs both; the prize job pays each tournament once by its own claim in PostgreSQL.
    this.jobs = [
      new PeriodicJob({
        name: 'tournament scores',
        firstRunMs: SCORER_REFRESH_MS,
        everyMs: SCORER_REFRESH_MS,
        run: async () => void (await this.scorer.refresh()),
      }),
      new PeriodicJob({
        name: 'tournament prizes',
        firstRunMs: PRIZE_JOB_EVERY_MS,
        everyMs: PRIZE_JOB_EVERY_MS,
        run: async () => void (await this.prizes.run()),
      }),
    ];
    for (const job of this.jobs) job.start();
  }

  onModuleDestroy(): void {
    for (const job of this.jobs) job.stop();
  }
}
