import { paymentAction } from '@grimhunt/contracts';
import { advance, canMove, effectiveStatus, initialStatus, isApprovable, isFailed, isPaid, needsCapture } from './payment-status';

const at = (iso: string) => new Date(iso);

describe('payment status machine', () => {
  it('starts orders at CREATED and subscriptions at APPROVAL_PENDING', () => {
    expect(initialStatus('order')).toBe('CREATED');
    expect(initialStatus('subscription')).toBe('APPROVAL_PENDING');
  });

  it('moves orders CREATED -> APPROVED -> COMPLETED and subscriptions APPROVAL_PENDING -> ACTIVE -> CANCELLED', () => {
    expect(advance('CREATED', 'APPROVED')).toBe('APPROVED');
    expect(advance('APPROVED', 'COMPLETED')).toBe('COMPLETED');
    expect(advance('CREATED', 'COMPLETED')).toBe('COMPLETED');
    expect(advance('APPROVAL_PENDING', 'ACTIVE')).toBe('ACTIVE');
    expect(advance('ACTIVE', 'SUSPENDED')).toBe('SUSPENDED');
    expect(advance('SUSPENDED', 'ACTIVE')).toBe('ACTIVE');
    expect(advance('ACTIVE', 'CANCELLED')).toBe('CANCELLED');
  });

  it('never moves backwards or out of an end state (late or repeated reports)', () => {
    expect(advance('COMPLETED', 'APPROVED')).toBe('COMPLETED');
    expect(advance('COMPLETED', 'CREATED')).toBe('COMPLETED');
    expect(advance('ACTIVE', 'APPROVAL_PENDING')).toBe('ACTIVE');
    expect(advance('CANCELLED', 'ACTIVE')).toBe('CANCELLED');
    expect(advance('VOIDED', 'COMPLETED')).toBe('VOIDED');
    expect(advance('APPROVED', 'APPROVED')).toBe('APPROVED');
    expect(canMove('EXPIRED', 'APPROVED')).toBe(false);
    expect(advance('CREATED', 'SOMETHING_NEW')).toBe('CREATED');
  });

  it('knows when a payment is paid, needs a capture or failed', () => {
    expect(isPaid('order', 'COMPLETED')).toBe(true);
    expect(isPaid('order', 'APPROVED')).toBe(false);
    expect(isPaid('subscription', 'ACTIVE')).toBe(true);
    expect(isPaid('subscription', 'APPROVED')).toBe(false);
    expect(needsCapture('order', 'APPROVED')).toBe(true);
    expect(needsCapture('subscription', 'APPROVED')).toBe(false);
    expect(['CANCELLED', 'VOIDED', 'EXPIRED'].every(isFailed)).toBe(true);
    expect(['CREATED', 'APPROVAL_PENDING', 'ACTIVE', 'COMPLETED'].some(isFailed)).toBe(false);
  });

  it('lets a CREATED order be approved for 24 h, an APPROVAL_PENDING subscription until it ends', () => {
    const created = at('2024-07-01T10:00:00Z');
    expect(isApprovable('CREATED', created, at('2024-07-02T09:59:59Z'))).toBe(true);
    expect(isApprovable('CREATED', created, at('2024-07-02T10:00:00Z'))).toBe(false);
    expect(isApprovable('APPROVAL_PENDING', created, at('2024-09-01T00:00:00Z'))).toBe(true);
    expect(isApprovable('COMPLETED', created, created)).toBe(false);
    expect(effectiveStatus('CREATED', created, at('2024-07-02T10:00:01Z'))).toBe('EXPIRED');
    expect(effectiveStatus('CREATED', created, at('2024-07-01T12:00:00Z'))).toBe('CREATED');
    expect(effectiveStatus('COMPLETED', created, at('2030-01-01T00:00:00Z'))).toBe('COMPLETED');
  });

  it('shows Approve for APPROVAL_PENDING, for CREATED only within 24 h, and Cancel for ACTIVE', () => {
    const t = 1_720_000_000;
    expect(paymentAction('APPROVAL_PENDING', t, t + 90 * 86400)).toBe('approve');
    expect(paymentAction('CREATED', t, t + 86399)).toBe('approve');
    expect(paymentAction('CREATED', t, t + 86400)).toBeNull();
    expect(paymentAction('ACTIVE', t, t)).toBe('cancel');
    expect(paymentAction('COMPLETED', t, t)).toBeNull();
    expect(paymentAction('CANCELLED', t, t)).toBeNull();
  });
});
