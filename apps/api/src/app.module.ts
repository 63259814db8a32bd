import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock, KernelModule, poolClient, Rng } from '@grimhunt/api-kernel';
import { IdentityModule } from '@grimhunt/api-identity';
import { EconomyModule } from '@grimhunt/api-economy';
import { CatalogueModule } from '@grimhunt/api-catalogue';
import { MailModule } from '@grimhunt/api-mail';
import { MarketModule } from '@grimhunt/api-market';
import { PaymentModule } from '@grimhunt/api-payment';
import { HuntModule } from '@grimhunt/api-hunt';
import { MaxStatsModule } from '@grimhunt/api-max-stats';
import { SocialModule } from '@grimhunt/api-social';
import { CovensModule } from '@grimhunt/api-covens';
import { MirrorNightsModule } from '@grimhunt/api-mirror-nights';
import { PlayerViewModule } from '@grimhunt/api-player-view';
import { PuzzleModule } from '@grimhunt/api-puzzle';
import { AppConfig } from './config/app.config';
import { MIGRATIONS } from './migrations';
import { SystemController } from './system.controller';
import { TypeOrmNestLogger } from './logging';

/** Wires the contexts together; no business code lives here. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig & { databaseUrl: string; clock?: Clock; rng?: Rng }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          extra: {
            max: config.dbPoolSize,
            Client: poolClient({ prepared: config.dbPreparedStatements, pipelined: config.dbPipelines > 0 }),
          },
          logger: new TypeOrmNestLogger(),
        }),
        KernelModule.forRoot({
          jwtSecret: config.jwtSecret,
          rateLimits: config.rateLimits,
          env: config.env,
          clock: config.clock,
          rng: config.rng,
          listenUrl: config.databaseListenUrl,
          pipelines: { count: config.dbPipelines, prepared: config.dbPreparedStatements },
          readReplica: {
            url: config.databaseReadUrl,
            poolSize: Math.ceil(config.dbPoolSize / 2),
            preparedStatements: config.dbPreparedStatements,
          },
        }),
        IdentityModule.forRoot({
          publicUrl: config.publicUrl,
          smtpUrl: config.smtpUrl,
          mailFrom: config.mailFrom,
          activationTtlHours: 72,
          resetTtlHours: 1,
          rateLimits: config.rateLimits,
          timers: config.nodeEnv !== 'test',
          logMailSecrets: config.nodeEnv !== 'production',
        }),
        CatalogueModule,
        EconomyModule,
        MailModule,
        PaymentModule.forRoot({
          provider: config.paymentProvider,
          publicUrl: config.publicUrl,
          timers: config.nodeEnv !== 'test',
          env: config.env,
        }),
        HuntModule,
        PlayerViewModule,
        MaxStatsModule,
        MarketModule.forRoot({ timers: config.nodeEnv !== 'test' }),
        SocialModule,
        CovensModule.forRoot({ timers: config.nodeEnv !== 'test' }),
        MirrorNightsModule,
        PuzzleModule,
      ],
      controllers: [SystemController],
    };
  }
}
