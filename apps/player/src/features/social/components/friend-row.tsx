import type { FriendDto } from '@grimhunt/contracts';

interface FriendRowProps {
  friend: FriendDto;
  /** Today's gift already went to this friend. */
  giftSent: boolean;
  canSendGift: boolean;
  onSendGift: () => void;
  onUnfriend: () => void;
  onBlock: () => void;
}

/** One friend: the ready dot, name, rank and ground, whether they join parties, and what can be done. */
export function FriendRow({ friend, giftSent, canSendGift, onSendGift, onUnfriend, onBlock }: FriendRowProps) {
  const ready = friend.huntReady ? 'Ready to hunt' : 'Not ready to hunt';
  return (
    <li className="friend" data-testid="friend-row">
      <span className={`friend__dot${friend.huntReady ? ' friend__dot--ready' : ''}`} role="img" aria-label={ready} title={ready} />
      <span className="friend__who">
        <span className="friend__name">{friend.name}</span>
        <span className="muted friend__facts">
          {friend.rankName} · {friend.groundName}
          {friend.partyEnabled && <span className="friend__party"> · joins parties</span>}
        </span>
      </span>
      <span className="friend__actions">
        <button
          type="button"
          className="btn btn--small"
          disabled={giftSent || !canSendGift}
          aria-label={giftSent ? `Gift sent to ${friend.name}` : `Send a gift to ${friend.name}`}
          onClick={onSendGift}
        >
          {giftSent ? 'Gift sent' : 'Send gift'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Unfriend ${friend.name}`} onClick={onUnfriend}>
          Unfriend
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-label={`Block ${friend.name}`} onClick={onBlock}>
          Block
        </button>
      </span>
    </li>
  );
}
