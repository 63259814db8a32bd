import { HUNT_REPEAT_WINDOW_MS, isHuntSuccess, JOURNAL_TYPES, MISSION_MESSAGES } from '@grimhunt/contracts';
import { strategyOf } from './catalogue-defs';
import { ChronoNow, chronoAfter, chronoAt, StoredChrono } from './chrono';
import { HuntReplayRecord } from './hunt-replay';
import { HuntOutcome, SetupDef } from './hunt.types';
import { huntJournalData } from './journal-data';
import { JournalEntry } from './journal-entry';
import { Mission, missionPhase, recordCatch } from './mission';
import { ranksCrossed, RankStep } from './ranks';

/** The stored hunt state of a player (one `hunter` row). Times are ms since the epoch. */
export interface HunterState {
  userId: string;
  huntingGroundId: string | null;
  nextHuntAt: number;
  chrono: StoredChrono;
  /** Hour (since the epoch) of the last auto-hunt served. */
  lastAutoHour: number;
  /** What the last sounded hunt answered, for the 2-second repeat (stored in the database; its shape is the application's). */
  lastAnswer: StoredAnswer | null;
  lastAnswerKind: string | null;
  lastAnswerAt: number | null;
}

/** A stored answer: a JSON record the aggregate keeps and hands back, without reading it. */
export type StoredAnswer = object;

/** What the aggregate needs to know of the catalogue (pure lookups over the in-memory snapshot). */
export interface HunterRules {
  enemyName(id: string | null): string | null;
  knowsCurrency(shortName: string): boolean;
  knowsItem(itemId: string): boolean;
  /** Ranks with their reward items. */
  ranks(): readonly RankStep[];
  missionsEnabled(): boolean;
  chronoRechargeMs: number;
}

export const HUNT_LEDGER_REASON = 'hunt';

/** One thing a hunt changes. The application applies a list of them: economy set-based, the hunt's rows in one statement. */
export type HunterEffect =
  | { type: 'xp'; amount: number }
  | { type: 'currency'; name: string; delta: number; reason: string; reference: string }
  | { type: 'item'; itemId: string; delta: number; reason: string; reference: string; consume: boolean }
  | { type: 'catch'; enemyId: string }
  | { type: 'mission'; mission: Mission; isNew: boolean }
  | { type: 'rankReward'; rankId: string; at: number }
  | { type: 'autoHour'; hour: number; journalId: string }
  | { type: 'journal'; entry: JournalEntry }
  | { type: 'state'; state: HunterState };

/** How to record one sounded hunt. */
export interface HuntRecordOptions {
  /** Journal type: hunt (8), chrono (9) or auto-hunt (6). */
  type: number;
  journalId: string;
  replay: HuntReplayRecord | null;
  /** Auto-hunts: the hour they serve (claimed in `auto_hunt`). */
  autoHour?: number;
}

/**
 * The hunt aggregate: one player's hunt state inside one transaction that holds the player's locks. It turns an
 * engine outcome into a pure list of effects (xp, currency and item movements, grimoire catch, mission progress
 * and reward, rank rewards, journal entries, timers) and keeps its own state current, so several hunts in a row
 * (due auto-hunts, then the player's hunt) see each other's timers, bait and xp. No I/O here.
 */
export class Hunter {
  private current: HunterState;
  private chronoNow: ChronoNow;
  private experience: number;
  private readonly setupNow: SetupDef;
  private mission: { value: Mission; isNew: boolean } | null;
  private readonly claimedRanks: Set<string>;
  private stateChanged = false;

  constructor(
    state: HunterState,
    xp: number,
    setup: SetupDef,
    readonly chronoMaxCharges: number,
    /** The database clock at the lock (ms). */
    readonly now: number,
    mission: Mission | null,
    claimedRankIds: readonly string[],
    private readonly rules: HunterRules,
    private readonly newId: () => string,
  ) {
    this.current = { ...state, chrono: { ...state.chrono } };
    this.experience = xp;
    this.setupNow = { ...setup, procs: { ...setup.procs } };
    this.chronoNow = chronoAt(state.chrono, chronoMaxCharges, now, rules.chronoRechargeMs);
    this.mission = mission ? { value: mission, isNew: false } : null;
    this.claimedRanks = new Set(claimedRankIds);
  }

