import { CREATED_APPROVAL_WINDOW_SECONDS, FAILED_PAYMENT_STATUSES, PAYMENT_STATUS as S } from '@grimhunt/contracts';

/** A one-time order (PayPal Orders v2) or a monthly subscription (PayPal Subscriptions). */
export type PaymentKind = 'order' | 'subscription';

/**
 * Where each provider status may go next. Orders: CREATED -> APPROVED -> COMPLETED (or VOIDED / EXPIRED);
 * subscriptions: APPROVAL_PENDING -> (APPROVED ->) ACTIVE -> SUSPENDED / CANCELLED / EXPIRED. Reports that would go
 * backwards (a late notification, a stale read) are ignored, so the stored status only ever moves forward.
 */
const NEXT: Record<string, readonly string[]> = {
  [S.created]: [S.approved, S.completed, S.voided, S.expired, S.cancelled],
  [S.approvalPending]: [S.approved, S.active, S.cancelled, S.expired],
  [S.approved]: [S.completed, S.active, S.voided, S.cancelled, S.expired],
  [S.active]: [S.suspended, S.cancelled, S.expired],
  [S.suspended]: [S.active, S.cancelled, S.expired],
  [S.completed]: [],
  [S.cancelled]: [],
  [S.voided]: [],
  [S.expired]: [],
};

export function initialStatus(kind: PaymentKind): string {
  return kind === 'order' ? S.created : S.approvalPending;
}

export function canMove(from: string, to: string): boolean {
  return from === to || (NEXT[from] ?? []).includes(to);
}

/** The status to store when the provider reports `reported` for a payment now at `current`. */
export function advance(current: string, reported: string): string {
  return canMove(current, reported) ? reported : current;
}

export function isFailed(status: string): boolean {
  return FAILED_PAYMENT_STATUSES.includes(status);
}

/** The provider status at which the package is paid for and its items are due. */
export function isPaid(kind: PaymentKind, status: string): boolean {
  return kind === 'order' ? status === S.completed : status === S.active;
}

/** An approved order still has to be captured before it counts as paid. */
export function needsCapture(kind: PaymentKind, status: string): boolean {
  return kind === 'order' && status === S.approved;
}

/** CREATED orders may be approved within 24 h of creation; APPROVAL_PENDING subscriptions until cancelled. */
export function isApprovable(status: string, createdAt: Date, now: Date): boolean {
  if (status === S.approvalPending) return true;
  if (status !== S.created) return false;
  return now.getTime() - createdAt.getTime() < CREATED_APPROVAL_WINDOW_SECONDS * 1000;
}

/** The status a reader sees: a CREATED order past its approval window has expired. */
export function effectiveStatus(status: string, createdAt: Date, now: Date): string {
  return status === S.created && !isApprovable(status, createdAt, now) ? S.expired : status;
}
