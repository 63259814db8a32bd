import type { ReactNode } from 'react';
import { MAIL_MESSAGES } from '@grimhunt/contracts';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { usePostServiceScreen } from '../hooks/use-post-service-screen';
import { MailList } from './mail-list';
import { MailReader } from './mail-reader';
import { SendMailForm } from './send-mail-form';
import './post-service.css';
import { ScreenHeader } from '../../../components/screen-header';

const TABS: { kind: 'inbox' | 'outbox' | 'send'; label: string }[] = [
  { kind: 'inbox', label: 'Inbox' },
  { kind: 'outbox', label: 'Outbox' },
  { kind: 'send', label: 'Send' },
];

/**
 * The Post Service: Inbox, Outbox, Send and Read. Opening an unread received mail marks it read;
 * Cancel and Back return to the inbox; the Send tab is hidden while reading.
 */
export function PostServiceScreen({ aside }: { aside?: ReactNode }) {
  const { view, setView, mail, ownName, unread, popup, open, toInbox, sent } = usePostServiceScreen();

  let body: ReactNode;
  if (view.kind === 'send') {
    body = <SendMailForm ownName={ownName} onCancel={toInbox} onSent={sent} />;
  } else if (mail.isPending) {
    body = <Spinner label={MAIL_MESSAGES.loading} />;
  } else if (mail.isError) {
    body = (
      <p className="alert alert--error" role="alert">
        {MAIL_MESSAGES.loadFailed}
      </p>
    );
  } else if (view.kind === 'read') {
    const list = view.box === 'inbox' ? mail.data.inbox : mail.data.outbox;
    const current = list.find((m) => m.id === view.mail.id) ?? view.mail;
    body = <MailReader key={current.id} mail={current} box={view.box} onBack={toInbox} notify={popup.show} />;
  } else {
    const box = view.kind;
    body = <MailList mails={box === 'inbox' ? mail.data.inbox : mail.data.outbox} box={box} onOpen={(m) => open(m, box)} />;
  }

  return (
    <section className="post-service" aria-labelledby="post-service-title">
      <ScreenHeader
        titleId="post-service-title"
        eyebrow="Company courier"
        title="Post Service"
        tagline="Send letters to fellow hunters and slip a transferable item into the envelope. The courier holds it until they claim it."
      >
        {aside}
      </ScreenHeader>

      <div className="tabs post-service__tabs" role="group" aria-label="Post Service views">
        {TABS.filter((tab) => !(tab.kind === 'send' && view.kind === 'read')).map((tab) => {
          const active = view.kind === tab.kind || (view.kind === 'read' && view.box === tab.kind);
          return (
            <button
              key={tab.kind}
              type="button"
              aria-pressed={active}
              className={`tabs__tab${active ? ' tabs__tab--active' : ''}`}
              onClick={() => setView({ kind: tab.kind })}
            >
              <span>{tab.label}</span>
              {tab.kind === 'inbox' && unread > 0 && (
                <span className="post-service__unread" aria-hidden="true">
                  {unread}
                </span>
              )}
            </button>
          );
        })}
      </div>

      {body}
      <Popup popup={popup.popup} onClose={popup.close} />
    </section>
  );
}
