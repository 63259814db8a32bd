import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { giftRecipient, nameChangedMessage, nameChangeWish, PAYMENT_MESSAGES } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { refreshToken } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import '../payment.css';

/** After a completed name change: a fresh token (it carries the name) and a fresh profile. */
function useNameRefresh(done: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!done) return;
    void refreshToken()
      .catch(() => null)
      .finally(() => void queryClient.invalidateQueries({ queryKey: queryKeys.me }));
  }, [done, queryClient]);
}

/** The one frame of every state of the page: a sigil, the title, what to say and where to go next. */
function StatusPanel({
  tone,
  sigil,
  title,
  testId,
  busy = false,
  actions,
  children,
}: {
  tone: 'success' | 'error' | 'cancelled' | 'waiting';
  sigil: string;
  title: string;
  testId?: string;
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`panel pay-status pay-status--${tone}`}
      aria-labelledby="pay-title"
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <div className="pay-status__sigil" aria-hidden="true">
        {sigil}
      </div>
      <h1 id="pay-title" className="section-title">
        {title}
      </h1>
      {children}
      {actions && <div className="pay-status__actions">{actions}</div>}
    </section>
  );
}

/** The success state of a paid name change: the new name, or why it could not be applied (the payment's note). */
function NameChangeDone({ name, note, paymentId }: { name: string; note: string | null; paymentId: string }) {
  return (
    <StatusPanel
      tone={note ? 'error' : 'success'}
      sigil={note ? '!' : '✦'}
      title={note ? 'Payment received, name not changed' : 'Name changed!'}
      testId="payment-success"
      actions={
        <>
          <Link className="btn btn--primary" to={paths.game.profile.getHref()}>
            Open profile
          </Link>
          <Link className="btn btn--ghost" to={paths.game.premiumShop.getHref()}>
            Back to the premium shop
          </Link>
        </>
      }
    >
      {note ? (
        <>
          <p role="alert">{note}</p>
          <p>
            {PAYMENT_MESSAGES.processingAdvice} <code>{paymentId}</code>
          </p>
        </>
      ) : (
        <p>{nameChangedMessage(name)} A receipt is on its way to your email address.</p>
      )}
    </StatusPanel>
  );
}

/**
 * /shopcallback/:pid: where the provider sends the payer back. Polls until the items are delivered (or the gift
 * reached its player, or the name changed) or the payer cancelled (the cancel text) or the payment failed; the
 * failure names the payment id for support.
 */
export function PaymentStatusPage({ paymentId }: { paymentId: string }) {
  const state = usePaymentPoll(paymentId);
  const newName = state.phase === 'success' ? nameChangeWish(state.result.additionalInfo) : null;
  useNameRefresh(!!newName && !state.result?.note);

  if (state.phase === 'success' && newName) {
    return <NameChangeDone name={newName} note={state.result.note ?? null} paymentId={paymentId} />;
  }

  if (state.phase === 'cancelled') {
    return (
      <StatusPanel
        tone="cancelled"
        sigil="☾"
        title={PAYMENT_MESSAGES.payerCancelledTitle}
        testId="payment-cancelled"
        actions={
          <>
            <Link className="btn btn--primary" to={paths.game.premiumShop.getHref()}>
              Back to the premium shop
            </Link>
            <Link className="btn btn--ghost" to={paths.game.profile.getHref()}>
              Open profile
            </Link>
          </>
        }
      >
        <p role="status">{PAYMENT_MESSAGES.payerCancelled}</p>
      </StatusPanel>
    );
  }

  if (state.phase === 'success') {
    const friend = giftRecipient(state.result.additionalInfo);
    return (
      <StatusPanel
        tone="success"
        sigil="✦"
        title={friend ? 'Gift delivered!' : 'Payment successful!'}
        testId="payment-success"
        actions={
          <>
            {!friend && (
              <Link className="btn btn--primary" to={paths.game.inventory.getHref()}>
                Open inventory
              </Link>
            )}
            <Link className="btn btn--ghost" to={paths.game.premiumShop.getHref()}>
              Back to the premium shop
            </Link>
          </>
        }
      >
        <p>{friend ? `Thank you! Your gift for ${friend} is in their inventory now.` : PAYMENT_MESSAGES.success}</p>
      </StatusPanel>
    );
  }

  if (state.phase === 'error') {
    return (
      <StatusPanel
        tone="error"
        sigil="✖"
        title={PAYMENT_MESSAGES.processingError}
        testId="payment-error"
        actions={
          <>
            <Link className="btn btn--ghost" to={paths.game.profile.getHref()}>
              Open profile
            </Link>
            <Link className="btn btn--ghost" to={paths.home.getHref()}>
              Go Back Home
            </Link>
          </>
        }
      >
        <p role="alert">{state.message}</p>
        <p>
          {PAYMENT_MESSAGES.processingAdvice} <code>{paymentId}</code>
        </p>
      </StatusPanel>
    );
  }

  const gift = giftRecipient(state.result?.additionalInfo);
  const wished = nameChangeWish(state.result?.additionalInfo);
  return (
    <StatusPanel
      tone="waiting"
      sigil="☾"
      title={gift ? `Sending your gift to ${gift}...` : wished ? `Changing your name to ${wished}...` : 'Checking your payment...'}
      busy
    >
      <p className="muted" role="status">
        Waiting for the payment provider{state.result ? ` (status ${state.result.status})` : ''}. This page refreshes by itself.
      </p>
      <p className="muted">
        Payment id <code>{paymentId}</code>
      </p>
    </StatusPanel>
  );
}
