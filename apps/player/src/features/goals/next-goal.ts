import type {
  ClientHuntingGroundDto,
  ClientRegionDto,
  ClientUserDto,
  InventoryEntryDto,
  MissionDto,
  ShopItemDto,
} from '@grimhunt/contracts';
import { paths } from '../../config/paths';

/**
 * The "next goal" of home, computed from what the travel, getme and shop calls answer: the next
 * ground to unlock and what it needs, the XP still needed to the next rank, and the next sensible gear upgrade from
 * any shop.
 */

/** Gear slots whose power the next upgrade compares, each with the shop screen and tab that sells it. */
export const UPGRADE_SHOPS = {
  mechanism: { endpoint: 'GetQSec', shop: 'Q-Section', path: paths.game.qsec.getHref() },
  camera: { endpoint: 'GetQSec', shop: 'Q-Section', path: paths.game.qsec.getHref() },
  magiccicle: { endpoint: 'GetLaboratory', shop: 'Laboratory', path: paths.game.laboratory.getHref() },
  cauldron: { endpoint: 'GetLaboratory', shop: 'Laboratory', path: paths.game.laboratory.getHref() },
  relic: { endpoint: 'GetLaboratory', shop: 'Laboratory', path: paths.game.laboratory.getHref() },
  pet: { endpoint: 'GetPetShop', shop: 'Pet Shop', path: paths.game.pet.getHref() },
} as const;
export type UpgradeSlot = keyof typeof UPGRADE_SHOPS;
export const UPGRADE_SLOTS = Object.keys(UPGRADE_SHOPS) as UpgradeSlot[];
/** Relics are worn three at a time: a new one replaces the weakest only when all three places are taken. */
const RELIC_PLACES = 3;

/** The shop screen and tab that sells a slot's gear (the shop screen opens the tab named by `?category=`). */
export function upgradeShopOf(slot: UpgradeSlot): { shop: string; href: string } {
  const { shop, path } = UPGRADE_SHOPS[slot];
  return { shop, href: `${path}?category=${slot}` };
}

/** Where keys are sold: the Office's Keys & Specials tab. */
export const KEY_SHOP_HREF = `${paths.game.office.getHref()}?category=special`;

export type GroundGoal =
  | { kind: 'xp'; name: string; xpMissing: number }
  | { kind: 'key'; name: string; keyName: string }
  | { kind: 'travel'; name: string; cost: number; currency: string }
  | { kind: 'open'; name: string };

export interface UpgradeGoal {
  item: ShopItemDto;
  slot: UpgradeSlot;
  power: number;
  equippedPower: number;
  price: number;
  /** Gold still missing (0: affordable now). */
  goldMissing: number;
  /** A crafted piece: the materials it takes (all held) and the held pieces to unequip first (equipped units stay). */
  craft: { materials: string[]; unequip: string[] } | null;
}

export interface MissionGoal {
  ground: string | null;
  /** Ghosts still to catch, with how many. */
  left: { name: string; count: number }[];
}

function entriesOf(user: ClientUserDto | undefined): InventoryEntryDto[] {
  const raw = (user?.inventory ?? []) as unknown[];
  return raw.filter((e): e is InventoryEntryDto => !!e && typeof e === 'object' && 'item' in e && !!(e as InventoryEntryDto).item);
}

const owns = (user: ClientUserDto | undefined, itemId: string) => entriesOf(user).some((e) => e.itemId === itemId && e.amount > 0);

export function goldOf(user: ClientUserDto | undefined): number {
  return user?.currencies?.currencyEntries?.find((c) => c.shortName === 'gold')?.value ?? 0;
}

/** XP still needed to the next rank; null at the top rank. */
export function xpToNextRank(user: ClientUserDto): number | null {
  if (!(user.nextRankXP > 0)) return null;
  return Math.max(0, user.nextRankXP - user.xp);
}

function goalOf(
  place: { name: string; xpReqired: number; key: { id: string; name: string } | null },
  user: ClientUserDto,
  travel?: { cost: number; currency: string; visited: boolean },
): GroundGoal {
  if (place.xpReqired > user.xp) return { kind: 'xp', name: place.name, xpMissing: place.xpReqired - user.xp };
  if (place.key && !owns(user, place.key.id)) return { kind: 'key', name: place.name, keyName: place.key.name };
  if (travel && !travel.visited && travel.cost > 0)
    return { kind: 'travel', name: place.name, cost: travel.cost, currency: travel.currency };
  return { kind: 'open', name: place.name };
}

