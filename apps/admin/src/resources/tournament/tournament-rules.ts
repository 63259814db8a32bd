import { validateTournamentWrite, TOURNAMENT_MESSAGES, type TournamentWriteDto } from '@grimhunt/contracts';

/** Pure rules of the tournament editor: defaults, the body sent to the API, and which field a refusal belongs to. */

const HOUR = 3_600_000;

/** A new tournament: starts at the next full hour a day from now and runs 24 hours; one ghost is one point. */
export function newTournament(now: number): TournamentWriteDto {
  const starts = Math.ceil(now / HOUR) * HOUR + 24 * HOUR;
  return {
    name: '',
    startsAt: new Date(starts).toISOString(),
    endsAt: new Date(starts + 24 * HOUR).toISOString(),
    groundIds: [],
    pointsPerGhost: 1,
    pointsPerRarity: [],
    minRankId: null,
    maxRankId: null,
    entryFee: 0,
    prizes: [
      { place: 1, gold: 0, tokens: 0 },
      { place: 2, gold: 0, tokens: 0 },
      { place: 3, gold: 0, tokens: 0 },
    ],
  };
}

/** A date picker's value (`yyyy-MM-ddThh:mm` in the admin's own time zone, or a stored ISO time) as ISO 8601. */
export function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const num = (value: unknown) => (value === '' || value === null || value === undefined ? Number.NaN : Number(value));

/** The form's record as the API's write body: only the writable fields, times in ISO, empty rank bounds as null. */
export function toTournamentWrite(record: Record<string, unknown>): TournamentWriteDto {
  const rows = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  return {
    name: String(record['name'] ?? '').trim(),
    startsAt: toIso(record['startsAt']),
    endsAt: toIso(record['endsAt']),
    groundIds: Array.isArray(record['groundIds']) ? (record['groundIds'] as string[]) : [],
    pointsPerGhost: num(record['pointsPerGhost']),
    pointsPerRarity: rows(record['pointsPerRarity']).map((r) => ({ rarityId: String(r['rarityId'] ?? ''), points: num(r['points']) })),
    minRankId: (record['minRankId'] as string | null | undefined) || null,
    maxRankId: (record['maxRankId'] as string | null | undefined) || null,
    entryFee: num(record['entryFee']),
    prizes: rows(record['prizes']).map((p) => ({ place: num(p['place']), gold: num(p['gold']), tokens: num(p['tokens']) })),
  };
}

const FIELD_OF: Record<string, keyof TournamentWriteDto> = {
  [TOURNAMENT_MESSAGES.nameRequired]: 'name',
  [TOURNAMENT_MESSAGES.nameTooLong]: 'name',
  [TOURNAMENT_MESSAGES.timesInvalid]: 'endsAt',
  [TOURNAMENT_MESSAGES.duration]: 'endsAt',
  [TOURNAMENT_MESSAGES.groundsRequired]: 'groundIds',
  [TOURNAMENT_MESSAGES.pointsInvalid]: 'pointsPerGhost',
  [TOURNAMENT_MESSAGES.feeInvalid]: 'entryFee',
  [TOURNAMENT_MESSAGES.prizesInvalid]: 'prizes',
};

/** The form-level check: the contract's own validator, its message under the field it concerns ({} when valid). */
export function validateTournamentForm(values: Record<string, unknown>): Record<string, string> {
  const message = validateTournamentWrite(toTournamentWrite(values));
  return message ? { [FIELD_OF[message] ?? 'name']: message } : {};
}
