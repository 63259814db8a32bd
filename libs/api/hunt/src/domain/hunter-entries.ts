import { JOURNAL_TYPES, MISSION_MESSAGES } from '@grimhunt/contracts';
import { HuntOutcome } from './hunt.types';
import { HUNT_LEDGER_REASON, HunterEffect } from './hunter.types';
import { JournalEntry } from './journal-entry';
import { Mission } from './mission';
import { RankStep } from './ranks';

/** A journal entry of a player with no hunt result (rank-ups, mission rewards); a hunt's entry starts from it. */
export function plainEntry(
  id: string,
  userId: string,
  type: number,
  at: number,
  enemyId: string | null,
  loot: { itemId: string; amount: number }[],
  data: JournalEntry['data'],
): JournalEntry {
  return { id, userId, type, at, enemyId, huntResult: null, strategy: null, seed: null, xp: 0, currencies: [], loot, data, replay: null };
}

/** The rank-up entry of `rank`, with the reward items it paid (none when the player had them already). */
export function rankUpEntry(id: string, userId: string, at: number, rank: RankStep, rewards: { itemId: string; amount: number }[]) {
  return plainEntry(id, userId, JOURNAL_TYPES.rankUp, at, null, rewards, {
    title: 'Rank up',
    message: `You are now ${rank.name}!`,
    newRank_name: rank.name,
  });
}

/** The entry of a completed mission: its reward and the goals reached (ghosts named, unknown ones "a ghost"). */
export function missionRewardEntry(
  id: string,
  userId: string,
  at: number,
  mission: Mission,
  objectives: Mission['objectives'],
  enemyName: (id: string) => string | null,
): JournalEntry {
  const goals = objectives.map((o) => ({ enemyName: enemyName(o.enemyId) ?? 'a ghost', caught: o.caught, goal: o.goal }));
  return {
    ...plainEntry(id, userId, JOURNAL_TYPES.missionReward, at, null, [], {
      title: MISSION_MESSAGES.completedTitle,
      message: `Mission ${mission.seq} accomplished: the guild pays its reward.`,
      reward: JSON.stringify({ xp: 0, currencyEntries: mission.reward }),
      progress: JSON.stringify(goals),
    }),
    currencies: mission.reward,
  };
}

/** A hunt's entry with a party's xp bonus added to its xp and to its reward text (a new entry; `entry` is kept). */
export function withXpBonus(entry: JournalEntry, amount: number): JournalEntry {
  const data = { ...entry.data };
  if (typeof data.reward === 'string') {
    const reward = JSON.parse(data.reward) as { xp: number };
    data.reward = JSON.stringify({ ...reward, xp: reward.xp + amount });
  }
  return { ...entry, xp: entry.xp + amount, data };
}

/**
 * A hunt's item movements: the bait and the other items it consumed, then the loot (known items, sorted); and the
 * amount of bait at work after them, `baitAmount` before (a consumed bait never goes below zero, looted bait adds).
 */
export function huntItemEffects(
  outcome: Pick<HuntOutcome, 'baitUsed' | 'consumed'>,
  loot: { itemId: string; amount: number }[],
  baitId: string | null,
  reference: string,
  baitAmount: number,
): { effects: HunterEffect[]; baitAmount: number } {
  const effects: HunterEffect[] = [];
  let bait = baitAmount;
  if (outcome.baitUsed > 0 && baitId) {
    effects.push({ type: 'item', itemId: baitId, delta: -outcome.baitUsed, reason: HUNT_LEDGER_REASON, reference, consume: true });
    bait = Math.max(0, bait - outcome.baitUsed);
  }
  for (const used of outcome.consumed ?? []) {
    if (used.amount <= 0) continue;
    effects.push({ type: 'item', itemId: used.itemId, delta: -used.amount, reason: HUNT_LEDGER_REASON, reference, consume: true });
    if (used.itemId === baitId) bait = Math.max(0, bait - used.amount);
  }
  for (const drop of loot) {
    effects.push({ type: 'item', itemId: drop.itemId, delta: drop.amount, reason: HUNT_LEDGER_REASON, reference, consume: false });
    if (drop.itemId === baitId) bait += drop.amount;
  }
  return { effects, baitAmount: bait };
}

/**
 * The rank-ups of the ranks crossed: an entry each, and each rank's reward items (known ones, once per player: not
 * for a rank in `claimed`). `items` lists the reward items paid; `claimed` comes back with the ranks paid added.
 */
export function rankUpEffects(
  crossed: readonly RankStep[],
  claimed: ReadonlySet<string>,
  rules: { knowsItem(itemId: string): boolean },
  at: number,
  newId: () => string,
  userId: string,
): { effects: HunterEffect[]; entries: JournalEntry[]; items: string[]; claimed: ReadonlySet<string> } {
  const effects: HunterEffect[] = [];
  const entries: JournalEntry[] = [];
  const items: string[] = [];
  const paid = new Set(claimed);
  for (const rank of crossed) {
    const rewards: { itemId: string; amount: number }[] = [];
    if (!paid.has(rank.id)) {
      paid.add(rank.id);
      effects.push({ type: 'rankReward', rankId: rank.id, at });
      for (const itemId of [...new Set(rank.rewardItemIds)].filter((id) => rules.knowsItem(id)).sort()) {
        effects.push({ type: 'item', itemId, delta: 1, reason: 'rank', reference: rank.id, consume: false });
        items.push(itemId);
        rewards.push({ itemId, amount: 1 });
      }
    }
    entries.push(rankUpEntry(newId(), userId, at, rank, rewards));
  }
  return { effects, entries, items, claimed: paid };
}
