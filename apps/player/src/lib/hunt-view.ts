import {
  CHRONO_CHARGES_STAT,
  type ClientUserDto,
  type GrimoireEnemyDto,
  type InventoryEntryDto,
  type JournalEntryDto,
  type PlayerStatusDto,
} from '@grimhunt/contracts';

/**
 * Pure helpers of the hunt header: timers measured against the server's clock,
 * the m:ss and "h m / m s" time texts, and what the player has equipped.
 */

/** The hunt timers as last read from the server, with the client time at which they were read. */
export interface TimerSnapshot {
  nextAllowedHuntTimeStamp: number;
  currentTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  /** Known from hunt answers; otherwise the CCC stat of the equipped crystal is used. */
  chronocrystalMaxCharges?: number;
  /** Client clock (ms) when `currentTimeStamp` was read: the countdowns never depend on the client's clock skew. */
  receivedAt: number;
}

export type StatusSnapshot = TimerSnapshot & Partial<Pick<PlayerStatusDto, 'currencies'>>;

/** The server's time now, from a snapshot read at `receivedAt`. */
export function serverNow(snapshot: TimerSnapshot, clientNow: number): number {
  // A tick read before the answer arrived must not count as time running backwards.
  return snapshot.currentTimeStamp + Math.max(0, clientNow - snapshot.receivedAt);
}

/** Milliseconds until the next regular hunt (0 = ready). */
export function huntLeftMs(snapshot: TimerSnapshot, clientNow: number): number {
  return Math.max(0, snapshot.nextAllowedHuntTimeStamp - serverNow(snapshot, clientNow));
}

/** Milliseconds until the next chrono charge comes back (0 = due or nothing to recharge). */
export function chronoLeftMs(snapshot: TimerSnapshot, clientNow: number): number {
  return Math.max(0, snapshot.nextChronoCrystalRechargeTimeStamp - serverNow(snapshot, clientNow));
}

/** `m:ss`, rounded up so the button never shows 0:00 while still waiting. */
export function formatMinSec(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** `2h 5m` from an hour on, `4m 09s` below. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}

/** The header's view of what the player carries. */
export interface Loadout {
  bait: InventoryEntryDto | null;
  crystal: InventoryEntryDto | null;
  idCard: InventoryEntryDto | null;
  avatar: InventoryEntryDto | null;
  plasma: number;
  monsterPlasma: number;
  /** The CCC stat of the setup (0 without a crystal). */
  maxCharges: number;
}

function inventoryOf(user: ClientUserDto | undefined): InventoryEntryDto[] {
  const raw = (user?.inventory ?? []) as unknown[];
  return raw.filter((e): e is InventoryEntryDto => !!e && typeof e === 'object' && 'item' in e && !!(e as InventoryEntryDto).item);
}

const equippedOf = (entries: InventoryEntryDto[], type: string) =>
  entries.find((e) => e.equipped && e.amount > 0 && e.item.itemType === type) ?? null;

const amountOf = (entries: InventoryEntryDto[], type: string) =>
  entries.filter((e) => e.item.itemType === type).reduce((sum, e) => sum + Math.max(0, e.amount), 0);

export function loadoutOf(user: ClientUserDto | undefined): Loadout {
  const entries = inventoryOf(user);
  const crystal = equippedOf(entries, 'chronocrystal');
  const ccc = user?.stats?.statEntries?.find((s) => s.shortName === CHRONO_CHARGES_STAT)?.valueFrom ?? 0;
  const fromItem = crystal?.item.stats.statEntries.find((s) => s.shortName === CHRONO_CHARGES_STAT)?.valueFrom ?? 0;
  return {
    bait: equippedOf(entries, 'bait'),
    crystal,
    idCard: equippedOf(entries, 'idcard'),
    avatar: equippedOf(entries, 'avatar'),
    plasma: amountOf(entries, 'plasma'),
    monsterPlasma: amountOf(entries, 'monsterplasma'),
    maxCharges: crystal ? Math.max(ccc, fromItem) : 0,
  };
}

/** The player's current hunting ground from getme (typed loosely in the identity contract). */
export function currentGroundOf(user: ClientUserDto | undefined): { id: string; name: string; regionId?: string } | null {
  const ground = user?.currentHuntingGround as { id?: unknown; name?: unknown; regionId?: unknown } | null | undefined;
  if (!ground || typeof ground !== 'object' || typeof ground.name !== 'string') return null;
  return { id: String(ground.id ?? ''), name: ground.name, regionId: typeof ground.regionId === 'string' ? ground.regionId : undefined };
}

/** XP bar: percent of the way to the next rank (100 when there is no next rank). */
export function xpProgress(xp: number, nextRankXP: number): number {
  if (!(nextRankXP > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((xp / nextRankXP) * 100)));
}

/** Journal entries merged newest first, each once (a repeated hunt answer carries an entry already shown). */
export function mergeEntries(current: JournalEntryDto[] | undefined, incoming: (JournalEntryDto | null | undefined)[]): JournalEntryDto[] {
  const byId = new Map<string, JournalEntryDto>();
  for (const entry of [...incoming, ...(current ?? [])]) {
    if (entry && !byId.has(entry.id)) byId.set(entry.id, entry);
  }
  return [...byId.values()].sort((a, b) => b.timeStamp - a.timeStamp);
}

/** The setup's power and mystic power (stat totals of getme, short names of the engine). */
export function setupPowerOf(user: ClientUserDto | undefined): { power: number; mysticPower: number } {
  const stat = (name: string) => user?.stats?.statEntries?.find((s) => s.shortName === name)?.valueFrom ?? 0;
  return { power: stat('power'), mysticPower: stat('mysticPower') };
}

/** A catch chance as text: `51%`, `12.5%`. */
export const formatChance = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/**
 * Why a catch chance is what it is, in words (the grimoire's `catchRateReason`). 'none' means "below the scare
 * factor", which the engine answers for any chance short of certain, so its words depend on the chance itself.
 */
export function catchReasonText(reason: GrimoireEnemyDto['catchRateReason'], chance: number): string {
  switch (reason) {
    case 'power':
      return 'Your power beats its scare factor: a sure catch.';
    case 'mystic':
      return chance > 0 ? 'Only your mystic power can bind it.' : 'Too powerful for your current setup.';
    case 'immune':
      return chance > 0
        ? `Immune to mystic power: about ${formatChance(chance)} on power alone.`
        : 'Immune to mystic power, and stronger than your trap.';
    case 'specialBait':
      return 'It needs a special bait you do not carry.';
    case 'none':
    default:
      if (chance >= 50) return `Tough: about ${formatChance(chance)} with your setup.`;
      if (chance > 0) return `A long shot: about ${formatChance(chance)} with your setup.`;
      return 'Too powerful for your current setup.';
  }
}
