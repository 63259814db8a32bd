export { PaymentModule } from './payment.module';
export type { PaymentModuleOptions } from './payment.module';
export { RenewSubscriptionsJob } from './application/jobs/renew-subscriptions.job';
export type { RenewalReport } from './application/jobs/renew-subscriptions.job';
export { RecordDailyAnalyticsJob } from './application/jobs/record-daily-analytics.job';
export { PaymentSettlement } from './application/payment-settlement';
