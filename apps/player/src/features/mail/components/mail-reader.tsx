import { MAIL_MESSAGES, type MailDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { messageOf, succeeded } from '../../../lib/game-action';
import type { PopupTone } from '../../../hooks/use-popup';
import { useClaimMail } from '../api/claim-mail';
import { formatMailTime } from '../mail-form';
import type { MailBox } from './mail-list';

interface MailReaderProps {
  mail: MailDto;
  box: MailBox;
  onBack: () => void;
  notify: (text: string, tone: PopupTone) => void;
}

/** Read: From/To, time, the whole message, the attachment and its claim state. */
export function MailReader({ mail, box, onBack, notify }: MailReaderProps) {
  const claim = useClaimMail();
  const doClaim = () =>
    claim.mutate(mail.id, {
      onSuccess: (result) => succeeded(result) && notify(messageOf(result) || MAIL_MESSAGES.claimed, 'ok'),
    });
  const outcome = claim.isSuccess && succeeded(claim.data) ? 'claimed' : claim.isSuccess || claim.isError ? 'failed' : null;
  const error = outcome === 'failed' ? MAIL_MESSAGES.claimFailed : '';

  let state;
  if (box === 'outbox') state = <p className="mail-read__state">{MAIL_MESSAGES.sentByYou}</p>;
  else if (mail.claimed || outcome === 'claimed')
    state = <p className="mail-read__state mail-read__state--done">{MAIL_MESSAGES.alreadyClaimed}</p>;
  else if (mail.returned || outcome === 'failed') state = <p className="mail-read__state">{MAIL_MESSAGES.claimedOrUnavailable}</p>;
  else
    state = (
      <button type="button" className="btn btn--primary btn--glow" disabled={claim.isPending} aria-busy={claim.isPending} onClick={doClaim}>
        {claim.isPending ? 'Claiming...' : 'Claim Items'}
      </button>
    );

  return (
    <article className="mail-read panel" aria-label="Mail">
      <button type="button" className="btn btn--ghost btn--small mail-read__back" onClick={onBack}>
        Back to Inbox
      </button>
      <header className="mail-read__head">
        <p className="mail-read__who">
          <span className="mail-read__label">{box === 'inbox' ? 'From:' : 'To:'}</span>{' '}
          <strong>{box === 'inbox' ? mail.fromUsername : mail.toUsername}</strong>
        </p>
        <time className="mail-read__time muted" dateTime={new Date(mail.timeStamp).toISOString()}>
          {formatMailTime(mail.timeStamp)}
        </time>
      </header>
      <p className="mail-read__message" data-testid="mail-message">
        {mail.message}
      </p>
      {mail.loot && (
        <section className="mail-read__attachment" aria-label="Attachment">
          <ItemArt
            imageId={mail.attachmentItem?.imageId}
            itemType={mail.attachmentItem?.itemType}
            name={mail.attachmentItem?.name || 'Attached item'}
            size={64}
          />
          <span className="mail-read__amount">×{mail.loot.amountMin.toLocaleString('en-US')}</span>
          <span className="mail-read__item">{mail.attachmentItem?.name}</span>
          <div className="mail-read__claim">{state}</div>
        </section>
      )}
      {error && (
        <p className="mail-form__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
