import { DynamicModule, Logger, Module, Provider, Type } from '@nestjs/common';
import { SUBSCRIPTION_LEVELS_PORT } from '@grimhunt/api-economy';
import { CancelSubscriptionHandler } from './application/commands/cancel-subscription/cancel-subscription.handler';
import { CheckPaymentHandler } from './application/commands/check-payment/check-payment.handler';
import { CreatePaymentHandler } from './application/commands/create-payment/create-payment.handler';
import { HandleNotificationHandler } from './application/commands/handle-notification/handle-notification.handler';
import { RecordDailyAnalyticsJob } from './application/jobs/record-daily-analytics.job';
import { RenewSubscriptionsJob } from './application/jobs/renew-subscriptions.job';
import { PaymentLookup } from './application/payment-lookup';
import { PaymentSettlement } from './application/payment-settlement';
import { ANALYTICS_STORE } from './application/ports/analytics.store.port';
import { PAYMENT_CONFIG, PaymentConfig } from './application/ports/payment.config';
import { PAYMENT_PROVIDER } from './application/ports/payment-provider.port';
import { PAYMENT_STORE } from './application/ports/payment.store.port';
import { PLAYER_ACCOUNTS } from './application/ports/player-accounts.port';
import { ActivePackagesHandler } from './application/queries/active-packages/active-packages.handler';
import { ListPaymentsHandler } from './application/queries/list-payments/list-payments.handler';
import { SubscriptionLevelsSource } from './application/subscription-levels.source';
import { AnalyticsController } from './infrastructure/http/analytics.controller';
import { PaymentController } from './infrastructure/http/payment.controller';
import { PaypalWebhookController } from './infrastructure/http/paypal-webhook.controller';
import { PremiumPackageController } from './infrastructure/http/premium-package.controller';
import { SandboxController } from './infrastructure/http/sandbox.controller';
import { PaymentTimers } from './infrastructure/jobs/payment-timers';
import { SqlAnalyticsStore } from './infrastructure/persistence/sql-analytics.store';
import { IdentityPlayerAccounts } from './infrastructure/identity-player-accounts';
import { TypeOrmPaymentStore } from './infrastructure/persistence/typeorm-payment.store';
import { PaypalPaymentProvider } from './infrastructure/providers/paypal/paypal-payment.provider';
import { SandboxPaymentProvider } from './infrastructure/providers/sandbox/sandbox-payment.provider';

export interface PaymentModuleOptions {
  /** PAYMENT_PROVIDER: `sandbox` (default) or `paypal`. */
  provider?: string;
  publicUrl: string;
  /** Background jobs on a timer (off in tests, which run the jobs by hand). Default on. */
  timers?: boolean;
  /** Environment for PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE, PAYPAL_WEBHOOK_ID, PAYPAL_PLAN_SILVER/GOLD/PLATINUM. */
  env?: NodeJS.ProcessEnv;
}

function paypalSettings(env: NodeJS.ProcessEnv): NonNullable<PaymentConfig['paypal']> {
  const clientId = env.PAYPAL_CLIENT_ID ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET ?? '';
  if (!clientId || !clientSecret) throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
  return {
    clientId,
    clientSecret,
    apiBase: (env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com').replace(/\/$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    planIds: { 1: env.PAYPAL_PLAN_SILVER ?? '', 2: env.PAYPAL_PLAN_GOLD ?? '', 3: env.PAYPAL_PLAN_PLATINUM ?? '' },
  };
}

/**
 * Payments (orders and subscriptions through a provider port), the premium shop's package list, monthly renewal and
 * the daily analytics record. Needs the kernel, the catalogue facade and economy's PlayerLock / InventoryFacade.
 */
@Module({})
export class PaymentModule {
  private static readonly logger = new Logger('PaymentModule');

  static forRoot(options: PaymentModuleOptions): DynamicModule {
    const env = options.env ?? {};
    const provider = (options.provider ?? 'sandbox').toLowerCase();
    if (provider !== 'sandbox' && provider !== 'paypal')
      throw new Error(`PAYMENT_PROVIDER must be sandbox or paypal, not "${options.provider}"`);
    const config: PaymentConfig = {
      provider,
      publicUrl: options.publicUrl.replace(/\/$/, ''),
      timers: options.timers !== false,
      paypal: provider === 'paypal' ? paypalSettings(env) : undefined,
    };
    if (provider === 'sandbox' && env.NODE_ENV === 'production') {
      PaymentModule.logger.warn('PAYMENT_PROVIDER=sandbox in production: anyone can approve their own orders (no money moves)');
    }
    const providerBinding: Provider =
      provider === 'paypal'
        ? { provide: PAYMENT_PROVIDER, useFactory: () => new PaypalPaymentProvider({ ...config.paypal!, publicUrl: config.publicUrl }) }
        : { provide: PAYMENT_PROVIDER, useExisting: SandboxPaymentProvider };
    const controllers: Type<unknown>[] = [PaymentController, PremiumPackageController, AnalyticsController];
    controllers.push(provider === 'paypal' ? PaypalWebhookController : SandboxController);
    return {
      module: PaymentModule,
      // Global for one export: economy's subscription-level port, which economy's facades inject.
      global: true,
      controllers,
      providers: [
        { provide: PAYMENT_CONFIG, useValue: config },
        { provide: PAYMENT_STORE, useClass: TypeOrmPaymentStore },
        { provide: PLAYER_ACCOUNTS, useClass: IdentityPlayerAccounts },
        { provide: ANALYTICS_STORE, useClass: SqlAnalyticsStore },
        SandboxPaymentProvider,
        providerBinding,
        PaymentLookup,
        PaymentSettlement,
        CreatePaymentHandler,
        CheckPaymentHandler,
        CancelSubscriptionHandler,
        HandleNotificationHandler,
        ListPaymentsHandler,
        ActivePackagesHandler,
        SubscriptionLevelsSource,
        { provide: SUBSCRIPTION_LEVELS_PORT, useExisting: SubscriptionLevelsSource },
        RenewSubscriptionsJob,
        RecordDailyAnalyticsJob,
        PaymentTimers,
      ],
      exports: [RenewSubscriptionsJob, RecordDailyAnalyticsJob, SubscriptionLevelsSource, SUBSCRIPTION_LEVELS_PORT],
    };
  }
}
