import { SEANCE_CHESTS, SEANCE_CONSOLATION, SeanceTier } from '@grimhunt/contracts';

/** A source of numbers in [0, 1) (the kernel's RNG). */
export interface Draw {
  next(): number;
}

/** `count` different ghosts from the pool, each pool ghost equally likely (a partial Fisher-Yates shuffle). */
export function drawGhosts(pool: readonly string[], count: number, rng: Draw): string[] {
  const left = [...pool];
  const drawn: string[] = [];
  while (drawn.length < count && left.length > 0) {
    const i = Math.floor(rng.next() * left.length);
    drawn.push(left[i]);
    left[i] = left[left.length - 1];
    left.pop();
  }
  return drawn;
}

/** Where a map stands: open (ghosts to catch), or due for its chests (finished, or past its expiry unfinished). */
export function mapState(
  map: { completedAt: Date | null; expiresAt: Date; settledAt: Date | null },
  now: Date,
): 'open' | 'due' | 'settled' {
  if (map.settledAt) return 'settled';
  if (map.completedAt || map.expiresAt.getTime() <= now.getTime()) return 'due';
  return 'open';
}

/** A loot line of a ghost (its catalogue loot table). */
export interface GhostLoot {
  itemId: string;
  amountMax: number;
}

/** What one member's chest holds. */
export interface Chest {
  gold: number;
  items: { itemId: string; amount: number }[];
}

/**
 * The chest of one member: the tier's gold and rolls (the owner one roll more) for a finished map; for an unfinished one,
 * a quarter of the gold and one roll. A roll takes a ghost of the map at random, then one line of its loot at random,
 * at its highest amount (a ghost without loot gives nothing for that roll).
 */
export function chestOf(
  tier: SeanceTier,
  kind: 'complete' | 'consolation',
  owner: boolean,
  ghostLoot: readonly (readonly GhostLoot[])[],
  rng: Draw,
): Chest {
  const base = SEANCE_CHESTS[tier];
  const gold = kind === 'complete' ? base.gold : Math.round(base.gold * SEANCE_CONSOLATION.goldShare);
  const rolls = kind === 'complete' ? base.rolls + (owner ? 1 : 0) : SEANCE_CONSOLATION.rolls;
  const amounts = new Map<string, number>();
  for (let r = 0; r < rolls && ghostLoot.length > 0; r++) {
    const loot = ghostLoot[Math.floor(rng.next() * ghostLoot.length)];
    if (loot.length === 0) continue;
    const line = loot[Math.floor(rng.next() * loot.length)];
    amounts.set(line.itemId, (amounts.get(line.itemId) ?? 0) + Math.max(1, line.amountMax));
  }
  return { gold, items: [...amounts].map(([itemId, amount]) => ({ itemId, amount })) };
}
