import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_STATUS } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { PlayerLock } from '@grimhunt/api-economy';
import { advance } from '../../domain/payment-status';
import { firstOfNextMonth, mergeItems, patreonTypeFor, periodKey, periodOf, renewalPackage } from '../../domain/subscription-rules';
import { PaymentSettlement } from '../payment-settlement';
import { PAYMENT_PROVIDER, PaymentProvider } from '../ports/payment-provider.port';
import { PAYMENT_STORE, PaymentStore, SubscriptionRow } from '../ports/payment.store.port';
import { PLAYER_ACCOUNTS, PlayerAccounts } from '../ports/player-accounts.port';

export interface RenewalReport {
  renewed: number;
  ended: number;
  skipped: number;
}

/**
 * Monthly renewal: every ACTIVE subscription whose paid month is over is asked at the provider; if it
 * still runs, that month's package of its tier is delivered and it is paid until the 1st of the next month. Safe to
 * run any number of times in any number of processes: each subscription is re-checked under its user's row lock and
 * the (subscription, month) delivery row is unique, so a month is delivered once.
 */
@Injectable()
export class RenewSubscriptionsJob {
  private readonly logger = new Logger('SubscriptionRenewal');

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PLAYER_ACCOUNTS) private readonly accounts: PlayerAccounts,
    private readonly players: PlayerLock,
    private readonly settlement: PaymentSettlement,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async run(now: Date = this.clock.now()): Promise<RenewalReport> {
    const report: RenewalReport = { renewed: 0, ended: 0, skipped: 0 };
    for (const sub of await this.store.dueForRenewal(now)) {
      let status: string = PAYMENT_STATUS.active;
      if (sub.providerId) {
        try {
          status = (await this.provider.getSubscription(sub.providerId)).status;
        } catch (error) {
          this.logger.warn(`subscription ${sub.id}: provider did not answer (${error?.message ?? error}); next run retries`);
          report.skipped++;
          continue;
        }
      }
      const outcome = status === PAYMENT_STATUS.active ? await this.renew(sub, now) : await this.end(sub, status, now);
      report[outcome]++;
    }
    for (const sub of await this.store.runOutDue(now)) report[await this.end(sub, PAYMENT_STATUS.cancelled, now)]++;
    return report;
  }

  private renew(sub: SubscriptionRow, now: Date): Promise<'renewed' | 'skipped'> {
    return this.uow.run(async (tx) => {
      const player = await this.players.lock(tx, sub.userId);
      const locked = await this.store.lockSubscription(tx, sub.id);
      if (!locked || locked.status !== 'ACTIVE' || locked.paidUntil.getTime() > now.getTime()) return 'skipped';
      const period = periodOf(now);
      if (!(await this.store.recordDelivery(tx, sub.id, periodKey(period), now))) return 'skipped';
      await this.store.extendSubscription(tx, sub.id, firstOfNextMonth(now));
      const pkg = renewalPackage(await this.catalogue.premiumPackages(), sub.level, period);
      if (pkg) await this.settlement.deliver(tx, player, mergeItems(pkg.items), `subscription:${sub.id}:${periodKey(period)}`);
      else this.logger.warn(`subscription ${sub.id}: no level ${sub.level} package for ${periodKey(period)}; renewed without items`);
      return 'renewed';
    });
  }

  /**
   * The provider stopped it (cancelled, suspended, expired), or a cancelled one ran out: it is over, and the patron
   * tier follows the remaining subscriptions.
   */
  private end(sub: SubscriptionRow, status: string, now: Date): Promise<'ended' | 'skipped'> {
    return this.uow.run(async (tx) => {
      await this.players.lock(tx, sub.userId);
      const payment = await this.store.lock(tx, sub.paymentId);
      const locked = await this.store.lockSubscription(tx, sub.id);
      if (!locked || locked.status !== sub.status || locked.paidUntil.getTime() > now.getTime()) return 'skipped';
      await this.store.endSubscription(tx, sub.id, 'ENDED', locked.paidUntil);
      if (payment) {
        const next = advance(payment.status, status);
        if (next !== payment.status) await this.store.setStatus(tx, payment.id, next);
      }
      await this.accounts.setSubscriberPatreonType(tx, sub.userId, patreonTypeFor(await this.store.activeLevel(sub.userId, now, tx)));
      return 'ended';
    });
  }
}
