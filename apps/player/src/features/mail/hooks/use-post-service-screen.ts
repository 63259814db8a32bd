import { useState } from 'react';
import type { MailDto } from '@grimhunt/contracts';
import { useMe } from '../../../api/get-me';
import { usePopup } from '../../../hooks/use-popup';
import { useMyMail } from '../api/get-my-mail';
import { useMarkMailRead } from '../api/mark-mail-read';
import type { MailBox } from '../components/mail-list';

export type PostServiceView = { kind: MailBox } | { kind: 'send' } | { kind: 'read'; box: MailBox; mail: MailDto };

/**
 * The Post Service's data and handlers: the view (inbox, outbox, send, or a mail being read), the mail, the unread
 * count, the result popup, `open` (an unread received mail is marked read as it opens), `toInbox` (Cancel, Back)
 * and `sent` (the courier's answer in the popup, then the outbox).
 */
export function usePostServiceScreen() {
  const [view, setView] = useState<PostServiceView>({ kind: 'inbox' });
  const mail = useMyMail();
  const me = useMe();
  const markRead = useMarkMailRead();
  const popup = usePopup();

  const open = (opened: MailDto, box: MailBox) => {
    setView({ kind: 'read', box, mail: opened });
    if (box === 'inbox' && !opened.read) markRead.mutate({ mailId: opened.id, status: true });
  };
  const sent = (text: string) => {
    popup.show(text, 'ok');
    setView({ kind: 'outbox' });
  };
  return {
    view,
    setView,
    mail,
    ownName: me.data?.name,
    unread: (mail.data?.inbox ?? []).filter((m) => !m.read).length,
    popup,
    open,
    toInbox: () => setView({ kind: 'inbox' }),
    sent,
  };
}
