import { HUNT_REPEAT_WINDOW_MS, isHuntSuccess } from '@grimhunt/contracts';
import { strategyOf } from './catalogue-defs';
import { ChronoNow, chronoAfter, chronoAt } from './chrono';
import { HuntOutcome, SetupDef } from './hunt.types';
import { huntItemEffects, missionRewardEntry, plainEntry, rankUpEffects, withXpBonus } from './hunter-entries';
import { HUNT_LEDGER_REASON, HunterEffect, HunterRules, HunterState, HuntRecordOptions, StoredAnswer } from './hunter.types';
import { huntJournalData } from './journal-data';
import { JournalEntry } from './journal-entry';
import { Mission, missionPhase, recordCatch } from './mission';
import { ranksCrossed, RankStep } from './ranks';

export { HUNT_LEDGER_REASON } from './hunter.types';
export type { HunterEffect, HunterRules, HunterState, HuntRecordOptions, StoredAnswer } from './hunter.types';

/** What a change of the aggregate gives back: the hunter after it and the effects to write. */
export interface HunterChange {
  hunter: Hunter;
  effects: HunterEffect[];
}

/**
 * The hunt aggregate: one player's hunt state inside one transaction that holds the player's locks. It is immutable:
 * each change (an engine outcome, a remembered answer, a move, a skipped hour) returns the hunter after it and a pure
 * list of effects (xp, currency and item movements, grimoire catch, mission progress and reward, rank rewards, journal
 * entries, timers), so several hunts in a row (due auto-hunts, then the player's hunt) see each other's timers, bait
 * and xp through the hunter each one hands to the next. No I/O here.
 */
export class Hunter {
  private current: HunterState;
  private chronoNow: ChronoNow;
  private experience: number;
  private setupNow: SetupDef;
  private mission: { value: Mission; isNew: boolean } | null;
  private claimedRanks: ReadonlySet<string>;

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
  /** The engine's view of the player's timers. */
  get playerState(): { nextAllowedHuntAt: number; chronoCharges: number } {
    return { nextAllowedHuntAt: this.current.nextHuntAt, chronoCharges: this.chronoNow.charges };
  }
  /** The player's newest mission (as this transaction changed it). */
  get latestMission(): Mission | null {
    return this.mission?.value ?? null;
  }

  /**
   * The stored answer of the same kind of hunt, when it is less than HUNT_REPEAT_WINDOW_MS older than the request.
   * The window is measured from the request's arrival (`arrivedAt`, database time; default the lock time), not from
   * when this request got the lock: a second click that waited on the lock of the hunt it repeats, however long, gets
   * that hunt's answer (the answer was stored after it arrived: negative age).
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
  rememberAnswer(kind: string, answer: StoredAnswer): HunterChange {
    return this.withState({ lastAnswer: answer, lastAnswerKind: kind, lastAnswerAt: this.now });
  }

  /** Back to `groundId` (the ground was hidden or deleted). */
  moveTo(groundId: string | null): HunterChange {
    return groundId === this.current.huntingGroundId ? { hunter: this, effects: [] } : this.withState({ huntingGroundId: groundId });
  }

  /** A past hour in which the player could not hunt (no bait, wrong bait) is over: it is not served again. */
  skipAutoHour(hour: number): HunterChange {
    return this.current.lastAutoHour < hour ? this.withState({ lastAutoHour: hour }) : { hunter: this, effects: [] };
  }

  /** Whether a catch at `at` needs a new mission first (missions on, the last one over or none). */
  needsMission(at: number): boolean {
    return this.rules.missionsEnabled() && (!this.mission || missionPhase(this.mission.value, at) === 'over');
  }

  /** The hunter with the mission generated for this player (stored with the effects of the hunt that follows). */
  startMission(mission: Mission): Hunter {
    const next = this.copy();
    next.mission = { value: mission, isNew: true };
    return next;
  }

  /** The effects of a sounded hunt at `at` (a refused hunt changes nothing and is not applied). */
  applyOutcome(outcome: HuntOutcome, at: number, options: HuntRecordOptions): HunterChange {
    const next = this.copy();
    return { hunter: next, effects: next.record(outcome, at, options) };
  }

