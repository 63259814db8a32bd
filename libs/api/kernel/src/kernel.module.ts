import { createSecretKey } from 'node:crypto';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessGuard } from './auth/access.guard';
import { ErrorFilter } from './http/error.filter';
import { DataSource } from 'typeorm';
import { TypeOrmUnitOfWork, UNIT_OF_WORK } from './persistence/unit-of-work';
import { PipelineOptions, ReadPipelines, StatementPipelines } from './persistence/statement-pipeline';
import { Clock, CLOCK, cryptoRng, Rng, RNG, systemClock } from './time/clock';
import { RUNTIME_ENV, RuntimeEnv } from './config/runtime-env';
import { RATE_LIMITS_ENABLED, SharedRateLimiter } from './rate-limit/shared-rate-limiter';
import { DATABASE_LISTEN_URL, LagTolerantReads, READ_REPLICA_OPTIONS, ReadReplicaOptions } from './persistence/lag-tolerant-reads';
import { PgChannelListener } from './persistence/pg-channel-listener';

export interface KernelOptions {
  jwtSecret: string;
  /** RATE_LIMITS=off (load benchmarks only) turns the shared limits off. Default on. */
  rateLimits?: boolean;
  /** The environment the configuration was read from (RUNTIME_ENV); empty when not given. */
  env?: RuntimeEnv;
  /** Tests move time through this (`startTestApp({ clock })`); production uses the system clock. */
  clock?: Clock;
  /** Tests may fix randomness; production uses the crypto RNG. */
  rng?: Rng;
  /** DATABASE_READ_URL: the streaming replica for reads that tolerate a few seconds of lag. */
  readReplica?: ReadReplicaOptions;
  /** DATABASE_LISTEN_URL: the primary without a pooler in between, for LISTEN. */
  listenUrl?: string;
  /** DB_PIPELINES: connections of each pipelined set (the market's placements, the player views' reads); 0: none. */
  pipelines?: PipelineOptions;
}

/** Cross-cutting providers every context uses: clock, RNG, unit of work (and the one-statement kind), JWT, default-deny guard, error filter. */
@Global()
@Module({})
export class KernelModule {
  static forRoot(options: KernelOptions): DynamicModule {
    const pipelines = options.pipelines ?? { count: 2, prepared: true };
    return {
      module: KernelModule,
      // A KeyObject, not the string: jsonwebtoken otherwise tries createPublicKey on the string (and fails) before
      // every verify, the top CPU frame of every signed-in request. Still HS256 only.
      imports: [
        JwtModule.register({
          global: true,
          secret: createSecretKey(Buffer.from(options.jwtSecret)),
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      providers: [
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        { provide: RUNTIME_ENV, useValue: Object.freeze({ ...(options.env ?? {}) }) },
        { provide: RNG, useValue: options.rng ?? cryptoRng },
        { provide: UNIT_OF_WORK, useClass: TypeOrmUnitOfWork },
        {
          provide: StatementPipelines,
          useFactory: (ds: DataSource) => new StatementPipelines(ds, pipelines, 'grimhunt-pipeline'),
          inject: [DataSource],
        },
        {
          provide: ReadPipelines,
          useFactory: (ds: DataSource) => new ReadPipelines(ds, pipelines, 'grimhunt-reads'),
          inject: [DataSource],
        },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: RATE_LIMITS_ENABLED, useValue: options.rateLimits !== false },
        SharedRateLimiter,
        { provide: READ_REPLICA_OPTIONS, useValue: options.readReplica ?? null },
        LagTolerantReads,
        { provide: DATABASE_LISTEN_URL, useValue: options.listenUrl ?? null },
        PgChannelListener,
      ],
      exports: [
        CLOCK,
        RNG,
        RUNTIME_ENV,
        UNIT_OF_WORK,
        StatementPipelines,
        ReadPipelines,
        SharedRateLimiter,
        LagTolerantReads,
        DATABASE_LISTEN_URL,
        PgChannelListener,
      ],
    };
  }
}
