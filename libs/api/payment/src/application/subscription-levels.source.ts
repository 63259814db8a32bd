import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import type { SubscriptionLevels } from '@grimhunt/api-economy';
import { PAYMENT_STORE, PaymentStore } from './ports/payment.store.port';

/** Economy's `needSub` checks ask this (bound to economy's SUBSCRIPTION_LEVELS_PORT by the payment module). */
@Injectable()
export class SubscriptionLevelsSource implements SubscriptionLevels {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
  ) {}

  activeLevel(userId: string, tx?: Tx): Promise<number> {
    return this.store.activeLevel(userId, this.clock.now(), tx);
  }
}