  get state(): Readonly<HunterState> {
    return this.current;
  }
  get xp(): number {
    return this.experience;
  }
  get chrono(): Readonly<ChronoNow> {
    return this.chronoNow;
  }
  /** The engine's setup, with the bait amount kept current across hunts of this transaction. */
  get setup(): Readonly<SetupDef> {
    return this.setupNow;
  }
  /** The hunter row must be written (state effects were emitted). */
  get changed(): boolean {
    return this.stateChanged;
  }
  /** The engine's view of the player's timers. */
  get playerState(): { nextAllowedHuntAt: number; chronoCharges: number } {
    return { nextAllowedHuntAt: this.current.nextHuntAt, chronoCharges: this.chronoNow.charges };
  }

  /**
   * The stored answer of the same kind of hunt, when it is less than HUNT_REPEAT_WINDOW_MS older than the request
   *. The window is measured from the request's arrival (`arrivedAt`, database time; default the
   * lock time), not from when this request got the lock: a second click that waited on the lock of the hunt it
   * repeats, however long, gets that hunt's answer (the answer was stored after it arrived: negative age).
   */
  repeatedAnswer(kind: string, arrivedAt: number = this.now): StoredAnswer | null {
    const { lastAnswer, lastAnswerAt, lastAnswerKind } = this.current;
    if (!lastAnswer || lastAnswerAt === null || lastAnswerKind !== kind) return null;
    // An answer stored after this lock was taken cannot be (the database clock went back): not a repeat.
    if (lastAnswerAt > this.now) return null;
    const age = Math.min(arrivedAt, this.now) - lastAnswerAt;
    if (age >= HUNT_REPEAT_WINDOW_MS) return null;
    return lastAnswer;
  }

  /** Stores what a sounded hunt answered, for the 2-second repeat. */
  rememberAnswer(kind: string, answer: StoredAnswer): HunterEffect[] {
    return this.changeState({ lastAnswer: answer, lastAnswerKind: kind, lastAnswerAt: this.now });
  }

  /** Back to `groundId` (the ground was hidden or deleted). */
  moveTo(groundId: string | null): HunterEffect[] {
    return groundId === this.current.huntingGroundId ? [] : this.changeState({ huntingGroundId: groundId });
  }

  /** A past hour in which the player could not hunt (no bait, wrong bait) is over: it is not served again. */
  skipAutoHour(hour: number): HunterEffect[] {
    return this.current.lastAutoHour < hour ? this.changeState({ lastAutoHour: hour }) : [];
  }

  /** Whether a catch at `at` needs a new mission first (missions on, the last one over or none). */
  needsMission(at: number): boolean {
    return this.rules.missionsEnabled() && (!this.mission || missionPhase(this.mission.value, at) === 'over');
  }

  /** The player's newest mission (as this transaction changed it). */
  get latestMission(): Mission | null {
    return this.mission?.value ?? null;
  }

  /** The mission generated for this player (stored with the other effects). */
  startMission(mission: Mission): void {
    this.mission = { value: mission, isNew: true };
  }

