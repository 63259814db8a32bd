import { PATREON_TIERS, type ClientUserDto } from '@grimhunt/contracts';
import { currentGroundOf, loadoutOf, xpProgress, type StatusSnapshot } from '../../../lib/hunt-view';
import { useHuntTimers } from './use-hunt-timers';

/** The timers from getme's own timestamps (read at `readAt`), until getstatus answers. */
function fallbackOf(user: ClientUserDto, readAt: number): StatusSnapshot | undefined {
  if (typeof user.nextAllowedHuntTimeStamp !== 'number' || typeof user.currentTimeStamp !== 'number') return undefined;
  return {
    nextAllowedHuntTimeStamp: user.nextAllowedHuntTimeStamp,
    currentTimeStamp: user.currentTimeStamp,
    nextChronoCrystalRechargeTimeStamp: user.nextChronoCrystalRechargeTimeStamp ?? user.currentTimeStamp,
    chronocrystalCharges: user.chronocrystalCharges ?? 0,
    receivedAt: readAt,
  };
}

/**
 * The hunt header's data: the equipped gear, the ticking timers (getme's timestamps until getstatus answers), the
 * chrono crystal's charges, the current ground, the XP progress, the patron tier and the currencies.
 */
export function useHuntHeader(user: ClientUserDto, userReadAt: number, clock?: () => number) {
  const loadout = loadoutOf(user);
  const timers = useHuntTimers(loadout.maxCharges, clock, fallbackOf(user, userReadAt));
  return {
    loadout,
    timers,
    maxCharges: timers.status?.chronocrystalMaxCharges || loadout.maxCharges,
    ground: currentGroundOf(user),
    progress: xpProgress(user.xp, user.nextRankXP),
    patron: user.patreonType > 0 ? PATREON_TIERS[user.patreonType] : null,
    currencies: user.currencies?.currencyEntries ?? [],
    waiting: timers.huntLeft > 0,
  };
}