/**
 * The next ground after the current one in its region that the player has not been to; past the region's last
 * ground, the next region. Null when there is nothing further.
 */
export function nextGroundGoal(
  user: ClientUserDto,
  currentGroundId: string | null,
  grounds: ClientHuntingGroundDto[],
  regions: ClientRegionDto[],
  currentRegionId: string | null,
): GroundGoal | null {
  const sorted = [...grounds].sort((a, b) => a.sequence - b.sequence);
  const here = sorted.find((g) => g.id === currentGroundId || g.isCurrent);
  const next = sorted.find((g) => !g.isCurrent && !g.isVisited && (!here || g.sequence > here.sequence));
  if (next) {
    return goalOf(next, user, {
      cost: next.travelCost,
      currency: next.currency?.name || next.currency?.shortName || 'gold',
      visited: next.isVisited,
    });
  }
  const regionsSorted = [...regions].sort((a, b) => a.sequence - b.sequence);
  const index = regionsSorted.findIndex((r) => r.id === currentRegionId);
  const nextRegion = index >= 0 ? regionsSorted[index + 1] : undefined;
  return nextRegion ? goalOf(nextRegion, user) : null;
}

const powerOf = (stats: { statEntries: { shortName: string; valueFrom: number }[] } | undefined) =>
  stats?.statEntries?.find((s) => s.shortName === 'power')?.valueFrom ?? 0;

const goldPriceOf = (item: ShopItemDto) => item.price?.currencyEntries?.find((c) => c.name === 'gold')?.value ?? null;

/**
 * What crafting `item` takes from the inventory, or null when a material is missing. Upgrade recipes take an owned
 * piece of gear: a piece that is equipped must be unequipped first (the workshop never takes an equipped unit).
 */
function craftNeeds(item: ShopItemDto, inventory: InventoryEntryDto[]): UpgradeGoal['craft'] {
  const materials: string[] = [];
  const unequip: string[] = [];
  for (const mat of item.craftingMats) {
    const held = inventory.find((e) => e.itemId === mat.itemId);
    if (!held || held.amount < mat.amount) return null;
    materials.push(mat.amount > 1 ? `${mat.amount}× ${mat.itemName}` : mat.itemName);
    if (held.equipped && held.amount - 1 < mat.amount) unequip.push(mat.itemName);
  }
  return { materials, unequip };
}

/**
 * The cheapest shop item of any gear slot (every shop that sells gear) with more power than the one equipped there,
 * that the player may buy now or craft now (recipe owned, every material held), and does not own yet.
 */
export function nextUpgrade(user: ClientUserDto, offers: Partial<Record<UpgradeSlot, ShopItemDto[]>>): UpgradeGoal | null {
  const inventory = entriesOf(user);
  const equipped = inventory.filter((e) => e.equipped);
  const gold = goldOf(user);
  let best: UpgradeGoal | null = null;
  for (const slot of UPGRADE_SLOTS) {
    const worn = equipped.filter((e) => e.item.itemType === slot).map((e) => powerOf(e.item.stats));
    const equippedPower = slot === 'relic' ? (worn.length < RELIC_PLACES ? 0 : Math.min(...worn)) : Math.max(0, ...worn);
    for (const item of offers[slot] ?? []) {
      const crafted = (item.craftingMats ?? []).length > 0;
      // A crafted piece's price is the workshop's fee; it may have none.
      const price = goldPriceOf(item) ?? (crafted ? 0 : null);
      const power = powerOf(item.stats);
      if (price === null || item.locked || item.owned > 0 || power <= equippedPower) continue;
      const craft = crafted ? craftNeeds(item, inventory) : null;
      if (crafted && !craft) continue;
      if (!best || price < best.price || (price === best.price && power > best.power)) {
        best = { item, slot, power, equippedPower, price, goldMissing: Math.max(0, price - gold), craft };
      }
    }
  }
  return best;
}

/** The ghosts an active mission still asks for; null when no mission is open or all is caught. */
export function openMission(mission: MissionDto | undefined): MissionGoal | null {
  if (!mission || mission.state !== 'active') return null;
  const left = mission.objectives.filter((o) => o.caught < o.goal).map((o) => ({ name: o.enemy.name, count: o.goal - o.caught }));
  return left.length > 0 ? { ground: mission.huntingGround?.name ?? null, left } : null;
}