  /** The effects of a sounded hunt at `at` (a refused hunt changes nothing and is not applied). */
  applyOutcome(outcome: HuntOutcome, at: number, options: HuntRecordOptions): HunterEffect[] {
    const effects: HunterEffect[] = [];
    const reference = options.journalId;
    const success = isHuntSuccess(outcome.huntResult);
    const enemyName = this.rules.enemyName(outcome.enemyId);
    const enemyId = enemyName !== null ? outcome.enemyId : null;
    const currencies = outcome.currencies.filter((c) => c.value > 0 && this.rules.knowsCurrency(c.name));
    const loot = outcome.loot
      .filter((l) => l.amount > 0 && this.rules.knowsItem(l.itemId))
      .sort((a, b) => a.itemId.localeCompare(b.itemId));
    const extra: JournalEntry[] = [];

    // XP and the ranks it crosses (each rank's reward once per player).
    const crossed = outcome.xp > 0 ? ranksCrossed(this.rules.ranks(), this.experience, this.experience + outcome.xp) : [];
    if (outcome.xp > 0) {
      this.experience += outcome.xp;
      effects.push({ type: 'xp', amount: outcome.xp });
    }

    // Currencies of the catch.
    for (const c of [...currencies].sort((a, b) => a.name.localeCompare(b.name))) {
      effects.push({ type: 'currency', name: c.name, delta: c.value, reason: HUNT_LEDGER_REASON, reference });
    }

    // Mission progress and reward.
    if (success && enemyId && this.mission && this.rules.missionsEnabled()) {
      const { value: mission, isNew } = this.mission;
      const progress = recordCatch(mission, enemyId, at);
      if (progress.changed) {
        const next: Mission = { ...mission, objectives: progress.objectives, completedAt: progress.completed ? at : mission.completedAt };
        this.mission = { value: next, isNew };
        effects.push({ type: 'mission', mission: next, isNew });
        if (progress.completed) {
          for (const r of mission.reward.filter((x) => x.value > 0 && this.rules.knowsCurrency(x.name))) {
            effects.push({ type: 'currency', name: r.name, delta: r.value, reason: 'mission', reference: mission.id });
          }
          const goals = progress.objectives.map((o) => ({
            enemyName: this.rules.enemyName(o.enemyId) ?? 'a ghost',
            caught: o.caught,
            goal: o.goal,
          }));
          extra.push({
            ...this.entry(JOURNAL_TYPES.missionReward, at, null, [], {
              title: MISSION_MESSAGES.completedTitle,
              message: `Mission ${mission.seq} accomplished: the guild pays its reward.`,
              reward: JSON.stringify({ xp: 0, currencyEntries: mission.reward }),
              progress: JSON.stringify(goals),
            }),
            currencies: mission.reward,
          });
        }
      } else if (isNew) {
        effects.push({ type: 'mission', mission, isNew });
      }
    }

    // Items: bait, other consumables, loot, rank rewards.
    const baitId = this.setupNow.baitItemId;
    if (outcome.baitUsed > 0 && baitId) {
      effects.push({ type: 'item', itemId: baitId, delta: -outcome.baitUsed, reason: HUNT_LEDGER_REASON, reference, consume: true });
      this.setupNow.baitAmount = Math.max(0, this.setupNow.baitAmount - outcome.baitUsed);
    }
    for (const used of outcome.consumed ?? []) {
      if (used.amount <= 0) continue;
      effects.push({ type: 'item', itemId: used.itemId, delta: -used.amount, reason: HUNT_LEDGER_REASON, reference, consume: true });
      if (used.itemId === baitId) this.setupNow.baitAmount = Math.max(0, this.setupNow.baitAmount - used.amount);
    }
    for (const drop of loot) {
      effects.push({ type: 'item', itemId: drop.itemId, delta: drop.amount, reason: HUNT_LEDGER_REASON, reference, consume: false });
      if (drop.itemId === baitId) this.setupNow.baitAmount += drop.amount;
    }
    const rankEntries = this.rankUps(crossed, at, effects);

    // Grimoire, timers, auto-hunt hour.
    if (success && enemyId) effects.push({ type: 'catch', enemyId });
    const change: Partial<HunterState> = {};
    if (outcome.kind === 'regular') change.nextHuntAt = outcome.nextAllowedHuntAt;
    if (outcome.chronoChargesDelta !== 0) {
      change.chrono = chronoAfter(this.chronoNow, outcome.chronoChargesDelta, at, this.rules.chronoRechargeMs);
      this.chronoNow = chronoAt(change.chrono, this.chronoNow.max, this.now, this.rules.chronoRechargeMs);
    }
    if (options.autoHour !== undefined) {
      change.lastAutoHour = options.autoHour;
      effects.push({ type: 'autoHour', hour: options.autoHour, journalId: options.journalId });
    }
    effects.push(...this.changeState(change));

    // Journal: the hunt, then rank-ups, then the mission reward.
    const entry: JournalEntry = {
      ...this.entry(options.type, at, enemyId ?? outcome.enemyId, loot, huntJournalData(outcome, enemyName, this.setupNow.currencyBonuses)),
      id: options.journalId,
      huntResult: outcome.huntResult,
      strategy: strategyOf(outcome.encounter).name,
      seed: outcome.seed,
      xp: outcome.xp,
      currencies,
      replay: options.replay,
    };
    for (const e of [entry, ...rankEntries, ...extra]) effects.push({ type: 'journal', entry: e });
    return effects;
  }

