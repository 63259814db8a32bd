import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ClientUserDto, RoleName } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import type { HuntKind } from '../api/sound-hunt';
import { useHuntHeader } from '../hooks/use-hunt-header';
import { HornToggle } from './horn-toggle';
import { ChronoButton, HuntButton } from './hunt-buttons';
import { HunterIdentity } from './hunter-identity';
import { HunterPurse } from './hunter-purse';
import { LoadoutList } from './loadout-list';
import { ProfileFrame } from './profile-frame';
import { TakenAlongNote } from './taken-along-note';
import '../../../components/currency-amount.css';
import '../hunt.css';

interface HuntHeaderProps {
  user: ClientUserDto;
  /** Client time at which `user` was read (fallback timers until getstatus answers). */
  userReadAt: number;
  role: RoleName | '';
  busy: HuntKind | null;
  onHunt: (kind: HuntKind) => void;
  clock?: () => number;
  /** Shown beside the name (the route puts the equipped title there). */
  nameBadge?: ReactNode;
  /** Wraps the avatar (the route draws the equipped token shop frame around it). */
  frameAvatar?: (avatar: ReactNode) => ReactNode;
}

/**
 * The hunt header of home: frame, name cut to 14, rank, XP bar, currencies, the HUNT button
 * (an m:ss countdown while the trap rests, '...' while sounding), equipped bait, plasma, chrono crystal with its
 * charges, monster plasma, the CHRONO CRYSTAL HUNT button (Charging / No Crystal Equipped) and the current hunting
 * ground with TRAVEL.
 */
export function HuntHeader({ user, userReadAt, role, busy, onHunt, clock, nameBadge, frameAvatar }: HuntHeaderProps) {
  const { loadout, timers, maxCharges, ground, progress, patron, currencies, waiting } = useHuntHeader(user, userReadAt, clock);

  return (
    <section className="panel hunt-header" aria-labelledby="home-title">
      <div className="hunt-header__id">
        <ProfileFrame user={user} avatar={loadout.avatar?.item ?? null} hasIdCard={!!loadout.idCard} frameAvatar={frameAvatar} />
        <HunterIdentity user={user} role={role} patron={patron} progress={progress} nameBadge={nameBadge} />
        <HunterPurse currencies={currencies} />
      </div>

      <div className="hunt-header__trap">
        <div className="hunt-header__buttons">
          <HuntButton timers={timers} busy={busy} onHunt={onHunt} />
          <ChronoButton timers={timers} busy={busy} onHunt={onHunt} hasCrystal={!!loadout.crystal} />
        </div>
        {waiting && <TakenAlongNote clock={clock} />}
        <HornToggle />
        <LoadoutList loadout={loadout} charges={timers.charges} maxCharges={maxCharges} />

        <div className="hunt-header__ground">
          <span className="loadout__label">Hunting ground</span>
          <span className="hunt-header__ground-name" data-testid="current-ground">
            {ground?.name ?? 'Nowhere yet'}
          </span>
          <Link className="btn btn--ghost btn--small" to={paths.game.travel.getHref()}>
            TRAVEL
          </Link>
        </div>
      </div>
      <div className="hunt-header__fog" aria-hidden="true" />
    </section>
  );
}
