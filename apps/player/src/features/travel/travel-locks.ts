import type { ClientHuntingGroundDto, ClientRegionDto, ClientUserDto, InventoryEntryDto } from '@grimhunt/contracts';

/** Why the player cannot travel to a ground yet. */
export interface TravelLock {
  kind: 'xp' | 'key' | 'bait' | 'cost';
  text: string;
}

function owned(user: ClientUserDto | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const entry of (user?.inventory ?? []) as InventoryEntryDto[]) {
    if (entry && typeof entry === 'object' && 'itemId' in entry) map.set(entry.itemId, (map.get(entry.itemId) ?? 0) + entry.amount);
  }
  return map;
}

function balance(user: ClientUserDto | undefined, currency: string): number {
  const entry = user?.currencies?.currencyEntries?.find((c) => c.shortName === currency || c.name === currency);
  return entry?.value ?? 0;
}

export function locksOf(
  ground: ClientHuntingGroundDto,
  region: ClientRegionDto | undefined,
  user: ClientUserDto | undefined,
): TravelLock[] {
  if (!user || ground.isCurrent) return [];
  const locks: TravelLock[] = [];
  const items = owned(user);
  const xpNeeded = Math.max(ground.xpReqired, region?.xpReqired ?? 0);
  if (user.xp < xpNeeded) locks.push({ kind: 'xp', text: `Needs ${xpNeeded.toLocaleString('en-US')} XP` });
  for (const key of [region?.key, ground.key]) {
    if (key && (items.get(key.id) ?? 0) < 1) locks.push({ kind: 'key', text: `Needs ${key.name}` });
  }
  if (ground.specialBaitItem.length > 0 && !ground.specialBaitItem.some((bait) => (items.get(bait.id) ?? 0) > 0)) {
    locks.push({ kind: 'bait', text: `Needs ${ground.specialBaitItem.map((b) => b.name).join(' or ')}` });
  }
  const currency = ground.currency?.shortName || 'gold';
  if (!ground.isVisited && ground.travelCost > 0 && balance(user, currency) < ground.travelCost) {
    locks.push({ kind: 'cost', text: `Needs ${ground.travelCost.toLocaleString('en-US')} ${ground.currency?.name || currency}` });
  }
  return locks;
}
