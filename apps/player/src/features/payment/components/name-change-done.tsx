import { Link } from 'react-router-dom';
import { nameChangedMessage, PAYMENT_MESSAGES } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { StatusPanel } from './status-panel';

/** The success state of a paid name change: the new name, or why it could not be applied (the payment's note). */
export function NameChangeDone({ name, note, paymentId }: { name: string; note: string | null; paymentId: string }) {
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
