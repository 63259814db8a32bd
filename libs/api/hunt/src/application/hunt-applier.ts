import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { InventoryFacade, WalletFacade } from '@grimhunt/api-economy';
import { CHRONO_RECHARGE_MS, isHuntSuccess, JOURNAL_TYPES, MISSION_MESSAGES, RankDto } from '@grimhunt/contracts';
import { strategyOf } from '../domain/catalogue-defs';
import { chronoAfter, chronoAt } from '../domain/chrono';
import { huntJournalData } from '../domain/journal-data';
import { HuntOutcome } from '../domain/hunt.types';
import { Mission, MissionObjective, recordCatch } from '../domain/mission';
import { ranksCrossed } from '../domain/ranks';
import { HuntSession } from './hunt-session';
import { MissionService } from './mission.service';
import { HUNT_RECORDS, HuntRecords } from './ports/hunt-records.port';
import { JournalRecord } from './ports/journal.repository.port';
import { MISSION_REPOSITORY, MissionRepository } from './ports/mission.repository.port';

export const HUNT_LEDGER_REASON = 'hunt';

/** What applying one sounded hunt wrote: its journal entry and the entries that came with it. */
export interface AppliedHunt {
  entry: JournalRecord;
  /** Rank-ups (type 3) and a mission reward (type 4), in that order. */
  extra: JournalRecord[];
}

/**
 * Applies a sounded hunt's outcome inside the session's transaction, in the lock order of DESIGN §3 (the user row
 * is held; xp on it, then wallet rows, then inventory rows), through economy's facades so the ledger is written
 * (reason 'hunt', reference the journal entry's id): xp, currencies, mission reward, bait, loot, rank rewards,
 * grimoire count, timers and the journal.
 */
