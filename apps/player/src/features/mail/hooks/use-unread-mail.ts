import { useMyMail } from '../api/get-my-mail';

/** Unread letters in the inbox, for the menu badge (0 while loading or on error). */
export function useUnreadMailCount(): number {
  const mail = useMyMail();
  return (mail.data?.inbox ?? []).filter((m) => !m.read).length;
}
