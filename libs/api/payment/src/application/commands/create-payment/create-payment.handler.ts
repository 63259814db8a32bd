import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { giftRecipient, packageOfMonth, PAYMENT_MESSAGES, PaymentDto, ROLE } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import {
  NameChangeInvalidError,
  NameTakenError,
  OneTimeOwnedError,
  PackageNotFoundError,
  RecipientNotFoundError,
  SelfGiftError,
  SubscriptionNotHigherError,
} from '../../../domain/payment.errors';
import { checkNameChangeOrder } from '../../../domain/name-change';
import { initialStatus } from '../../../domain/payment-status';
import { periodOf, planPurchase } from '../../../domain/subscription-rules';
import { PAYMENT_PROVIDER, PaymentProvider } from '../../ports/payment-provider.port';
import { PAYMENT_STORE, PaymentStore } from '../../ports/payment.store.port';
import { PLAYER_ACCOUNTS, PlayerAccounts } from '../../ports/player-accounts.port';
import { toPaymentDto } from '../../payment.presenter';
import { CreatePaymentCommand } from './create-payment.command';

/**
 * Starts a purchase: checks the package and the recipient (gift rules, subscription level, one-time deals, a name
 * change's wished name: registration's rules, free, never a gift), prices
 * it (upgrades pay the difference), stores the payment with a snapshot of what it delivers, then opens the order or
 * subscription at the provider. The answer carries the provider's approve link.
 */
@Injectable()
export class CreatePaymentHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_STORE) private readonly store: PaymentStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PLAYER_ACCOUNTS) private readonly accounts: PlayerAccounts,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(command: CreatePaymentCommand): Promise<PaymentDto> {
    const now = this.clock.now();
    const packages = await this.catalogue.premiumPackages();
    const pkg = packages.find((p) => p.id === command.packageId && p.visible);
    if (!pkg) throw new PackageNotFoundError();
    const nameChange = checkNameChangeOrder(pkg.singleItemType, command.additionalInfo);
    if (!nameChange.ok) throw new NameChangeInvalidError(nameChange.message);
    if (nameChange.wish) await this.assertNameFree(command.userId, nameChange.wish);

    const recipientId = await this.recipientOf(command);
    const activeLevel = await this.store.activeLevel(recipientId, now);
    const { year, month } = periodOf(now);
    const current = activeLevel > 0 ? packageOfMonth(packages, activeLevel, year, month) : undefined;
    const oneTimeOwned = pkg.singleItemType === 4 && (await this.store.hasCompleted(recipientId, pkg.id));
    const plan = planPurchase(pkg, { activeLevel, currentTierPackage: current, oneTimeOwned });
    if (plan === 'not-higher') throw new SubscriptionNotHigherError(recipientId !== command.userId);
    if (plan === 'one-time-owned') throw new OneTimeOwnedError();

    const id = randomUUID();
    const row = {
      id,
      userId: command.userId,
      recipientId,
      packageId: pkg.id,
      packageName: pkg.name,
      kind: plan.kind,
      subscriptionLevel: plan.subscriptionLevel,
      upgradeFromLevel: plan.upgradeFromLevel,
      usdCents: plan.usdCents,
      items: plan.items,
      additionalInfo: command.additionalInfo,
      provider: this.provider.name,
      providerId: null,
      status: initialStatus(plan.kind),
      links: [],
      completed: false,
      createdAt: now,
      completedAt: null,
      note: null,
    };
    await this.store.insert(row);
    const input = {
      paymentId: id,
      usdCents: plan.usdCents,
      description: plan.upgradeFromLevel ? `${pkg.name} (upgrade)` : nameChange.wish ? `${pkg.name} to ${nameChange.wish}` : pkg.name,
      returnPath: `/shopcallback/${id}`,
      cancelPath: '/profile',
    };
    const order =
      plan.kind === 'order'
        ? await this.provider.createOrder(input)
        : await this.provider.createSubscription({ ...input, level: plan.subscriptionLevel });
    await this.store.attachProviderOrder(id, order.providerId, order.status, order.links);
    return toPaymentDto({ ...row, providerId: order.providerId, status: order.status, links: order.links });
  }

  /**
   * The wished name must not belong to another player (case-insensitive, as registration checks); the buyer may
   * change only the case of their own name, not keep it as it is. Settlement checks again (the name may be taken
   * before the payment completes).
   */
  private async assertNameFree(userId: string, wish: string): Promise<void> {
    const holder = await this.accounts.findByName(wish);
    if (!holder) return;
    if (holder.id !== userId) throw new NameTakenError();
    if (holder.name === wish) throw new NameChangeInvalidError(PAYMENT_MESSAGES.nameChangeSame);
  }

  private async recipientOf(command: CreatePaymentCommand): Promise<string> {
    const name = giftRecipient(command.additionalInfo);
    if (!name) return command.userId;
    const recipient = await this.accounts.findByName(name);
    if (!recipient || recipient.role === ROLE.banned || recipient.role === ROLE.notActivated) throw new RecipientNotFoundError(name);
    if (recipient.id === command.userId) throw new SelfGiftError();
    return recipient.id;
  }
}
