import { MAIL_MESSAGES, mailPreview, type MailDto } from '@grimhunt/contracts';
import { formatMailTime, hasUnclaimedAttachment } from '../mail-form';
import { PaperclipIcon } from './mail-icons';

export type MailBox = 'inbox' | 'outbox';

/** Inbox (sender, time, preview, paperclip, red dot for unread) or Outbox (recipient, paperclip if attached). */
export function MailList({ mails, box, onOpen }: { mails: MailDto[]; box: MailBox; onOpen: (mail: MailDto) => void }) {
  if (mails.length === 0)
    return <p className="panel empty-note mail-empty">{box === 'inbox' ? MAIL_MESSAGES.noReceived : MAIL_MESSAGES.noSent}</p>;
  return (
    <ul className="mail-list" aria-label={box === 'inbox' ? 'Received mail' : 'Sent mail'}>
      {mails.map((mail) => {
        const unread = box === 'inbox' && !mail.read;
        const clip = box === 'inbox' ? hasUnclaimedAttachment(mail) : !!mail.loot;
        const who = box === 'inbox' ? mail.fromUsername : mail.toUsername;
        return (
          <li key={mail.id}>
            <button
              type="button"
              className={`mail-row${unread ? ' mail-row--unread' : ''}`}
              data-testid="mail-row"
              onClick={() => onOpen(mail)}
            >
              <span className="mail-row__marks">
                {unread && <span className="mail-row__dot" role="img" aria-label="Unread" title="Unread" data-testid="unread-dot" />}
              </span>
              <span className="mail-row__who">{box === 'outbox' ? `To: ${who}` : who}</span>
              <time className="mail-row__time" dateTime={new Date(mail.timeStamp).toISOString()}>
                {formatMailTime(mail.timeStamp)}
              </time>
              <span className="mail-row__preview">{mailPreview(mail.message)}</span>
              <span className="mail-row__clip">
                {clip && (
                  <span
                    role="img"
                    aria-label={box === 'inbox' ? 'Unclaimed attachment' : 'Attachment'}
                    title="Attachment"
                    data-testid="paperclip"
                  >
                    <PaperclipIcon />
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
