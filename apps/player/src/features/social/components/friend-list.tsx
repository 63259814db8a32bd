import { useState } from 'react';
import type { FriendDto, SocialOkDto } from '@grimhunt/contracts';
import { useSetBlocked } from '../api/set-blocked';
import { useRemoveFriend } from '../api/remove-friend';
import { useSendGifts } from '../api/send-gifts';
import { errorText, SOCIAL_SCREEN_TEXTS } from '../social-messages';
import { ConfirmDialog } from './confirm-dialog';
import { FriendRow } from './friend-row';

type Pending = { kind: 'unfriend' | 'block'; friend: FriendDto } | null;

interface FriendListProps {
  friends: FriendDto[];
  sentTodayTo: string[];
  sendsLeft: number;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** The friends, each with a gift button, and unfriend or block after a confirmation. */
export function FriendList({ friends, sentTodayTo, sendsLeft, notify }: FriendListProps) {
  const [pending, setPending] = useState<Pending>(null);
  const remove = useRemoveFriend();
  const block = useSetBlocked();
  const gift = useSendGifts();
  const failed = (error: unknown) => notify(errorText(error), 'error');

  const confirm = () => {
    if (!pending) return;
    const { kind, friend } = pending;
    const handlers = {
      onSuccess: (answer: SocialOkDto) => notify(answer.message, 'ok'),
      onError: failed,
      onSettled: () => setPending(null),
    };
    if (kind === 'unfriend') remove.mutate(friend.userId, handlers);
    else block.mutate({ userId: friend.userId, blocked: true }, handlers);
  };

  return (
    <section className="panel friends__list" aria-labelledby="friends-list-title">
      <h2 id="friends-list-title" className="friends__heading">
        Friends <span className="muted">({friends.length})</span>
      </h2>
      {friends.length === 0 ? (
        <p className="muted">{SOCIAL_SCREEN_TEXTS.noFriends}</p>
      ) : (
        <ul className="friends__rows">
          {friends.map((friend) => (
            <FriendRow
              key={friend.userId}
              friend={friend}
              giftSent={sentTodayTo.includes(friend.userId)}
              canSendGift={sendsLeft > 0 && !gift.isPending}
              onSendGift={() => gift.mutate([friend.userId], { onSuccess: (answer) => notify(answer.message, 'ok'), onError: failed })}
              onUnfriend={() => setPending({ kind: 'unfriend', friend })}
              onBlock={() => setPending({ kind: 'block', friend })}
            />
          ))}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'unfriend' ? `Unfriend ${pending.friend.name}?` : `Block ${pending.friend.name}?`}
          text={
            pending.kind === 'unfriend'
              ? 'You will no longer hunt together or send each other gifts. You can ask again later.'
              : 'You stop being friends, and their requests and gifts will no longer reach you.'
          }
          confirmLabel={pending.kind === 'unfriend' ? 'Unfriend' : 'Block'}
          pending={remove.isPending || block.isPending}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}
