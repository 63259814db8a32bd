import type { ReactNode } from 'react';
import { PATREON_TIERS, type ClientItemDto, type ClientUserDto } from '@grimhunt/contracts';
import { AvatarArt, ItemArt } from '../../../components/item-art';

interface ProfileFrameProps {
  user: ClientUserDto;
  avatar: ClientItemDto | null;
  hasIdCard: boolean;
  /** Wraps the avatar (the equipped token shop frame drawn around it). */
  frameAvatar?: (avatar: ReactNode) => ReactNode;
}

/** The frame: id card, avatar, coin and patron icon. */
export function ProfileFrame({ user, avatar, hasIdCard, frameAvatar = (picture) => picture }: ProfileFrameProps) {
  const patron = user.patreonType > 0 ? PATREON_TIERS[user.patreonType] : null;
  return (
    <div className={`id-frame${hasIdCard ? ' id-frame--card' : ''}`} aria-hidden="true" data-testid="profile-frame">
      <div className="id-frame__avatar" data-avatar={avatar?.id ?? 'none'}>
        {frameAvatar(
          avatar && !avatar.imageId ? (
            // An equipped avatar without an uploaded image still shows as itself (drawn per item), not as the default.
            <ItemArt imageId={null} itemType="avatar" name={avatar.name} accent={avatar.rarity?.colorHex} size={72} />
          ) : (
            <AvatarArt imageId={avatar?.imageId ?? null} name={avatar?.name ?? `${user.name} avatar`} size={72} />
          ),
        )}
      </div>
      <span className="id-frame__coin" title="Guild coin" />
      {patron && (
        <span className="id-frame__patron" title={`Patron: ${patron}`}>
          ✦
        </span>
      )}
    </div>
  );
}
