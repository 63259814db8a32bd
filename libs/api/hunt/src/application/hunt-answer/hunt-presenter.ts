import {
  COFFIN_MESSAGES,
  HuntAnswerDto,
  huntMessage,
  HuntResultValue,
  HuntTimersDto,
  isHuntSuccess,
  JournalEntryDto,
} from '@grimhunt/contracts';
import { huntCatch, huntRounds } from '../../domain/hunt-rounds';
import { HuntOutcome } from '../../domain/hunt.types';
import { Hunter } from '../../domain/hunter.entity';
import { TakenAlongRecord } from '../../domain/hunting-party';
import { JournalEntry } from '../../domain/journal-entry';
import { JournalCatalogue, toJournalEntryDto } from '../journal.presenter';

/** The hunter's timers and xp after a request (all times ms since the epoch, on the database clock). */
export interface HunterTimes {
  xp: number;
  nextHuntAt: number;
  now: number;
  chronoRechargeAt: number | null;
  chronoCharges: number;
  chronoMax: number;
}

/** A friend a sounded hunt took along, as the sounder's answer lists them. */
export interface PartyMember {
  userId: string;
  name: string;
  huntResult: HuntResultValue;
  enemyName: string | null;
}

/**
 * What one hunt request produced, in the hunt's own terms: everything its answer is made of, and nothing the
 * answer does not show. The presenter turns it into the HTTP answer.
 */
export interface HuntAnswerView {
  huntResult: HuntResultValue;
  enemyName: string | null;
  /** A text in place of the result's own (the coffin's "already hunted this hour"). */
  message?: string;
  /** The entry the hunt wrote; null when it was refused. */
  entry: JournalEntry | null;
  /** Entries written with it (due auto-hunts, rank-ups, mission reward), oldest first. */
  extra: JournalEntry[];
  times: HunterTimes;
  /** The engine's rounds and catch when the result is the hunt's own outcome (none for answers without a hunt). */
  outcome: Pick<HuntOutcome, 'rounds' | 'enemyId' | 'encounter' | 'catch'> | null;
  party: PartyMember[];
  /** Refused on the cooldown a friend's party hunt started: who took the player along, and that hunt's entry. */
  takenAlong: Pick<TakenAlongRecord, 'by' | 'huntedAt' | 'entry'> | null;
}

/** The hunter's timers and xp as the answer shows them. */
export function hunterTimes(hunter: Pick<Hunter, 'xp' | 'now' | 'state' | 'chrono'>): HunterTimes {
  return {
    xp: hunter.xp,
    nextHuntAt: hunter.state.nextHuntAt,
    now: hunter.now,
    chronoRechargeAt: hunter.chrono.rechargeAt,
    chronoCharges: hunter.chrono.charges,
    chronoMax: hunter.chrono.max,
  };
}

/** The view of a hunt (or of a request that hunted nothing: no entry, no outcome). */
export function huntView(
  hunter: Pick<Hunter, 'xp' | 'now' | 'state' | 'chrono'>,
  result: { huntResult: HuntResultValue; enemyName?: string | null; outcome?: HuntAnswerView['outcome'] },
  entry: JournalEntry | null,
  extra: JournalEntry[],
  message?: string,
): HuntAnswerView {
  return {
    huntResult: result.huntResult,
    enemyName: result.enemyName ?? null,
    ...(message === undefined ? {} : { message }),
    entry,
    extra,
    times: hunterTimes(hunter),
    outcome: result.outcome ?? null,
    party: [],
    takenAlong: null,
  };
}

/**
 * A manual hunt refused on cooldown, when that cooldown is the one a friend's party hunt started (`record`, the
 * hunter row's note of it): the view says who took the player along and when, and shows that hunt's entry.
 */
export function explainCooldown(view: HuntAnswerView, record: TakenAlongRecord | null): HuntAnswerView {
  const { times } = view;
  if (view.huntResult !== 'OnCooldown' || !record || record.until !== times.nextHuntAt || times.now >= record.until) return view;
  return { ...view, takenAlong: { by: record.by, huntedAt: record.huntedAt, entry: record.entry } };
}

/** The timers every hunt answer carries. */
export function huntTimers(times: HunterTimes): HuntTimersDto {
  return {
    nextAllowedHuntTimeStamp: times.nextHuntAt,
    currentTimeStamp: times.now,
    nextChronoCrystalRechargeTimeStamp: times.chronoRechargeAt ?? times.now,
    chronocrystalCharges: times.chronoCharges,
    chronocrystalMaxCharges: times.chronoMax,
  };
}

/** The answer of a hunt route, with entry names and images from `catalogue`. */
export function presentHunt(view: HuntAnswerView, catalogue: JournalCatalogue): HuntAnswerDto {
  const entry: JournalEntryDto | null = view.takenAlong
    ? view.takenAlong.entry
    : view.entry
      ? toJournalEntryDto(view.entry, catalogue)
      : null;
  return {
    huntResult: view.huntResult,
    success: isHuntSuccess(view.huntResult),
    message: view.message ?? huntMessage(view.huntResult, view.enemyName),
    journalEntry: entry,
    extraEntries: view.extra.map((e) => toJournalEntryDto(e, catalogue)),
    xp: view.times.xp,
    cached: false,
    ...huntTimers(view.times),
    rounds: view.outcome ? huntRounds(view.outcome, view.enemyName) : [],
    catch: view.outcome ? huntCatch(view.outcome) : null,
    party: view.party.map((m) => ({ ...m })),
    takenAlong: view.takenAlong ? { by: view.takenAlong.by, huntedAt: view.takenAlong.huntedAt } : null,
  };
}

/** The due auto-hunts a coffin hunt served: the last one's outcome (sounded or refused), and the sounded ones. */
export interface CoffinRun {
  last: HuntOutcome | null;
  hunts: { outcome: HuntOutcome; entry: JournalEntry | null; extra: JournalEntry[] }[];
}

/**
 * The coffin hunt's view: the last auto-hunt it served, with the others' entries among the extra ones; a refusal
 * other than the cooldown (no bait, wrong bait) as such; otherwise OnCooldown, saying the retainer already hunted
 * this hour when the trap itself is ready.
 */
export function coffinView(
  hunter: Pick<Hunter, 'xp' | 'now' | 'state' | 'chrono'>,
  run: CoffinRun,
  enemyName: (id: string | null) => string | null,
): HuntAnswerView {
  const last = run.hunts[run.hunts.length - 1] ?? null;
  if (last) {
    const entries = run.hunts.flatMap((h) => [h.entry!, ...h.extra]);
    const extra = entries.filter((e) => e.id !== last.entry!.id);
    const { huntResult } = last.outcome;
    return huntView(hunter, { huntResult, enemyName: enemyName(last.outcome.enemyId), outcome: last.outcome }, last.entry, extra);
  }
  if (run.last && !run.last.sounded && run.last.huntResult !== 'OnCooldown')
    return huntView(hunter, { huntResult: run.last.huntResult }, null, []);
  const onCooldown = hunter.now < hunter.state.nextHuntAt;
  return huntView(hunter, { huntResult: 'OnCooldown' }, null, [], onCooldown ? undefined : COFFIN_MESSAGES.alreadyHunted);
}
