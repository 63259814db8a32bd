import { HuntRng } from './hunt-rng';
import { ConsumableDef, CurrencyAmount, EnemyDef, LootDrop, ProcName, SetupDef, StatTotals } from './hunt.types';

// What a catch brings (procs, XP, gold and other currencies, loot) and what a hunt uses up besides bait.

/** Drop chance of a loot row in basis points, raised by the setup's loot chance. */
export function dropChanceBp(dropChance: number, lootChance: number): number {
  const base = Math.max(0, Math.min(100, dropChance)) * 100;
  return Math.min(10_000, Math.trunc((base * (100 + Math.max(0, lootChance))) / 100));
}

/** A proc's chance in basis points (its summed percent on the setup). */
export function procChance(procs: SetupDef['procs'], name: ProcName): number {
  const p = procs[name];
  return p ? Math.trunc(p * 100) : 0;
}

/** XP of one reward pass of a catch: the ghost's XP raised by the XP bonus, ×1.5 with Xplosion. */
export function passXp(enemyXp: number, xpBonus: number, xplosion: boolean): number {
  return Math.trunc((enemyXp * (100 + Math.max(0, Math.trunc(xpBonus))) * (xplosion ? 3 : 2)) / 200);
}

/** Gold of one reward pass of a catch for one gold entry: raised by the gold bonus, ×1.5 with Golden rain. */
export function passGold(value: number, goldBonus: number, goldenrain: boolean): number {
  return Math.trunc((value * (100 + Math.max(0, Math.trunc(goldBonus))) * (goldenrain ? 3 : 2)) / 200);
}

/** No proc fired: every hunt that caught nothing. */
export function noProcs(): Record<ProcName, boolean> {
  return { goldenrain: false, xplosion: false, onTheHouse: false, reconstruction: false, leprechaunsLuck: false, doppelgaenger: false };
}

function addCurrency(into: CurrencyAmount[], name: string, value: number): void {
  for (let i = 0; i < into.length; i++) {
    if (into[i].name === name) {
      into[i].value += value;
      return;
    }
  }
  into.push({ name, value });
}

function rollLoot(enemy: EnemyDef, lootChance: number, rng: HuntRng, into: LootDrop[]): void {
  const rows = enemy.loot;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!rng.chance('loot', dropChanceBp(row.dropChance, lootChance))) continue;
    const min = Math.max(0, Math.trunc(row.amountMin));
    const amount = rng.between('loot', min, Math.max(min, Math.trunc(row.amountMax)));
    if (amount <= 0) continue;
    let found = false;
    for (let j = 0; j < into.length; j++) {
      if (into[j].itemId === row.itemId) {
        into[j].amount += amount;
        found = true;
        break;
      }
    }
    if (!found) into.push({ itemId: row.itemId, amount });
  }
}

/** What the hunt used up besides bait: juice on every sounded hunt, plasma on an attempted catch, monster plasma on an attempted catch of a monster. */
export function consumedBy(
  consumables: readonly ConsumableDef[] | undefined,
  attempted: boolean,
  monster: boolean,
): { itemId: string; amount: number }[] {
  const out: { itemId: string; amount: number }[] = [];
  if (!consumables) return out;
  for (let i = 0; i < consumables.length; i++) {
    const c = consumables[i];
    if (c.amount <= 0) continue;
    if (c.kind === 'juice' || (attempted && (c.kind === 'plasma' || (c.kind === 'monsterplasma' && monster))))
      out.push({ itemId: c.itemId, amount: 1 });
  }
  return out;
}

/** The six procs of a catch, each rolled on the `procs` stream with its chance, in this order. */
export function rollProcs(sp: SetupDef['procs'], rng: HuntRng): Record<ProcName, boolean> {
  return {
    goldenrain: rng.chance('procs', procChance(sp, 'goldenrain')),
    xplosion: rng.chance('procs', procChance(sp, 'xplosion')),
    onTheHouse: rng.chance('procs', procChance(sp, 'onTheHouse')),
    reconstruction: rng.chance('procs', procChance(sp, 'reconstruction')),
    leprechaunsLuck: rng.chance('procs', procChance(sp, 'leprechaunsLuck')),
    doppelgaenger: rng.chance('procs', procChance(sp, 'doppelgaenger')),
  };
}

/**
 * The rewards of a catch: one pass (two with Doppelgänger) of the ghost's XP and gold raised by the setup's bonuses
 * and the procs, its other currencies, the setup's `LH_` currencies (`bonuses`) and a loot roll per row on the `loot`
 * stream.
 */
export function rollRewards(
  enemy: EnemyDef,
  totals: Pick<StatTotals, 'xpBonus' | 'goldBonus' | 'lootChance'>,
  bonuses: readonly CurrencyAmount[],
  procs: Record<ProcName, boolean>,
  rng: HuntRng,
): { xp: number; currencies: CurrencyAmount[]; loot: LootDrop[] } {
  const passes = procs.doppelgaenger ? 2 : 1;
  const currencies: CurrencyAmount[] = [];
  const loot: LootDrop[] = [];
  const rewards = enemy.currencies;
  let xp = 0;
  for (let pass = 0; pass < passes; pass++) {
    xp += passXp(enemy.xp, totals.xpBonus, procs.xplosion);
    for (let i = 0; i < rewards.length; i++) {
      const c = rewards[i];
      if (c.name === 'gold' && c.value > 0) addCurrency(currencies, c.name, passGold(c.value, totals.goldBonus, procs.goldenrain));
    }
    for (let i = 0; i < rewards.length; i++) {
      const c = rewards[i];
      if (c.name !== 'gold' && c.value > 0) addCurrency(currencies, c.name, Math.trunc(c.value));
    }
    for (let i = 0; i < bonuses.length; i++) {
      const c = bonuses[i];
      if (c.value > 0) addCurrency(currencies, c.name, Math.trunc(c.value));
    }
    rollLoot(enemy, totals.lootChance, rng, loot);
  }
  return { xp, currencies, loot };
}
