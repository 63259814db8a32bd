import type { QueryClient } from '@tanstack/react-query';
import { HUNT_PATHS, type ClientUserDto, type HuntAnswerDto, type HuntPartyMemberDto, type JournalEntryDto } from '@grimhunt/contracts';
import { api } from '../../../lib/api-client';
import { mergeEntries, type StatusSnapshot } from '../../../lib/hunt-view';
import { HUNT_STATUS_KEY } from './get-hunt-status';
import { queryKeys } from '../../../lib/query-keys';

export type HuntKind = 'regular' | 'chrono';

export const JOURNAL_KEY = queryKeys.journal;
/** The last hunt answer shown on home (kept in the query cache so it survives the way back home). */
export const HUNT_RESULT_KEY = queryKeys.huntResult;
/** The party of the last hunt that took friends along, with the server time of that hunt. */
export const HUNT_PARTY_KEY = queryKeys.huntParty;
export interface LastParty {
  party: HuntPartyMemberDto[];
  at: number;
}

/** POST /api/huntrefactored/hunt (regular) or GET /api/Game/chronohunt (one chrono crystal charge). */
export function soundHunt(kind: HuntKind): Promise<HuntAnswerDto> {
  return kind === 'chrono' ? api.get<HuntAnswerDto>(HUNT_PATHS.chronohunt) : api.post<HuntAnswerDto>(HUNT_PATHS.hunt);
}

/**
 * Puts a hunt answer into the caches (so the header and
 * the journal need no round trip), then refreshes what the answer does not carry: currencies, bait, rank, mission.
 */
export function applyHuntAnswer(queryClient: QueryClient, answer: HuntAnswerDto, receivedAt: number): Promise<unknown> {
  const timers = {
    nextAllowedHuntTimeStamp: answer.nextAllowedHuntTimeStamp,
    currentTimeStamp: answer.currentTimeStamp,
    nextChronoCrystalRechargeTimeStamp: answer.nextChronoCrystalRechargeTimeStamp,
    chronocrystalCharges: answer.chronocrystalCharges,
  };
  queryClient.setQueryData<StatusSnapshot>(HUNT_STATUS_KEY, (previous) => ({
    ...previous,
    ...timers,
    chronocrystalMaxCharges: answer.chronocrystalMaxCharges,
    receivedAt,
  }));
  queryClient.setQueryData<JournalEntryDto[]>(JOURNAL_KEY, (previous) =>
    previous ? mergeEntries(previous, [answer.journalEntry, ...answer.extraEntries]) : previous,
  );
  queryClient.setQueryData<ClientUserDto>(queryKeys.me, (previous) => (previous ? { ...previous, ...timers, xp: answer.xp } : previous));
  queryClient.setQueryData(HUNT_RESULT_KEY, answer);
  if (answer.party.length > 0) queryClient.setQueryData<LastParty>(HUNT_PARTY_KEY, { party: answer.party, at: answer.currentTimeStamp });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.me, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: JOURNAL_KEY, refetchType: 'none' }),
    ...[queryKeys.mission, queryKeys.inventory, queryKeys.equipment, queryKeys.grimoire, queryKeys.odds].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ]);
}
