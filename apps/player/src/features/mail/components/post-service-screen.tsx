import { useState, type ReactNode } from 'react';
import { MAIL_MESSAGES, type MailDto } from '@grimhunt/contracts';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { usePopup } from '../../../hooks/use-popup';
import { useMe } from '../../../api/get-me';
import { useMyMail } from '../api/get-my-mail';
import { useMarkMailRead } from '../api/mark-mail-read';
import { MailList, type MailBox } from './mail-list';
import { MailReader } from './mail-reader';
import { SendMailForm } from './send-mail-form';
import './post-service.css';
import { ScreenHeader } from '../../../components/screen-header';

type View = { kind: MailBox } | { kind: 'send' } | { kind: 'read'; box: MailBox; mail: MailDto };

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
  const [view, setView] = useState<View>({ kind: 'inbox' });
  const mail = useMyMail();
  const me = useMe();
  const markRead = useMarkMailRead();
  const { popup, show, close } = usePopup();
  const unread = (mail.data?.inbox ?? []).filter((m) => !m.read).length;

  const open = (opened: MailDto, box: MailBox) => {
    setView({ kind: 'read', box, mail: opened });
    if (box === 'inbox' && !opened.read) markRead.mutate({ mailId: opened.id, status: true });
  };
  const toInbox = () => setView({ kind: 'inbox' });

  let body: ReactNode;
  if (view.kind === 'send') {
    body = (
      <SendMailForm
        ownName={me.data?.name}
        onCancel={toInbox}
        onSent={(text) => {
          show(text, 'ok');
          setView({ kind: 'outbox' });
        }}
      />
    );
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
    body = <MailReader key={current.id} mail={current} box={view.box} onBack={toInbox} notify={show} />;
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
      <Popup popup={popup} onClose={close} />
    </section>
  );
}