  /**
   * Extra xp for the sounder of a party hunt, added to the hunt's journal entry (its xp and the reward text), so the
   * account's xp stays the sum of its journal entries; the ranks it crosses are written like a hunt's.
   */
  partyBonus(entry: JournalEntry, amount: number, at: number): { effects: HunterEffect[]; entries: JournalEntry[] } {
    if (amount <= 0) return { effects: [], entries: [] };
    const effects: HunterEffect[] = [];
    const crossed = ranksCrossed(this.rules.ranks(), this.experience, this.experience + amount);
    this.experience += amount;
    effects.push({ type: 'xp', amount });
    entry.xp += amount;
    if (typeof entry.data.reward === 'string') {
      const reward = JSON.parse(entry.data.reward) as { xp: number };
      entry.data.reward = JSON.stringify({ ...reward, xp: reward.xp + amount });
    }
    const entries = this.rankUps(crossed, at, effects);
    for (const e of entries) effects.push({ type: 'journal', entry: e });
    return { effects, entries };
  }

  /** The rank-up entries of the ranks crossed, each rank's reward items once per player (pushed to `effects`). */
  private rankUps(crossed: ReturnType<typeof ranksCrossed>, at: number, effects: HunterEffect[]): JournalEntry[] {
    const baitId = this.setupNow.baitItemId;
    const rankEntries: JournalEntry[] = [];
    for (const rank of crossed) {
      const rewards: { itemId: string; amount: number }[] = [];
      if (!this.claimedRanks.has(rank.id)) {
        this.claimedRanks.add(rank.id);
        effects.push({ type: 'rankReward', rankId: rank.id, at });
        for (const itemId of [...new Set(rank.rewardItemIds)].filter((id) => this.rules.knowsItem(id)).sort()) {
          effects.push({ type: 'item', itemId, delta: 1, reason: 'rank', reference: rank.id, consume: false });
          if (itemId === baitId) this.setupNow.baitAmount += 1;
          rewards.push({ itemId, amount: 1 });
        }
      }
      rankEntries.push(
        this.entry(JOURNAL_TYPES.rankUp, at, null, rewards, {
          title: 'Rank up',
          message: `You are now ${rank.name}!`,
          newRank_name: rank.name,
        }),
      );
    }
    return rankEntries;
  }

  private changeState(change: Partial<HunterState>): HunterEffect[] {
    this.current = { ...this.current, ...change };
    this.stateChanged = true;
    return [{ type: 'state', state: this.current }];
  }

  private entry(
    type: number,
    at: number,
    enemyId: string | null,
    loot: { itemId: string; amount: number }[],
    data: JournalEntry['data'],
  ): JournalEntry {
    return {
      id: this.newId(),
      userId: this.current.userId,
      type,
      at,
      enemyId,
      huntResult: null,
      strategy: null,
      seed: null,
      xp: 0,
      currencies: [],
      loot,
      data,
      replay: null,
    };
  }
}
