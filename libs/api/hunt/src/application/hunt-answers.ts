import { HUNT_REPEAT_WINDOW_MS, HuntAnswerDto, huntMessage, HuntResultValue, isHuntSuccess } from '@grimhunt/contracts';
import { HuntSession, HuntSessions } from './hunt-session';
import { toJournalEntryDto } from './journal.presenter';
import { JournalRecord } from './ports/journal.repository.port';

/** The answer of a hunt route: result, text, the entry written (null when refused), the others, the new timers. */
export function huntAnswer(
  sessions: HuntSessions,
  session: HuntSession,
  result: { huntResult: HuntResultValue; enemyName?: string | null },
  entry: JournalRecord | null,
  extra: JournalRecord[],
  message?: string,
): HuntAnswerDto {
  return {
    huntResult: result.huntResult,
    success: isHuntSuccess(result.huntResult),
    message: message ?? huntMessage(result.huntResult, result.enemyName ?? null),
    journalEntry: entry ? toJournalEntryDto(entry, session.catalogue) : null,
    extraEntries: extra.map((e) => toJournalEntryDto(e, session.catalogue)),
    xp: session.xp,
    cached: false,
    ...sessions.timers(session),
  };
}

/** The stored answer of the same kind of hunt made less than HUNT_REPEAT_WINDOW_MS ago (spec player §4, §9). */
export function repeatedAnswer(session: HuntSession, kind: string): HuntAnswerDto | null {
  const { lastAnswer, lastAnswerAt, lastAnswerKind } = session.hunter;
  if (!lastAnswer || lastAnswerAt === null || lastAnswerKind !== kind) return null;
  const age = session.now - lastAnswerAt;
  if (age < 0 || age >= HUNT_REPEAT_WINDOW_MS) return null;
  return { ...lastAnswer, cached: true };
}

/** Stores a sounded hunt's answer on the hunter row (saved by the caller). */
export function rememberAnswer(session: HuntSession, kind: string, answer: HuntAnswerDto): void {
  session.hunter.lastAnswer = answer;
  session.hunter.lastAnswerKind = kind;
  session.hunter.lastAnswerAt = session.now;
  session.dirty = true;
}
