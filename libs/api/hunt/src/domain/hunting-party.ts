import { SOCIAL_LIMITS } from '@grimhunt/contracts';
import { JournalData } from './journal-entry';

/** Why a friend who agreed to the party is not taken along (null: taken along). */
export type TakeAlongRefusal = 'OtherRegion' | 'OnCooldown' | 'Inactive' | 'PuzzleOwed' | 'NoBait' | 'WrongBait';

/** What decides whether a friend who agreed to the party comes along on a sounded hunt. */
export interface PartyCandidate {
  /** The friend's ground is open and in the sounder's region. */
  sameRegion: boolean;
  nextHuntAt: number;
  /** The friend's last own HUNT press (ms): the newest of their stored answer and their request counter's window. */
  lastActiveAt: number;
  /** A picture puzzle is due (pending, or the count reached) before the friend's next manual hunt. */
  puzzleOwed: boolean;
  /** The engine's bait check on the friend's setup (bait fallback included) on their ground. */
  baitRefusal: 'NoBait' | 'WrongBait' | null;
}

/** The first rule a candidate breaks at `now`, or null when they are taken along. */
export function takeAlongRefusal(c: PartyCandidate, now: number): TakeAlongRefusal | null {
  if (!c.sameRegion) return 'OtherRegion';
  if (c.nextHuntAt > now) return 'OnCooldown';
  if (c.lastActiveAt < now - SOCIAL_LIMITS.partyActiveWindowMs) return 'Inactive';
  if (c.puzzleOwed) return 'PuzzleOwed';
  return c.baitRefusal;
}

/**
 * The sounder's extra xp for `friends` friends whose hunts sounded: 10% of the sounder's own hunt xp per friend, at
 * most 40%, rounded half up to a whole number (13 xp with 3 friends: 13 x 30% = 3.9 -> 4).
 */
export function partyXpBonus(huntXp: number, friends: number): number {
  if (huntXp <= 0 || friends <= 0) return 0;
  const percent = Math.min(friends * SOCIAL_LIMITS.partyXpBonusPercentPerFriend, SOCIAL_LIMITS.partyXpBonusMaxPercent);
  return Math.floor((huntXp * percent) / 100 + 0.5);
}

/** Stored on a taken-along player's hunter row: the hunt that restarted their cooldown, for "Hunted with Mara 40 s ago". */
export interface TakenAlongRecord {
  by: { userId: string; name: string };
  huntedAt: number;
  /** The cooldown that hunt started: the record explains a refusal only while the cooldown is this one. */
  until: number;
  /** The hunt's journal entry as the answer showed it, kept as it was. */
  entry: TakenAlongEntry;
}

/** A catalogue rarity or type as a journal entry names it. */
interface ShownKind {
  name: string;
  shortName: string;
  colorHex: string;
}

/** The journal entry of the hunt that took a player along, with its ghost and loot as they looked then. */
export interface TakenAlongEntry {
  id: string;
  type: number;
  timeStamp: number;
  enemy: {
    id: string;
    name: string;
    imageId: string | null;
    animatedImageId: string | null;
    flavorText: string;
    enemyRarity: ShownKind | null;
    enemyType: (Omit<ShownKind, 'colorHex'> & { imageId: string | null; colorHex: string | null }) | null;
    midnightGhost: boolean;
    nessyGhost: boolean;
    giftGhost: boolean;
    specialGhost: boolean;
    immuneMysticPower: boolean;
    xp: number;
    reward: { currencyEntries: { shortName: string; name: string; value: number; imageId?: string | null }[] };
  } | null;
  loot: {
    item: {
      id: string;
      name: string;
      imageId: string | null;
      animatedImageId: string | null;
      itemType: string | null;
      rarity: ShownKind | null;
    };
    amount: number;
  }[];
  data: JournalData;
  seed: number | null;
}
