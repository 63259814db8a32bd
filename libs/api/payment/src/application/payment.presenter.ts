import { PaymentDto } from '@grimhunt/contracts';
import { PaymentRow } from './ports/payment.store.port';

/** The spec's Payment shape (whitelisted fields; timestamps in seconds). */
export function toPaymentDto(row: PaymentRow, status: string = row.status): PaymentDto {
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    createdTimestamp: Math.floor(row.createdAt.getTime() / 1000),
    paypalOrder: { id: row.providerId ?? '', status, links: row.links },
    additionalInfo: row.additionalInfo,
    completed: row.completed,
    paymentId: row.providerId ?? '',
    usd: row.usdCents / 100,
    subscriptionLevel: row.subscriptionLevel,
    note: row.note ?? null,
  };
}