@Injectable()
export class HuntApplier {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    private readonly wallet: WalletFacade,
    private readonly inventory: InventoryFacade,
    private readonly missionService: MissionService,
    @Inject(MISSION_REPOSITORY) private readonly missions: MissionRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
  ) {}

  async apply(session: HuntSession, outcome: HuntOutcome, at: number, type: number, journalId: string = randomUUID()): Promise<AppliedHunt> {
    const { tx, userId, catalogue } = session;
    const success = isHuntSuccess(outcome.huntResult);
    const enemy = catalogue.enemy(outcome.enemyId);
    const snapshotCurrencies = (name: string) => !!catalogue.snapshot.byShortName('currency', name);
    const currencies = outcome.currencies.filter((c) => c.value > 0 && snapshotCurrencies(c.name));
    const loot = outcome.loot.filter((l) => l.amount > 0 && !!catalogue.item(l.itemId)).sort((a, b) => a.itemId.localeCompare(b.itemId));

    // 1. XP (the user row, already locked) and the ranks it crosses.
    let crossed: RankDto[] = [];
    if (outcome.xp > 0) {
      const before = session.xp;
      session.xp = await this.players.addXp(tx, userId, outcome.xp);
      crossed = ranksCrossed(catalogue.ranks(), before, session.xp);
    }

    // 2. Mission progress (decided before any wallet change, so the reward joins the wallet step).
    let completed: { mission: Mission; objectives: MissionObjective[] } | null = null;
    if (success && enemy && catalogue.missionsEnabled()) {
      const mission = await this.missionService.current(tx, userId, at, catalogue, session.hunter.huntingGroundId);
      if (mission) {
        const progress = recordCatch(mission, enemy.id, at);
        if (progress.completed && (await this.missions.complete(tx, mission.id, progress.objectives, at))) {
          completed = { mission, objectives: progress.objectives };
        } else if (progress.changed) {
          await this.missions.saveProgress(tx, mission.id, progress.objectives);
        }
      }
    }

    // 3. Wallet rows.
    for (const c of [...currencies].sort((a, b) => a.name.localeCompare(b.name))) {
      await this.wallet.credit(tx, userId, c.name, c.value, HUNT_LEDGER_REASON, journalId);
    }
    if (completed) {
      for (const r of completed.mission.reward.filter((x) => x.value > 0 && snapshotCurrencies(x.name))) {
        await this.wallet.credit(tx, userId, r.name, r.value, 'mission', completed.mission.id);
      }
    }

    // 4. Inventory rows: bait, loot, rank rewards.
    const baitId = session.loadout.setup.baitItemId;
    if (outcome.baitUsed > 0 && baitId) {
      session.loadout.setup.baitAmount = await this.inventory.removeItem(tx, userId, baitId, outcome.baitUsed, HUNT_LEDGER_REASON, journalId, { consume: true });
    }
    for (const drop of loot) {
      const after = await this.inventory.addItem(tx, userId, drop.itemId, drop.amount, HUNT_LEDGER_REASON, journalId);
      if (drop.itemId === baitId) session.loadout.setup.baitAmount = after;
    }
    const rankEntries: JournalRecord[] = [];
    for (const rank of crossed) {
      const rewards: { itemId: string; amount: number }[] = [];
      if (await this.records.claimRankReward(tx, userId, rank.id, at)) {
        const ids = [...new Set([...rank.rewardItemIds, ...(rank.rewardItemId ? [rank.rewardItemId] : [])])].filter((id) => !!catalogue.item(id)).sort();
        for (const itemId of ids) {
          const after = await this.inventory.addItem(tx, userId, itemId, 1, 'rank', rank.id);
          if (itemId === baitId) session.loadout.setup.baitAmount = after;
          rewards.push({ itemId, amount: 1 });
        }
      }
      rankEntries.push(this.record(userId, JOURNAL_TYPES.rankUp, at, null, rewards, {
        title: 'Rank up',
        message: `You are now ${rank.name}!`,
        newRank_name: rank.name,
      }));
    }

    // 5. Grimoire, timers.
    if (success && enemy) await this.records.addCatch(tx, userId, enemy.id);
    if (outcome.kind === 'regular') session.hunter.nextHuntAt = outcome.nextAllowedHuntAt;
    if (outcome.chronoChargesDelta !== 0) {
      session.hunter.chrono = chronoAfter(session.chrono, outcome.chronoChargesDelta, at, CHRONO_RECHARGE_MS);
      session.chrono = chronoAt(session.hunter.chrono, session.chrono.max, session.now, CHRONO_RECHARGE_MS);
    }
    session.dirty = true;

    // 6. Journal.
    const entry: JournalRecord = {
      ...this.record(userId, type, at, enemy?.id ?? outcome.enemyId, loot, huntJournalData(outcome, enemy?.name ?? null, session.loadout.setup.currencyBonuses)),
      id: journalId,
      huntResult: outcome.huntResult,
      strategy: strategyOf(outcome.encounter).name,
      seed: outcome.seed,
      xp: outcome.xp,
      currencies,
    };
    const extra = [...rankEntries];
    if (completed) {
      const progress = completed.objectives.map((o) => ({ enemyName: catalogue.enemy(o.enemyId)?.name ?? 'a ghost', caught: o.caught, goal: o.goal }));
      extra.push({
        ...this.record(userId, JOURNAL_TYPES.missionReward, at, null, [], {
          title: MISSION_MESSAGES.completedTitle,
          message: `Mission ${completed.mission.seq} accomplished: the guild pays its reward.`,
          reward: JSON.stringify({ xp: 0, currencyEntries: completed.mission.reward }),
          progress: JSON.stringify(progress),
        }),
        currencies: completed.mission.reward,
      });
    }
    return { entry, extra };
  }

  private record(userId: string, type: number, at: number, enemyId: string | null, loot: { itemId: string; amount: number }[], data: JournalRecord['data']): JournalRecord {
    return { id: randomUUID(), userId, type, at, enemyId, huntResult: null, strategy: null, seed: null, xp: 0, currencies: [], loot, data };
  }
}