  /**
   * Extra xp for the sounder of a party hunt, added to the hunt's journal entry (its xp and the reward text: `entry`
   * comes back as a new entry to write in its place), so the account's xp stays the sum of its journal entries; the
   * ranks it crosses are written like a hunt's.
   */
  partyBonus(entry: JournalEntry, amount: number, at: number): HunterChange & { entry: JournalEntry; entries: JournalEntry[] } {
    if (amount <= 0) return { hunter: this, effects: [], entry, entries: [] };
    const next = this.copy();
    const effects: HunterEffect[] = [];
    const crossed = ranksCrossed(next.rules.ranks(), next.experience, next.experience + amount);
    next.experience += amount;
    effects.push({ type: 'xp', amount });
    const entries = next.rankUps(crossed, at, effects);
    for (const e of entries) effects.push({ type: 'journal', entry: e });
    return { hunter: next, effects, entry: withXpBonus(entry, amount), entries };
  }

  /** A copy whose changes leave this hunter as it is (state and setup copied; the rest is replaced, never changed). */
  private copy(): Hunter {
    const { current, experience, setupNow, chronoMaxCharges, now, rules, newId } = this;
    const next = new Hunter(current, experience, setupNow, chronoMaxCharges, now, null, [], rules, newId);
    Object.assign(next, { chronoNow: this.chronoNow, mission: this.mission, claimedRanks: this.claimedRanks });
    return next;
  }

  /** Records the hunt on this hunter (a fresh copy: see `applyOutcome`). */
  private record(outcome: HuntOutcome, at: number, options: HuntRecordOptions): HunterEffect[] {
    const effects: HunterEffect[] = [];
    const reference = options.journalId;
    const success = isHuntSuccess(outcome.huntResult);
    const enemyName = this.rules.enemyName(outcome.enemyId);
    const enemyId = enemyName !== null ? outcome.enemyId : null;
    const currencies = outcome.currencies.filter((c) => c.value > 0 && this.rules.knowsCurrency(c.name));
    const loot = outcome.loot
      .filter((l) => l.amount > 0 && this.rules.knowsItem(l.itemId))
      .sort((a, b) => a.itemId.localeCompare(b.itemId));

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
    const extra = success && enemyId ? this.missionProgress(enemyId, at, effects) : [];

    // Items: bait, other consumables, loot, rank rewards.
    const items = huntItemEffects(outcome, loot, this.setupNow.baitItemId, reference, this.setupNow.baitAmount);
    effects.push(...items.effects);
    this.setupNow.baitAmount = items.baitAmount;
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
    this.current = { ...this.current, ...change };
    effects.push({ type: 'state', state: this.current });

    // Journal: the hunt, then rank-ups, then the mission reward.
    const data = huntJournalData(outcome, enemyName, this.setupNow.currencyBonuses);
    const entry: JournalEntry = {
      ...plainEntry(options.journalId, this.current.userId, options.type, at, enemyId ?? outcome.enemyId, loot, data),
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

  /** A catch of `enemyId` towards the mission (pushed to `effects`): its reward entry when it completed the mission. */
  private missionProgress(enemyId: string, at: number, effects: HunterEffect[]): JournalEntry[] {
    if (!this.mission || !this.rules.missionsEnabled()) return [];
    const { value: mission, isNew } = this.mission;
    const progress = recordCatch(mission, enemyId, at);
    if (!progress.changed) {
      if (isNew) effects.push({ type: 'mission', mission, isNew });
      return [];
    }
    const next: Mission = { ...mission, objectives: progress.objectives, completedAt: progress.completed ? at : mission.completedAt };
    this.mission = { value: next, isNew };
    effects.push({ type: 'mission', mission: next, isNew });
    if (!progress.completed) return [];
    for (const r of mission.reward.filter((x) => x.value > 0 && this.rules.knowsCurrency(x.name))) {
      effects.push({ type: 'currency', name: r.name, delta: r.value, reason: 'mission', reference: mission.id });
    }
    const name = (id: string) => this.rules.enemyName(id);
    return [missionRewardEntry(this.newId(), this.current.userId, at, mission, progress.objectives, name)];
  }

  /** The rank-up entries of the ranks crossed, each rank's reward items once per player (pushed to `effects`). */
  private rankUps(crossed: readonly RankStep[], at: number, effects: HunterEffect[]): JournalEntry[] {
    const paid = rankUpEffects(crossed, this.claimedRanks, this.rules, at, () => this.newId(), this.current.userId);
    effects.push(...paid.effects);
    this.claimedRanks = paid.claimed;
    if (this.setupNow.baitItemId) this.setupNow.baitAmount += paid.items.filter((id) => id === this.setupNow.baitItemId).length;
    return paid.entries;
  }

  private withState(change: Partial<HunterState>): HunterChange {
    const next = this.copy();
    next.current = { ...this.current, ...change };
    return { hunter: next, effects: [{ type: 'state', state: next.current }] };
  }
}
