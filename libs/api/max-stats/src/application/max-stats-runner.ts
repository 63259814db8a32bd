import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { MAX_STAT_GRADUAL_PERCENT } from '@grimhunt/contracts';
import { MaxStatValues } from '../domain/max-stat';
import { gradualStep } from '../domain/max-stat-calculator';
import { MaxStatsBusyError } from '../domain/max-stats.errors';
import { MaxStatsCalculation } from './max-stats-calculation';
import { MAX_STAT_REPOSITORY, MaxStatRepository } from './ports/max-stat.repository.port';

export type MaxStatsMode = 'recalculate' | 'gradual';

/**
 * One max-stats run in one transaction holding the cluster-wide max-stats lock: recalculate sets current and
 * target to the computed value; gradual recomputes the target and moves the current value one step toward it
 * (a stat seen for the first time starts at its target).
 */
@Injectable()
export class MaxStatsRunner {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(MAX_STAT_REPOSITORY) private readonly maxStats: MaxStatRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly calculation: MaxStatsCalculation,
  ) {}

  /** Throws MaxStatsBusyError (nothing changed) when another run holds the lock. */
  async run(mode: MaxStatsMode): Promise<void> {
    await this.uow.run(async (tx) => {
      if (!(await this.maxStats.tryLock(tx))) throw new MaxStatsBusyError();
      await this.runLocked(tx, mode);
    });
  }

  /**
   * The scheduled gradual update: runs only when this process gets the lock and the interval's turn;
   * answers whether it ran.
   */
  async runScheduled(intervalMs: number): Promise<boolean> {
    return this.uow.run(async (tx) => {
      if (!(await this.maxStats.tryLock(tx))) return false;
      if (!(await this.maxStats.claimScheduledRun(tx, this.clock.now(), intervalMs))) return false;
      await this.runLocked(tx, 'gradual');
      return true;
    });
  }

  private async runLocked(tx: Tx, mode: MaxStatsMode): Promise<void> {
    const { figures, highest } = await this.calculation.run(tx);
    const stored = new Map((await this.maxStats.list(tx)).map((s) => [s.statShortName, s]));
    const now = this.clock.now();
    const values: MaxStatValues[] = figures.map((figure) => {
      const before = stored.get(figure.statShortName);
      const best = highest.get(figure.statShortName);
      return {
        name: figure.name,
        statShortName: figure.statShortName,
        targetMaxValue: figure.value,
        currentMaxValue:
          mode === 'gradual' && before ? gradualStep(before.currentMaxValue, figure.value, MAX_STAT_GRADUAL_PERCENT) : figure.value,
        highestPlayerName: best?.playerName ?? null,
        highestPlayerValue: best?.value ?? 0,
        lastCalculated: now,
        metadata: figure.metadata,
      };
    });
    await this.maxStats.replaceAll(tx, values);
  }
}
