import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HornToggle } from './horn-toggle';
import { PATREON_TIERS, type ClientItemDto, type ClientUserDto, type RoleName } from '@grimhunt/contracts';
import { AvatarArt, ItemArt } from '../../../components/item-art';
import { paths } from '../../../config/paths';
import { formatCurrency, truncateName, formatAmount } from '../../../lib/format';
import { useHuntTimers } from '../hooks/use-hunt-timers';
import { TakenAlongNote } from './taken-along-note';
import type { HuntKind } from '../api/sound-hunt';
import { currentGroundOf, formatMinSec, loadoutOf, xpProgress, type StatusSnapshot } from '../../../lib/hunt-view';
import '../../../components/currency-amount.css';
import '../hunt.css';

const ROLE_LABELS: Record<string, string> = {
  user: 'Hunter',
  betaUser: 'Beta Hunter',
  admin: 'Admin',
  notActivated: 'Not activated',
  banned: 'Banned',
  guest: 'Guest',
};

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

/** The frame: id card, avatar, coin and patron icon. */
function ProfileFrame({
  user,
  avatar,
  hasIdCard,
  frameAvatar = (picture) => picture,
}: {
  user: ClientUserDto;
  avatar: ClientItemDto | null;
  hasIdCard: boolean;
  frameAvatar?: (avatar: ReactNode) => ReactNode;
}) {
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

/**
 * The hunt header of home: frame, name cut to 14, rank, XP bar, currencies, the HUNT button
 * (an m:ss countdown while the trap rests, '...' while sounding), equipped bait, plasma, chrono crystal with its
 * charges, monster plasma, the CHRONO CRYSTAL HUNT button (Charging / No Crystal Equipped) and the current hunting
 * ground with TRAVEL.
 */
export function HuntHeader({ user, userReadAt, role, busy, onHunt, clock, nameBadge, frameAvatar }: HuntHeaderProps) {
  const loadout = loadoutOf(user);
  const fallback: StatusSnapshot | undefined =
    typeof user.nextAllowedHuntTimeStamp === 'number' && typeof user.currentTimeStamp === 'number'
      ? {
          nextAllowedHuntTimeStamp: user.nextAllowedHuntTimeStamp,
          currentTimeStamp: user.currentTimeStamp,
          nextChronoCrystalRechargeTimeStamp: user.nextChronoCrystalRechargeTimeStamp ?? user.currentTimeStamp,
          chronocrystalCharges: user.chronocrystalCharges ?? 0,
          receivedAt: userReadAt,
        }
      : undefined;
  const timers = useHuntTimers(loadout.maxCharges, clock, fallback);
  const maxCharges = timers.status?.chronocrystalMaxCharges || loadout.maxCharges;
  const ground = currentGroundOf(user);
  const progress = xpProgress(user.xp, user.nextRankXP);
  const patron = user.patreonType > 0 ? PATREON_TIERS[user.patreonType] : null;
  const currencies = user.currencies?.currencyEntries ?? [];
  const waiting = timers.huntLeft > 0;

  let chronoButton;
  if (!loadout.crystal) {
    chronoButton = (
      <button type="button" className="hunt-btn hunt-btn--chrono" disabled>
        No Crystal Equipped
      </button>
    );
  } else if (busy === 'chrono') {
    chronoButton = (
      <button type="button" className="hunt-btn hunt-btn--chrono hunt-btn--busy" disabled aria-label="Chrono hunt under way">
        ...
      </button>
    );
  } else if (timers.charges <= 0) {
    chronoButton = (
      <button type="button" className="hunt-btn hunt-btn--chrono hunt-btn--charging" disabled aria-label="Charging">
        Charging{' '}
        <span className="hunt-btn__clock" data-testid="chrono-countdown">
          {formatMinSec(timers.chronoLeft)}
        </span>
      </button>
    );
  } else {
    chronoButton = (
      <button type="button" className="hunt-btn hunt-btn--chrono" disabled={busy !== null} onClick={() => onHunt('chrono')}>
        CHRONO CRYSTAL HUNT
      </button>
    );
  }

  return (
    <section className="panel hunt-header" aria-labelledby="home-title">
      <div className="hunt-header__id">
        <ProfileFrame user={user} avatar={loadout.avatar?.item ?? null} hasIdCard={!!loadout.idCard} frameAvatar={frameAvatar} />
        <div className="hunt-header__who">
          <h1 id="home-title" className="home__name" title={user.name}>
            {truncateName(user.name)}
          </h1>
          {nameBadge}
          <p className="home__meta">
            <span className="badge" data-testid="role-name">
              {ROLE_LABELS[role] ?? role}
            </span>
            {patron && (
              <span className="badge badge--patron" title={`Patron: ${patron}`}>
                ✦ {patron}
              </span>
            )}
            <span className="home__rank" data-testid="rank-name">
              {user.currentRank?.name ?? 'Unranked'}
            </span>
          </p>
          <div className="xp" aria-label="Experience">
            <div className="xp__head">
              <span>XP</span>
              <span data-testid="xp-value">
                {formatAmount(user.xp)}
                {user.nextRankXP > 0 && ` / ${formatAmount(user.nextRankXP)}`}
              </span>
            </div>
            <div
              className="xp__bar"
              role="progressbar"
              aria-label="XP to next rank"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
          </div>
        </div>
        {currencies.length > 0 && (
          <ul className="hunt-header__purse" aria-label="Currencies">
            {currencies.map((entry) => (
              <li key={entry.shortName || entry.name} className="currency" data-testid={`currency-${entry.shortName}`}>
                <span
                  className={`currency__coin${/ecto/i.test(entry.shortName || entry.name) ? ' currency__coin--ecto' : ''}`}
                  aria-hidden="true"
                />
                <span className="currency__name">{entry.name}</span>
                <span className="currency__value" title={entry.value.toLocaleString('en-US')}>
                  {formatCurrency(entry.value)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="hunt-header__trap">
        <div className="hunt-header__buttons">
          {busy === 'regular' ? (
            <button type="button" className="hunt-btn hunt-btn--main hunt-btn--busy" disabled aria-label="Hunting">
              ...
            </button>
          ) : waiting ? (
            <div className="hunt-btn hunt-btn--main hunt-btn--waiting" role="timer" aria-label="Next hunt in" data-testid="hunt-countdown">
              {formatMinSec(timers.huntLeft)}
            </div>
          ) : (
            <button
              type="button"
              className="hunt-btn hunt-btn--main hunt-btn--ready"
              disabled={busy !== null}
              onClick={() => onHunt('regular')}
            >
              HUNT
            </button>
          )}
          {chronoButton}
        </div>
        {waiting && <TakenAlongNote clock={clock} />}
        <HornToggle />

        <ul className="loadout" aria-label="Hunting gear">
          <li className="loadout__slot" data-testid="loadout-bait">
            <span className="loadout__label">Bait</span>
            {loadout.bait ? (
              <span className="loadout__value">
                <ItemArt
                  imageId={loadout.bait.item.imageId}
                  itemType="bait"
                  name={loadout.bait.item.name}
                  accent={loadout.bait.item.rarity?.colorHex}
                  size={28}
                />
                {loadout.bait.item.name} <span className="loadout__amount">({loadout.bait.amount.toLocaleString('en-US')})</span>
              </span>
            ) : (
              <span className="loadout__value loadout__value--missing">
                No bait equipped · <Link to={paths.game.bar.getHref()}>Bar</Link>
              </span>
            )}
          </li>
          <li className="loadout__slot" data-testid="loadout-plasma">
            <span className="loadout__label">Plasma</span>
            <span className="loadout__value">{loadout.plasma.toLocaleString('en-US')}</span>
          </li>
          <li className="loadout__slot" data-testid="loadout-crystal">
            <span className="loadout__label">Chrono crystal</span>
            {loadout.crystal ? (
              <span className="loadout__value">
                {loadout.crystal.item.name}{' '}
                <span className="loadout__charges" aria-label={`${timers.charges} of ${maxCharges} charges`}>
                  {Array.from({ length: Math.max(maxCharges, timers.charges) }, (_, i) => (
                    <span key={i} className={`charge${i < timers.charges ? ' charge--full' : ''}`} />
                  ))}
                  {timers.charges}/{maxCharges}
                </span>
              </span>
            ) : (
              <span className="loadout__value loadout__value--missing">None</span>
            )}
          </li>
          <li className="loadout__slot" data-testid="loadout-monsterplasma">
            <span className="loadout__label">Monster plasma</span>
            <span className="loadout__value">{loadout.monsterPlasma.toLocaleString('en-US')}</span>
          </li>
        </ul>

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
